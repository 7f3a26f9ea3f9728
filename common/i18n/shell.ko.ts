/** Texts of the application shell: title, top bar, menus, drawer, indicators, pop-ups, error pages. */
export const SITE_NAME = '벳코리아';
export const PAYBACK_LABEL = '최대 페이백';
export const DOCUMENT_TITLE = `${SITE_NAME} - ${PAYBACK_LABEL}`;

export const SHELL = {
  siteName: SITE_NAME,
  tagline: '스포츠 · 미니게임 · 카지노 · 슬롯',
  levelPrefix: 'Lv.',
  levelIconAlt: (level: number) => `레벨 ${level} 아이콘`,
  nicknameSuffix: '님',
  cash: '보유머니',
  points: '포인트',
  coupon: '쿠폰',
  messages: '쪽지',
  unreadCount: (count: number) => `읽지 않은 쪽지 ${count}개`,
  myPage: '마이페이지',
  logout: '로그아웃',
  login: '로그인',
  join: '회원가입',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  drawerTitle: '바로가기',
  viewMode: '화면 모드',
  desktopView: 'PC 버전',
  mobileView: '모바일 버전',
  scrollTop: '맨 위로',
  mainNav: '주 메뉴',
  sideNav: '스포츠 메뉴',
  quickNav: '빠른 메뉴',
  prematchTitle: '프리매치',
  allSports: '전체 스포츠',
  loading: '페이지 불러오는 중',
  copyright: `© ${SITE_NAME}. 무단 복제를 금합니다.`,
  footerNotice: '본 사이트는 만 19세 이상만 이용하실 수 있습니다.',
} as const;

export const CONNECTION = {
  online: '온라인',
  offline: '오프라인',
  label: '연결 상태',
  status: {
    connecting: '연결 중',
    connected: '실시간 연결됨',
    reconnecting: '재연결 중',
    offline: '연결 끊김',
    idle: '대기',
  },
  offlineBanner: '인터넷 연결이 끊어졌습니다. 연결되면 자동으로 다시 불러옵니다.',
} as const;

export const POPUP = {
  layer: '공지 팝업',
  hideFor6Hours: '6시간 동안 보지 않기',
  close: '닫기',
} as const;

export const MAINTENANCE = {
  title: '시스템 점검 안내',
  lead: '보다 안정적인 서비스를 위해 시스템 점검을 진행하고 있습니다.',
  body: '점검 시간 동안에는 로그인 및 모든 서비스 이용이 제한됩니다. 이용에 불편을 드려 죄송합니다.',
  afterwards: '점검이 끝나면 자동으로 메인 화면으로 이동합니다.',
  retry: '다시 확인하기',
} as const;

/** The two English sentences are required verbatim by spec §2/§8; the rest is Korean. */
export const ERROR_PAGE = {
  notFound: 'This page could not be found',
  generic: 'An error occurred',
  notFoundHint: '요청하신 페이지를 찾을 수 없습니다. 주소를 다시 확인해주세요.',
  backHome: '메인으로 돌아가기',
  retry: '다시 시도',
} as const;

/** The installed app (spec §4 online/offline status): new version, offline start, home screen. */
export const APP_UPDATE = {
  available: '새 버전이 있습니다',
  detail: '새로고침하면 최신 화면으로 바뀝니다.',
  reload: '새로고침',
  later: '나중에',
} as const;

export const OFFLINE_SCREEN = {
  title: '오프라인 상태입니다',
  lead: '인터넷에 연결되어 있지 않아 최신 정보를 불러올 수 없습니다.',
  works: '지금 할 수 있는 것',
  worksItems: ['앱 화면과 메뉴 둘러보기', '베팅 규정과 이용 안내 확인'],
  needsNetwork: '연결이 필요한 것',
  needsNetworkItems: [
    '로그인과 보유머니·포인트 확인',
    '스포츠·미니게임 베팅과 카지노·슬롯',
    '충전·환전과 쪽지',
  ],
  retrying: '연결되면 자동으로 다시 불러옵니다.',
  retry: '다시 시도',
} as const;

export const INSTALL_HINT = {
  title: '홈 화면에 추가',
  detail: '앱처럼 바로 열 수 있습니다.',
  action: '추가하기',
} as const;
