import { POINT_MESSAGES } from '../contract/points.contract';

/** `/mywallet/point` texts: point conversion and money/point statements. Labels are test names. */
export const POINTS = {
  loginRequired: '로그인 후 이용해주세요.',
  title: '포인트 전환',
  lead: '보유 포인트를 캐시로 전환합니다. (1P = 1원)',
  currentPoint: '보유 포인트',
  currentCash: '보유 머니',
  amount: '전환 포인트',
  amountPlaceholder: '전환할 포인트를 입력하세요',
  quickGroup: '포인트 빠른 선택',
  quick: (label: string) => `+${label}`,
  all: '전액',
  reset: '정정',
  unitP: 'P',
  submit: '캐시로 전환',
  submitting: '전환 중…',
  done: (points: string, won: string) => `${points}가 ${won}으로 전환되었습니다.`,
  rules: (min: string, unit: string) => `최소 ${min}, ${unit} 단위로 전환할 수 있습니다.`,
  errors: POINT_MESSAGES,
  tabsLabel: '내역',
  tabs: { point: '포인트 내역', cash: '머니 내역' },
  colDate: '일시',
  colKind: '구분',
  colAmount: '변동',
  colBalance: '변동 후 잔액',
  colMemo: '비고',
  empty: { point: '포인트 변동 내역이 없습니다.', cash: '머니 변동 내역이 없습니다.' },
  /** Ledger transfer kinds (server) → what the member reads. */
  kinds: {
    charge: '충전',
    exchange: '환전',
    exchange_reserve: '환전 신청',
    exchange_return: '환전 반환',
    admin_adjustment: '관리자 지급/회수',
    minigame_stake: '미니게임 베팅',
    minigame_payout: '미니게임 당첨',
    minigame_winnings: '미니게임 당첨',
    minigame_refund: '미니게임 취소',
    minigame_lost: '미니게임 낙첨',
    point_convert: '포인트 전환',
    point_convert_cash: '포인트 전환',
    seed_credit: '지급',
  } as Record<string, string>,
  kindOther: '기타',
} as const;

export const statementKindLabel = (kind: string): string => POINTS.kinds[kind] ?? POINTS.kindOther;
