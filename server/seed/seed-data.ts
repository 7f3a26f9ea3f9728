/** The demo site's starting content. All visible text is Korean. */

export interface SeedMember {
  userId: string;
  password: string;
  /** The PIN asked again when money leaves the account (exchange requests). */
  withdrawPassword: string;
  nickname: string;
  type: 1 | 2;
  role: number;
  phone: string;
}

export const SEED_MANAGER: SeedMember = {
  userId: 'manager',
  password: 'manager1234!',
  withdrawPassword: '0000',
  nickname: '매니저',
  type: 2,
  role: 0,
  phone: '01000000002',
};
export const SEED_ADMIN: SeedMember = {
  userId: 'admin',
  password: 'admin1234!',
  withdrawPassword: '0000',
  nickname: '관리자',
  type: 1,
  role: 10,
  phone: '01000000001',
};
export const SEED_DEMO: SeedMember = {
  userId: 'demo',
  password: 'demo1234!',
  withdrawPassword: '1234',
  nickname: '데모회원',
  type: 1,
  role: 0,
  phone: '01012345678',
};

/** Credited through the ledger: cash from the house, points from the promotions budget. */
export const DEMO_START_CASH_WON = 1_000_000;
export const DEMO_START_POINTS = 5_000;

export const WELCOME_POPUP = {
  title: '환영합니다',
  contents:
    '<h3 style="text-align:center">데모 사이트에 오신 것을 환영합니다</h3>' +
    '<p>신규 회원님께는 첫 충전 시 <strong>10% 보너스 포인트</strong>를 드립니다.</p>' +
    '<p>문의는 고객센터 또는 텔레그램으로 연락 주세요.</p>',
  width: 450,
  height: 360,
  pcLeftLocation: 40,
  pcTopLocation: 120,
};

export const NEWS_LINKS = [
  '신규 회원 가입 이벤트 진행 중! 첫 충전 시 10% 보너스 포인트를 지급합니다.',
  '정기 점검 안내: 매주 월요일 06:00 ~ 08:00 (점검 중에는 이용이 제한됩니다.)',
];

export const MESSENGER_CONTACTS = [
  { name: '텔레그램', account: '@demo_support', imgPath: 'messenger/telegram.svg' },
  { name: '카카오톡', account: 'demo_cs', imgPath: 'messenger/kakaotalk.svg' },
];

/**
 * Rolling rates of the demo accounts, in hundredths of a percent (spec §3 rolling state):
 * `demo` earns 1 % of its own minigame and sports turnover, its agent `manager` 0.5 % of the
 * downline's; casino and slot 0.5 % / 0.3 %. An agent earns its rate minus the rate it gave down,
 * so manager's rates are demo's plus its own share.
 */
export const SEED_ROLLING_RATES_BP = {
  demo: { mini: 100, sports: 100, casino: 50, slot: 50 },
  manager: { mini: 150, sports: 150, casino: 80, slot: 80 },
} as const;
