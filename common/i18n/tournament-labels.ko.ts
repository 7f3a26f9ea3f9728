/**
 * The tournament words the member's pages and the back office both show: a status,
 * a scoring rule and a prize's currency read the same everywhere.
 */
import type {
  TournamentPrizeCurrency,
  TournamentScoring,
  TournamentStatus,
} from '../contract/tournament.contract';

export const TOURNAMENT_STATUS_LABELS = {
  upcoming: '예정',
  running: '진행중',
  finished: '종료',
  cancelled: '취소됨',
} satisfies Record<TournamentStatus, string>;

export const TOURNAMENT_SCORING_LABELS = {
  multiplier: '최고 배당 배수',
  win_total: '총 당첨금',
  stake_total: '총 베팅액',
} satisfies Record<TournamentScoring, string>;

export const TOURNAMENT_PRIZE_CURRENCY_LABELS = {
  cash: '캐시',
  points: '포인트',
} satisfies Record<TournamentPrizeCurrency, string>;
