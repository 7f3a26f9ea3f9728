/**
 * The Korean text of the member's tournament pages (spec §2 /tournament and
 * /tournament_casino). Refusals come from the server's `{ code, message }`.
 */
import type {
  TournamentEntryCurrency,
  TournamentKind,
  TournamentScoring,
  TournamentTab,
} from '../contract/tournament.contract';
import {
  TOURNAMENT_PRIZE_CURRENCY_LABELS,
  TOURNAMENT_SCORING_LABELS,
  TOURNAMENT_STATUS_LABELS,
} from './tournament-labels.ko';

export const TOURNAMENT_TEXT = {
  titles: { slot: '슬롯 토너먼트', casino: '카지노 토너먼트' } satisfies Record<
    TournamentKind,
    string
  >,
  kindsLabel: '토너먼트 종류',
  tabsLabel: '토너먼트 상태',
  tabs: { running: '진행중', upcoming: '예정', finished: '종료' } satisfies Record<
    TournamentTab,
    string
  >,
  statuses: TOURNAMENT_STATUS_LABELS,
  scoring: TOURNAMENT_SCORING_LABELS,
  scoringHelp: {
    multiplier: '한 판의 당첨금 ÷ 베팅금 중 가장 높은 배수로 순위를 정합니다.',
    win_total: '기간 중 받은 당첨금의 합계로 순위를 정합니다.',
    stake_total: '기간 중 베팅한 금액의 합계로 순위를 정합니다.',
  } satisfies Record<TournamentScoring, string>,
  tieRule: '같은 점수는 먼저 도달한 회원이 높은 순위입니다.',
  entryLabel: '참가 조건',
  entry: {
    free: '무료 참가',
    cash: (fee: string) => `참가비 ${fee}`,
    points: (fee: string) => `참가비 ${fee}`,
  } satisfies Record<TournamentEntryCurrency, unknown>,
  prizeCurrency: TOURNAMENT_PRIZE_CURRENCY_LABELS,
  rankRange: (from: number, to: number) => (from === to ? `${from}위` : `${from}~${to}위`),
  rank: (rank: number) => `${rank}위`,
  multiplier: (text: string) => `${text}배`,
  startsIn: '시작까지',
  endsIn: '종료까지',
  startingSoon: '곧 시작합니다',
  closing: '집계 중',
  days: (d: number) => `${d}일`,
  period: '기간',
  games: '대상 게임',
  allGamesOf: (provider: string) => `${provider} 전체 게임`,
  scoringRule: '순위 방식',
  minStake: (won: string) => `한 판 최소 베팅 ${won}`,
  prizeTable: '상금표',
  prizeRank: '순위',
  prizeAmount: '상금',
  participants: '참가자',
  participantCount: (n: string) => `${n}명`,
  join: '참가하기',
  joinWithFee: (fee: string) => `참가하기 (${fee})`,
  joining: '참가 중…',
  joined: '참가중',
  joinedDone: '토너먼트에 참가했습니다.',
  autoJoin: '대상 게임을 플레이하면 자동으로 참가됩니다.',
  loginToJoin: '로그인 후 참가할 수 있습니다.',
  detail: '상세보기',
  backToList: '목록으로',
  empty: {
    running: '진행중인 토너먼트가 없습니다.',
    upcoming: '예정된 토너먼트가 없습니다.',
    finished: '종료된 토너먼트가 없습니다.',
  } satisfies Record<TournamentTab, string>,
  loading: '불러오는 중…',
  loadFailed: '토너먼트를 불러오지 못했습니다.',
  notFound: '토너먼트를 찾을 수 없습니다.',
  board: {
    title: '실시간 순위',
    finalTitle: '최종 순위',
    rank: '순위',
    name: '닉네임',
    score: '점수',
    prize: '예상 상금',
    finalPrize: '상금',
    empty: '아직 순위에 오른 회원이 없습니다.',
    me: '내 순위',
    meUnranked: '아직 집계된 판이 없습니다.',
    notJoined: '참가하면 내 순위가 여기에 표시됩니다.',
    gap: (gap: string, rank: number) => `${rank}위 상금까지 ${gap} 남았습니다.`,
    inPrize: '상금권에 있습니다.',
    live: '실시간',
    reconnecting: '다시 연결하는 중…',
  },
  winners: {
    title: '수상자',
    empty: '수상자가 없습니다.',
  },
  cancelled: '취소된 토너먼트입니다. 참가비는 환불되었습니다.',
  play: {
    title: '게임하기',
    button: '게임하기',
    joinFirst: '참가한 뒤 게임을 플레이하세요.',
    noGames: '지금 열 수 있는 대상 게임이 없습니다.',
    maintenance: '점검중',
  },
} as const;
