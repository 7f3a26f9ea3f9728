/**
 * Sports book API (issue 3; spec §2 /korea/*, /europe, /inplay, /bet_result, /game_result/sports,
 * §3 prematch and inplay state, §4 slip rules and bet statuses, §5 bonus odds, §7 sports-prematch
 * calls and kosca/opengame, §9 page size, period and combined-outcome labels).
 *
 * Money is integer won, odds integer hundredths (185 = 1.85). Fixture and selection ids are
 * decimal strings: LSports ids exceed 2^53, so they never travel as JSON numbers.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  idempotencyKeySchema,
  idSchema,
  int4IdSchema,
  int8TextIdSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';

/** A feed id (fixture, selection …) as decimal text within int8, the type of its column. */
export const feedIdSchema = int8TextIdSchema;

export const SPORT_ID_VALUES = [6046, 48242, 154914, 154830, 35232] as const;
export const sportIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => (SPORT_ID_VALUES as readonly number[]).includes(id), {
    message: 'unknown sport',
  });

/**
 * LSports fixture statuses (TRADE360): 1 not started yet, 2 in progress, 3 finished,
 * 4 cancelled, 5 postponed, 6 interrupted, 7 abandoned, 8 coverage lost, 9 about to start.
 */
export const FIXTURE_STATUS = {
  notStarted: 1,
  inProgress: 2,
  finished: 3,
  cancelled: 4,
  postponed: 5,
  interrupted: 6,
  abandoned: 7,
  coverageLost: 8,
  aboutToStart: 9,
} as const;
export const fixtureStatusSchema = z.number().int().min(1).max(9);

/** LSports bet (selection) statuses: 1 open, 2 suspended, 3 settled. */
export const SELECTION_STATUS = { open: 1, suspended: 2, settled: 3 } as const;
export const selectionStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * LSports settlement codes of a selection: -1 cancelled (void), 1 loser, 2 winner, 3 refund
 * (void), 4 half lost, 5 half won. `src/domain/betting/settlement.ts` prices them.
 */
export const selectionSettlementSchema = z.union([
  z.literal(-1),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

/** The books a fixture list is read from. 'korea' is the domestic board built from prematch. */
export const SPORTS_BOOKS = ['europe', 'korea', 'inplay'] as const;
export const sportsBookSchema = z.enum(SPORTS_BOOKS);
export type SportsBook = z.infer<typeof sportsBookSchema>;

/** Domestic boards (spec §2 /korea/*): which markets each one shows. */
export const KOREA_BOARDS = [
  'cross',
  'wintielose',
  'handicap',
  'special',
  'live',
  'proto',
] as const;
export const koreaBoardSchema = z.enum(KOREA_BOARDS);
export type KoreaBoard = z.infer<typeof koreaBoardSchema>;

export const sportsSelectionViewSchema = z.object({
  id: feedIdSchema,
  /** Feed name: '1', 'X', '2', 'Over', 'Under', '1 And Over', a handicap side … */
  name: z.string(),
  /** Korean label for the board ('홈승', '무', '원정승', '오버', '홈승 + 오버' …). */
  label: z.string(),
  /** Line of over/under and handicap markets ('2.5', '-1.5'); null otherwise. */
  line: z.string().nullable(),
  priceHundredths: z.number().int(),
  status: selectionStatusSchema,
  settlement: selectionSettlementSchema.nullable(),
});
export type SportsSelectionView = z.infer<typeof sportsSelectionViewSchema>;

export const sportsMarketViewSchema = z.object({
  /** `${fixtureId}:${marketTypeId}:${line ?? ''}`: stable within a book. */
  key: z.string(),
  marketTypeId: z.number().int(),
  /** Feed name ('1X2', '12', 'Under/Over', 'Handicap', 'Asian Handicap', '1X2 And Under/Over' …). */
  name: z.string(),
  nameKorean: z.string(),
  /** In-play rule family (src/domain/sports/market-names.ts). */
  family: z.enum(['overUnder', 'winDrawLose', 'winLose', 'handicap', 'other']),
  line: z.string().nullable(),
  selections: z.array(sportsSelectionViewSchema),
});
export type SportsMarketView = z.infer<typeof sportsMarketViewSchema>;

export const livescoreSchema = z.object({
  /** LSports period code of spec §9 (0 not started, 10 first half, 1–4 quarters, 100 finished …). */
  periodCode: z.number().int(),
  /** Korean label of the period (src/domain/sports/periods.ts). */
  periodLabel: z.string(),
  /** Minute or game clock as shown ('67', '08:41'); null when the sport has none. */
  clock: z.string().nullable(),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  periods: z.array(
    z.object({ code: z.number().int(), home: z.number().int(), away: z.number().int() }),
  ),
});
export type Livescore = z.infer<typeof livescoreSchema>;

export const sportsFixtureViewSchema = z.object({
  id: feedIdSchema,
  sportId: z.number().int(),
  sportNameKorean: z.string(),
  locationId: z.number().int(),
  locationNameKorean: z.string(),
  leagueId: z.number().int(),
  leagueNameKorean: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  startsAt: z.string(),
  status: fixtureStatusSchema,
  livescore: livescoreSchema.nullable(),
  isTop: z.boolean(),
  /** Markets of the book the fixture was read from (the list shows the main ones only). */
  markets: z.array(sportsMarketViewSchema),
  /** All open markets of the fixture in that book, for the '+N' button. */
  marketCount: z.number().int(),
  /** /korea/proto: the fixture's number in the list (spec §2: numbered like the state proto game). */
  protoNo: z.number().int().optional(),
});
export type SportsFixtureView = z.infer<typeof sportsFixtureViewSchema>;

/** Korean bonus-odds folders (spec §5): a pseudo-selection needing `minFolders` other picks. */
export const bonusFolderViewSchema = z.object({
  id: feedIdSchema,
  minFolders: z.number().int().min(1),
  priceHundredths: z.number().int(),
  label: z.string(),
});
export type BonusFolderView = z.infer<typeof bonusFolderViewSchema>;

// ---------------------------------------------------------------------------------------------
// Reading the book

/** `GET /api/sports-prematch/sports` (spec §7): 'etc' excluded, totals summed by the client. */
export const prematchSportCountSchema = z.object({
  sport_id: z.number().int(),
  cnt: z.number().int(),
  name_korean: z.string(),
});
/** `GET /api/sports-prematch/location?sportId=` */
export const prematchLocationCountSchema = z.object({
  location_id: z.number().int(),
  cnt: z.number().int(),
  name_korean: z.string(),
});
export const prematchLocationQuerySchema = z.object({ sportId: sportIdSchema });
/** `GET /api/sports-prematch/league?sportId=&locationId=` */
export const prematchLeagueCountSchema = z.object({
  league_id: z.number().int(),
  cnt: z.number().int(),
  name_korean: z.string(),
});
export const prematchLeagueQuerySchema = z.object({
  sportId: sportIdSchema,
  locationId: int4IdSchema,
});
/** `GET /api/sports-prematch/event/top`: the top events, soonest first. */
export const topEventsResponseSchema = z.object({ items: z.array(sportsFixtureViewSchema) });

/**
 * `GET /api/sports/fixtures`: one page (15, spec §9) of a book. `search` matches team and league
 * names; `market` narrows the markets shown (default 'all'); `board` picks a domestic board.
 */
export const fixturesQuerySchema = z.object({
  book: sportsBookSchema,
  board: koreaBoardSchema.optional(),
  sport_id: sportIdSchema.optional(),
  location_id: int4IdSchema.optional(),
  league: int4IdSchema.optional(),
  search: textSchema({ max: 50 }).optional(),
  market: z
    .enum(['all', 'overUnder', 'winDrawLose', 'winLose', 'handicap', 'other'])
    .default('all'),
  page: pageSchema,
});
export type FixturesQuery = z.infer<typeof fixturesQuerySchema>;
export const fixturesPageSchema = pageOf(sportsFixtureViewSchema);

/** `GET /api/sports/fixtures/:fixtureId?book=`: every open market of one fixture. */
export const fixtureParamsSchema = z.object({ fixtureId: feedIdSchema });
export const fixtureBookQuerySchema = z.object({ book: sportsBookSchema });

/** `GET /api/sports/bonus-folders`: the Korean book's bonus-odds folders. */
export const bonusFoldersResponseSchema = z.object({ items: z.array(bonusFolderViewSchema) });

/** `GET /api/sports/results?sport_id=&date=YYYY-MM-DD&page=` (/game_result/sports). */
export const sportsResultsQuerySchema = z.object({
  sport_id: sportIdSchema.optional(),
  date: calendarDateSchema.optional(),
  page: pageSchema,
});
export const sportsResultsPageSchema = pageOf(sportsFixtureViewSchema);

/**
 * `GET /api/sports/inplay?sport_id=`: every live fixture with all its open in-play markets, the
 * snapshot the client loads before (re)connecting `/api/sse/inplay` and after a `reset`.
 */
export const inplaySnapshotQuerySchema = z.object({ sport_id: sportIdSchema.optional() });
export const inplaySnapshotResponseSchema = z.object({
  items: z.array(sportsFixtureViewSchema),
  serverTime: z.string(),
});

/** `GET /api/kosca/opengame?type=EU|IN` (spec §7): our own book in a new window. */
export const openGameQuerySchema = z.object({ type: z.enum(['EU', 'IN']) });
export const openGameResponseSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------
// Betting

export const SPORTS_SLIP_FAMILIES = ['prematch', 'korean', 'inplay'] as const;
export const sportsSlipFamilySchema = z.enum(SPORTS_SLIP_FAMILIES);
export const ODDS_POLICY_VALUES = ['none', 'higher', 'any'] as const;
export const oddsPolicySchema = z.enum(ODDS_POLICY_VALUES);

/** `GET /api/sports/limits`: the member's level limits and odds-change policy. */
export const sportsLimitsResponseSchema = z.object({
  level: z.number().int(),
  minStakeWon: wonSchema,
  maxStakeWon: wonSchema,
  maxPayoutWon: wonSchema,
  maxSelections: z.number().int(),
  oddsPolicy: oddsPolicySchema,
});
/** `PUT /api/sports/odds-policy` */
export const oddsPolicyBodySchema = z.object({ oddsPolicy: oddsPolicySchema });

/**
 * `POST /api/sports/bets`. The client sends the selection ids and the prices it saw; the server
 * re-prices every leg from its own book and applies `oddsPolicy` (spec §4, ARCHITECTURE §6).
 * `systemSize` k makes a system bet k/n (every k-combination of the n picks, stake split evenly).
 */
export const placeSportsBetBodySchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  family: sportsSlipFamilySchema,
  picks: z
    .array(
      z.object({
        selectionId: feedIdSchema,
        priceHundredths: z.number().int().min(101).max(100_000),
      }),
    )
    .min(1)
    .max(20),
  stakeWon: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  oddsPolicy: oddsPolicySchema.optional(),
  systemSize: z.number().int().min(1).max(15).optional(),
});
export type PlaceSportsBetBody = z.infer<typeof placeSportsBetBodySchema>;

export const SPORTS_BET_STATUS = { cancelled: -1, open: 0, lost: 1, won: 2, special: 3 } as const;
export const sportsBetStatusSchema = z.union([
  z.literal(-1),
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);

export const sportsBetLegViewSchema = z.object({
  selectionId: feedIdSchema,
  /** Null for a bonus-odds folder. */
  fixtureId: feedIdSchema.nullable(),
  sportId: z.number().int().nullable(),
  leagueNameKorean: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  startsAt: z.string().nullable(),
  marketName: z.string(),
  marketNameKorean: z.string(),
  selectionName: z.string(),
  selectionLabel: z.string(),
  line: z.string().nullable(),
  /** The price the bet was accepted at. */
  priceHundredths: z.number().int(),
  /** Settlement code of the leg (−1 … 5), null while open. */
  result: selectionSettlementSchema.nullable(),
  /** Final or current score '2:1', null before the start. */
  score: z.string().nullable(),
  isBonus: z.boolean(),
});
export const sportsBetViewSchema = z.object({
  id: z.number().int(),
  family: sportsSlipFamilySchema,
  kind: z.enum(['single', 'multiple', 'system']),
  /** k of a k/n system bet; null otherwise. */
  systemSize: z.number().int().nullable(),
  stakeWon: wonSchema,
  totalOddsHundredths: z.number().int(),
  potentialPayoutWon: wonSchema,
  status: sportsBetStatusSchema,
  payoutWon: wonSchema,
  /** Set when the member cashed out (the bet is then settled at this amount). */
  cashedOutWon: wonSchema.nullable(),
  /** The member may still cancel (rules in the bet service). */
  cancellable: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(sportsBetLegViewSchema),
});
export type SportsBetView = z.infer<typeof sportsBetViewSchema>;

/** A refusal that came from re-pricing carries the server's current prices for the slip. */
export const placeSportsBetResponseSchema = z.object({
  bet: sportsBetViewSchema,
  emoney: wonSchema,
});
export const repricedLegSchema = z.object({
  selectionId: feedIdSchema,
  priceHundredths: z.number().int(),
  status: selectionStatusSchema,
});

/** `GET /api/sports/bets?status=&page=` (/bet_result). */
export const sportsBetsQuerySchema = z.object({
  status: z.coerce.number().int().min(-1).max(3).optional(),
  family: sportsSlipFamilySchema.optional(),
  page: pageSchema,
});
export const sportsBetsPageSchema = pageOf(sportsBetViewSchema);
export const sportsBetParamsSchema = z.object({ id: idSchema });
/**
 * `POST /api/sports/bets/:id/cancel`: the member's key; a retry with it answers the first
 * cancellation (200, the stake refunded once).
 */
export const cancelSportsBetBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type CancelSportsBetBody = z.infer<typeof cancelSportsBetBodySchema>;

/** `GET /api/sports/bets/:id/cashout`: the server's current offer (null when none). */
export const cashoutOfferSchema = z.object({
  betId: z.number().int(),
  offerWon: wonSchema.nullable(),
  /** Why there is no offer ('경기 진행 중 배당이 중지되었습니다.' …). */
  reason: z.string().nullable(),
});
/** `POST /api/sports/bets/:id/cashout`: accepted only at exactly the current offer. */
export const cashoutBodySchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  offerWon: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

// ---------------------------------------------------------------------------------------------
// Admin

export const adminSportsBetsQuerySchema = z.object({
  status: z.coerce.number().int().min(-1).max(3).optional(),
  memberId: idSchema.optional(),
  page: pageSchema,
});
export const adminSportsBetViewSchema = sportsBetViewSchema.extend({
  memberId: z.number().int(),
  memberUserId: z.string(),
  memberNickname: z.string(),
});
export const adminSportsBetsPageSchema = pageOf(adminSportsBetViewSchema);
const reasonSchema = textSchema({ min: 1, max: 200, multiline: true });
export const adminVoidBetBodySchema = z.object({ reason: reasonSchema });
/** Correct a selection's result: every bet on it is re-settled (reversed, then re-applied). */
export const adminResettleBodySchema = z.object({
  settlement: selectionSettlementSchema,
  reason: reasonSchema,
});
export const adminSuspendMarketBodySchema = z.object({
  fixtureId: feedIdSchema,
  marketKey: textSchema({ min: 1, max: 80, trim: false }),
  suspended: z.boolean(),
});
export const levelLimitsSchema = z.object({
  level: z.number().int().min(1).max(20),
  minStakeWon: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  maxStakeWon: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  maxPayoutWon: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  maxSelections: z.number().int().min(1).max(20),
});
export const adminLimitsResponseSchema = z.object({ items: z.array(levelLimitsSchema) });

// ---------------------------------------------------------------------------------------------
// Stream messages (carried by src/contract/sse.contract.ts)

/** One selection's new price or status (in-play on `inplay`, prematch on `general`). */
export const selectionChangeSchema = z.object({
  id: feedIdSchema,
  fixtureId: feedIdSchema,
  marketKey: z.string(),
  priceHundredths: z.number().int(),
  status: selectionStatusSchema,
});
export type SelectionChange = z.infer<typeof selectionChangeSchema>;
/** A fixture's status and score without its markets. */
export const fixtureChangeSchema = sportsFixtureViewSchema.omit({ markets: true });
export type FixtureChange = z.infer<typeof fixtureChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Bet placement, cash-out and admin answers (server: server/services/sports-bet*.ts)

/**
 * The body of a 409 from placement or cash-out: the usual `{ code, message }` plus what changed.
 * `prices`: the server's current price and effective status of every pick of the slip (a
 * refusal from re-pricing: odds changed, suspended, closed), so the slip can show them.
 * `offerWon`: the current cash-out offer (null when there is none any more).
 */
export const sportsBetRefusalSchema = z.object({
  code: z.string(),
  message: z.string(),
  prices: z.array(repricedLegSchema).optional(),
  offerWon: wonSchema.nullable().optional(),
});
export type SportsBetRefusal = z.infer<typeof sportsBetRefusalSchema>;

/** `POST /api/admin/sports/selections/:selectionId/resettle` */
export const adminSelectionParamsSchema = z.object({ selectionId: feedIdSchema });
export const adminResettleResponseSchema = z.object({
  selectionId: feedIdSchema,
  settlement: selectionSettlementSchema,
  /** Bets holding the selection (cancelled and cashed-out bets excluded). */
  affectedBets: z.number().int(),
  /** Bets whose status or payout changed (each reversed, then re-applied). */
  changedBets: z.number().int(),
});

/** `POST /api/admin/sports/markets/suspend` */
export const adminSuspendMarketResponseSchema = z.object({
  fixtureId: feedIdSchema,
  marketKey: z.string(),
  suspended: z.boolean(),
  /** Selections (both books) the suspension covers. */
  selections: z.number().int(),
});

/** `GET /api/admin/sports/fixtures/:fixtureId/markets`: every market of a fixture, both books. */
export const adminMarketSelectionSchema = z.object({
  id: feedIdSchema,
  name: z.string(),
  priceHundredths: z.number().int(),
  status: selectionStatusSchema,
  operatorSuspended: z.boolean(),
  /** The feed's settlement code, and the operator's correction when there is one. */
  settlement: selectionSettlementSchema.nullable(),
  overrideSettlement: selectionSettlementSchema.nullable(),
});
export const adminFixtureMarketsSchema = z.object({
  fixture: z.object({
    id: feedIdSchema,
    sportId: z.number().int(),
    leagueNameKorean: z.string(),
    homeName: z.string(),
    awayName: z.string(),
    startsAt: z.string(),
    status: fixtureStatusSchema,
  }),
  markets: z.array(
    z.object({
      /** `${fixtureId}:${marketTypeId}:${line ?? ''}`, the key the suspension takes. */
      key: z.string(),
      book: z.enum(['prematch', 'inplay']),
      marketTypeId: z.number().int(),
      name: z.string(),
      line: z.string().nullable(),
      operatorSuspended: z.boolean(),
      selections: z.array(adminMarketSelectionSchema),
    }),
  ),
});
export type AdminFixtureMarkets = z.infer<typeof adminFixtureMarketsSchema>;
