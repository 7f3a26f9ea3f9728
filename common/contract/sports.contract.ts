/**
 * Sports book API (spec §2 /korea/*, /europe, /inplay, /bet_result, /game_result/sports,
 * §3 prematch and inplay state, §4 slip rules and bet statuses, §5 bonus odds, §7 sports-prematch
 * calls and kosca/opengame, §9 page size, period and combined-outcome labels): the shapes every
 * sports topic shares (ids, statuses, books, the fixture, market and selection views, the stream
 * messages). The calls are by topic: sports-book.contract.ts (reading the book),
 * sports-bets.contract.ts (the member's bets), sports-admin.contract.ts (the back office).
 *
 * Money is integer won, odds integer hundredths (185 = 1.85). Fixture and selection ids are
 * decimal strings: LSports ids exceed 2^53, so they never travel as JSON numbers.
 */
import { z } from 'zod';
import { int8TextIdSchema } from './common.contract';

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
 * (void), 4 half lost, 5 half won. `common/domain/betting/settlement.ts` prices them.
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
  /** In-play rule family (common/domain/sports/market-names.ts). */
  family: z.enum(['overUnder', 'winDrawLose', 'winLose', 'handicap', 'other']),
  line: z.string().nullable(),
  selections: z.array(sportsSelectionViewSchema),
});
export type SportsMarketView = z.infer<typeof sportsMarketViewSchema>;

export const livescoreSchema = z.object({
  /** LSports period code of spec §9 (0 not started, 10 first half, 1–4 quarters, 100 finished …). */
  periodCode: z.number().int(),
  /** Korean label of the period (common/domain/sports/periods.ts). */
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
// Stream messages (carried by common/contract/sse.contract.ts)

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
