import type { BettingReason } from '../domain/betting/refusal';
import type { MarketFamily } from '../domain/sports/market-names';

/** Sport ids of the feed (docs/architecture.md §8) with their Korean names and URL flags (spec §2). */
export const SPORTS = [
  { id: 6046, flag: 'Football', name: '축구' },
  { id: 48242, flag: 'Basketball', name: '농구' },
  { id: 154914, flag: 'Baseball', name: '야구' },
  { id: 154830, flag: 'Volleyball', name: '배구' },
  { id: 35232, flag: 'IceHockey', name: '아이스하키' },
] as const;

export type SportFlag = (typeof SPORTS)[number]['flag'];

export function sportName(id: number): string {
  return SPORTS.find((s) => s.id === id)?.name ?? '기타';
}

/**
 * Korean texts of every refusal of the betting rules (common/domain/betting), by reason code. The
 * server answers with the same code and text (sports-labels.ko.ts refusalMessage), so the slip
 * and the API never disagree.
 */
export const BETTING_MESSAGES = {
  // Spec §5: the alert shown when a pick of 1.3 or lower meets a bonus-odds entry.
  BONUS_MIN_ODDS: '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.',
  STAKE_NOT_INTEGER: '베팅 금액은 원 단위 정수로 입력해주세요.',
  STAKE_BELOW_MIN: '최소 베팅 금액보다 적습니다.',
  STAKE_ABOVE_MAX: '최대 베팅 금액을 초과했습니다.',
  PAYOUT_ABOVE_MAX: '최대 당첨 금액을 초과했습니다.',
  TOO_MANY_SELECTIONS: '선택할 수 있는 최대 경기 수를 초과했습니다.',
  NO_SELECTIONS: '베팅할 경기를 선택해주세요.',
  DUPLICATE_SELECTION: '같은 배당을 두 번 선택할 수 없습니다.',
  FIXTURE_CONFLICT: '같은 경기에서 함께 선택할 수 없는 배당입니다.',
  ODDS_CHANGED: '배당이 변경되었습니다. 변경된 배당을 확인해주세요.',
  ODDS_INVALID: '배당 정보가 올바르지 않습니다.',
  SYSTEM_STAKE_NOT_DIVISIBLE: '시스템 베팅 금액은 조합 수로 나누어 떨어져야 합니다.',
  SYSTEM_SIZE_INVALID: '시스템 베팅 조합이 올바르지 않습니다.',
} as const satisfies Record<BettingReason, string>;

/** Combined outcome labels of spec §9 ('1 And Over' = home + over …). */
export const COMBINED_OUTCOME_LABELS = {
  '1 And Over': '홈승 + 오버',
  '2 And Over': '원정승 + 오버',
  '1 And Under': '홈승 + 언더',
  '2 And Under': '원정승 + 언더',
  'X And Over': '무승부 + 오버',
  'X And Under': '무승부 + 언더',
} as const;

/** Market families the in-play slip tells apart (spec §4), in Korean for the board tabs. */
export const MARKET_FAMILY_LABELS = {
  overUnder: '언더오버',
  winDrawLose: '승무패',
  winLose: '승패',
  handicap: '핸디캡',
  other: '기타',
} as const satisfies Record<MarketFamily, string>;

/** Football period codes of the in-play scoreboard (spec §9; domain/sports/periods.ts FOOTBALL_PERIOD_CODES). */
export const FOOTBALL_PERIOD_LABELS: Readonly<Record<number, string>> = {
  10: '전반전',
  20: '후반전',
  30: '연장 전반',
  35: '연장 후반',
  50: '승부차기',
  100: '경기 종료',
  101: '연장 종료',
  102: '승부차기 종료',
};

/** Shared endings of every sport's scoreboard; numbered periods are built in sports-labels.ko.ts. */
export const PERIOD_WORDS = {
  quarter: '쿼터',
  inning: '회',
  overtime: '연장',
  finished: '경기 종료',
  errors: '실책',
  notStarted: '경기 전',
  unknown: '-',
  // Volleyball sets and ice-hockey periods.
  set: '세트',
  hockeyPeriod: '피리어드',
  shootout: '승부치기',
  finishedAfterOvertime: '연장 종료',
  finishedAfterShootout: '승부치기 종료',
  /** LSports code 80: a break between periods (half time, intermission). */
  breakTime: '휴식',
  halfTime: '하프타임',
} as const;

/**
 * Korean names of the feed's market types by LSports-style type id (the catalog
 * is common/domain/sports/market-catalog.ts). The one table: the boards and the bet legs (history)
 * both read it through sports-labels.ko.ts marketNameKorean.
 */
export const MARKET_NAMES_KOREAN: Readonly<Record<number, string>> = {
  1: '승무패',
  2: '언더오버',
  3: '핸디캡',
  5: '홀짝',
  16: '첫 득점',
  17: '양팀 득점',
  28: '언더오버 (연장 포함)',
  41: '1쿼터 승무패',
  51: '홀짝 (연장 포함)',
  52: '승패',
  202: '1세트 승패',
  226: '승패 (연장 포함)',
  235: '1이닝 득점',
  342: '핸디캡 (연장 포함)',
  427: '승무패 + 언더오버',
  835: '아시안 언더오버',
  866: '세트 핸디캡',
  /** The site's bonus-odds folders (spec §5; server/sports/feed/bonus-folders.ts). */
  9001: '보너스 배당',
};

/** Board labels of selection names by market kind ('1' → '홈승' …); unknown names pass through. */
export const SELECTION_LABELS = {
  threeWay: { '1': '홈승', X: '무', '2': '원정승' },
  twoWay: { '1': '홈승', '2': '원정승' },
  handicap: { '1': '홈승', '2': '원정승' },
  overUnder: { Over: '오버', Under: '언더' },
  oddEven: { Odd: '홀', Even: '짝' },
  yesNo: { Yes: '예', No: '아니오' },
  firstToScore: { '1': '홈팀', '2': '원정팀', 'No Goal': '무득점' },
} as const;

/** Korean bonus-odds folder label ('3폴더 보너스'). */
export const bonusFolderLabel = (minFolders: number): string => `${minFolders}폴더 보너스`;
