/**
 * Slot and casino tournaments (docs/tournaments.md; server: server/tournament/).
 * Money and points are integer won. Instants travel as ISO 8601 text with an offset; the pages
 * show them in Asia/Seoul.
 *
 * Endpoints (member):
 *   GET  /api/tournaments?kind=slot|casino&tab=running|upcoming|finished&page=  → TournamentListPage
 *   GET  /api/tournaments/:id                                                  → TournamentDetail
 *   GET  /api/tournaments/:id/board                                            → TournamentBoard
 *   POST /api/tournaments/:id/join   body TournamentJoinBody                   → TournamentJoinAnswer
 *   POST /api/tournaments/:id/leave  (before the start: the fee back)          → TournamentLeaveAnswer
 * Stream (member's own row pinned when logged in; anyone may watch):
 *   GET  /api/sse/tournament/:id     events TournamentStreamEvent (`board` at most once a second)
 *   The winner's live event rides the general stream: `tournamentPrize` (sse.contract.ts).
 * Endpoints (operator, /admin):
 *   GET  /api/admin/tournaments?kind=&status=&page=                            → AdminTournamentPage
 *   POST /api/admin/tournaments              body AdminTournamentBody          → { tournament }
 *   PUT  /api/admin/tournaments/:id          body AdminTournamentBody (only before start)
 *   POST /api/admin/tournaments/:id/cancel   body AdminTournamentCancelBody (refunds entry fees)
 *   GET  /api/admin/tournaments/:id/board    → AdminTournamentBoard (every participant, live)
 *   GET  /api/admin/tournaments/:id/payouts  → AdminTournamentPayouts (the payout record)
 */
import { z } from 'zod';
import {
  CALENDAR_YEAR_MAX,
  CALENDAR_YEAR_MIN,
  idempotencyKeySchema,
  int4IdSchema,
  int4IdValueSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';
import { casinoKindSchema } from './casino.contract';
import { tournamentTabSchema } from './tournament-tab.contract';

export { tournamentTabSchema, type TournamentTab } from './tournament-tab.contract';

// ---- vocabulary -----------------------------------------------------------------------------

/**
 * slot = /tournament (slot games), casino = /tournament_casino (live tables): the casino's own two
 * lines of business, since a round counts where its game's kind is the tournament's.
 */
export const tournamentKindSchema = casinoKindSchema;
export type TournamentKind = z.infer<typeof tournamentKindSchema>;

/**
 * upcoming → running (by the clock) → finished (the end job froze ranks and paid prizes);
 * cancelled by an operator at any time before finished (entry fees refunded).
 */
export const tournamentStatusSchema = z.enum(['upcoming', 'running', 'finished', 'cancelled']);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

/**
 * Scoring rules: `multiplier` = highest single-round win ÷ stake, `win_total` = sum of
 * wins, `stake_total` = sum of stakes (turnover). Ties: the first to reach the score ranks higher.
 */
export const tournamentScoringSchema = z.enum(['multiplier', 'win_total', 'stake_total']);
export type TournamentScoring = z.infer<typeof tournamentScoringSchema>;

/**
 * A score is an integer: for `multiplier` in hundredths of a multiple (12345 = 123.45배, rounded
 * down); for `win_total` and `stake_total` in won.
 */
export const MULTIPLIER_SCORE_SCALE = 100;

/** Entry: free, or a fee taken from the cash balance or from the points. */
export const tournamentEntryCurrencySchema = z.enum(['free', 'cash', 'points']);
export type TournamentEntryCurrency = z.infer<typeof tournamentEntryCurrencySchema>;
/** Prizes are paid in cash or in points. */
export const tournamentPrizeCurrencySchema = z.enum(['cash', 'points']);
export type TournamentPrizeCurrency = z.infer<typeof tournamentPrizeCurrencySchema>;

export const TOURNAMENT_LIMITS = {
  nameMax: 60,
  descriptionMax: 1_000,
  /** Longest tournament: a month. */
  maxDurationDays: 31,
  /** Shortest tournament: ten minutes. */
  minDurationMinutes: 10,
  /** Largest entry fee, minimum stake and single prize (won or points). */
  maxAmount: 100_000_000,
  maxPrizeRows: 20,
  maxRank: 1_000,
  maxGames: 200,
  maxProviders: 20,
  /** Rows of the live board. */
  boardTop: 50,
} as const;

// ---- instants --------------------------------------------------------------------------------

/**
 * An instant with an offset (`2026-11-25T20:00:00+09:00`) that is a real calendar moment (no
 * 2026-02-30T…, which the ISO pattern alone lets through) in a sane year.
 */
export const instantSchema = z.iso.datetime({ offset: true }).refine((text) => {
  const year = Number(text.slice(0, 4));
  if (year < CALENDAR_YEAR_MIN || year > CALENDAR_YEAR_MAX) return false;
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d && !Number.isNaN(Date.parse(text));
});

// ---- shared shapes ---------------------------------------------------------------------------

/** One line of the prize table: ranks rankFrom..rankTo (inclusive) each receive `amount`. */
export const tournamentPrizeSchema = z
  .object({
    rankFrom: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxRank),
    rankTo: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxRank),
    currency: tournamentPrizeCurrencySchema,
    amount: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxAmount),
  })
  .refine((p) => p.rankFrom <= p.rankTo, { message: 'rankFrom after rankTo', path: ['rankTo'] });
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

export const tournamentGameRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  providerName: z.string(),
});
export type TournamentGameRef = z.infer<typeof tournamentGameRefSchema>;

export const tournamentProviderRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TournamentProviderRef = z.infer<typeof tournamentProviderRefSchema>;

/** What a card shows (the list) and the head of the detail. */
export const tournamentSummarySchema = z.object({
  id: z.number().int(),
  kind: tournamentKindSchema,
  name: z.string(),
  description: z.string(),
  status: tournamentStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: tournamentScoringSchema,
  /** A round counts only when its stake is at least this (won). */
  minStake: wonSchema,
  entryCurrency: tournamentEntryCurrencySchema,
  /** 0 when free. */
  entryFee: wonSchema,
  /** Free tournaments the operator set to join every member who plays a qualifying game. */
  autoJoin: z.boolean(),
  /** Qualifying games named one by one… */
  games: z.array(tournamentGameRefSchema),
  /** …and providers all of whose games of this kind qualify. */
  providers: z.array(tournamentProviderRefSchema),
  prizes: z.array(tournamentPrizeSchema),
  participantCount: z.number().int(),
  /** Whether the asking member has joined (false when not logged in). */
  joined: z.boolean(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

// ---- GET /api/tournaments --------------------------------------------------------------------

export const tournamentListQuerySchema = z.object({
  kind: tournamentKindSchema,
  tab: tournamentTabSchema.default('running'),
  page: pageSchema,
});
export type TournamentListQuery = z.input<typeof tournamentListQuerySchema>;
export const tournamentListPageSchema = pageOf(tournamentSummarySchema);
export type TournamentListPage = z.infer<typeof tournamentListPageSchema>;

export const tournamentIdParamsSchema = z.object({ id: int4IdSchema });

// ---- the board (GET …/board and the stream's `board` event) -----------------------------------

export const tournamentBoardRowSchema = z.object({
  rank: z.number().int().min(1),
  /** The nickname, partly masked (데모**) for everyone but the member. */
  displayName: z.string(),
  score: z.number().int(),
  /** The prize this rank would receive now (null: none). */
  prize: tournamentPrizeSchema.nullable(),
  /** True on the asking member's own row. */
  isMe: z.boolean(),
});
export type TournamentBoardRow = z.infer<typeof tournamentBoardRowSchema>;

/** The member's own row, pinned under the top rows whatever their rank. */
export const tournamentMyRowSchema = z.object({
  /** null while the member has no counted round yet. */
  rank: z.number().int().min(1).nullable(),
  score: z.number().int(),
  /**
   * The score still missing to pass the row holding the next better prize (that row's score −
   * mine + 1 unit); null when already in the first prize line or when no prize is above.
   */
  gapToNextPrize: z.number().int().nullable(),
  /** The rank that gap leads to (the lowest rank of the next better prize line). */
  nextPrizeRank: z.number().int().nullable(),
});
export type TournamentMyRow = z.infer<typeof tournamentMyRowSchema>;

export const tournamentBoardSchema = z.object({
  tournamentId: z.number().int(),
  status: tournamentStatusSchema,
  scoring: tournamentScoringSchema,
  participantCount: z.number().int(),
  /** The top 50 ranked members (members without a counted round are not ranked). */
  rows: z.array(tournamentBoardRowSchema),
  /** The asking member's row; null when not logged in or not joined. */
  me: tournamentMyRowSchema.nullable(),
  /** True once the end job froze the ranks (finished): the board no longer moves. */
  final: z.boolean(),
  /** When this board was computed (server clock). */
  asOf: z.string(),
});
export type TournamentBoard = z.infer<typeof tournamentBoardSchema>;

/** A finished tournament's winners (kept forever with its final board). */
export const tournamentWinnerSchema = z.object({
  rank: z.number().int().min(1),
  displayName: z.string(),
  score: z.number().int(),
  currency: tournamentPrizeCurrencySchema,
  amount: wonSchema,
});
export type TournamentWinner = z.infer<typeof tournamentWinnerSchema>;

// ---- GET /api/tournaments/:id ----------------------------------------------------------------

export const tournamentDetailSchema = z.object({
  tournament: tournamentSummarySchema,
  board: tournamentBoardSchema,
  /** Empty until finished. */
  winners: z.array(tournamentWinnerSchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

// ---- POST /api/tournaments/:id/join ----------------------------------------------------------

export const tournamentJoinBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type TournamentJoinBody = z.infer<typeof tournamentJoinBodySchema>;

export const tournamentJoinAnswerSchema = z.object({
  tournamentId: z.number().int(),
  joined: z.literal(true),
  /** The fee taken (0 when free, or when this key had already joined). */
  feePaid: wonSchema,
  entryCurrency: tournamentEntryCurrencySchema,
  /** Balances after the fee. */
  emoney: wonSchema,
  point: wonSchema,
});
export type TournamentJoinAnswer = z.infer<typeof tournamentJoinAnswerSchema>;

// ---- POST /api/tournaments/:id/leave ---------------------------------------------------------

export const tournamentLeaveAnswerSchema = z.object({
  tournamentId: z.number().int(),
  joined: z.literal(false),
  /** The fee given back (0 when free, or when the member had left already). */
  feeRefunded: wonSchema,
  entryCurrency: tournamentEntryCurrencySchema,
  /** Balances after the refund. */
  emoney: wonSchema,
  point: wonSchema,
});
export type TournamentLeaveAnswer = z.infer<typeof tournamentLeaveAnswerSchema>;

// ---- GET /api/sse/tournament/:id -------------------------------------------------------------

/**
 * Messages of one tournament's stream. `board` is coalesced: at most one per second per stream
 * however fast rounds close. `status` when the tournament starts, finishes or is cancelled (a
 * finished board follows as a `board` with final = true).
 */
export const tournamentStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('board'), board: tournamentBoardSchema }),
  z.object({
    type: z.literal('status'),
    tournamentId: z.number().int(),
    status: tournamentStatusSchema,
  }),
]);
export type TournamentStreamEvent = z.infer<typeof tournamentStreamEventSchema>;

/** The winner's live event (general stream, the member's own): a prize was paid. */
export const tournamentPrizeEventSchema = z.object({
  type: z.literal('tournamentPrize'),
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  rank: z.number().int().min(1),
  currency: tournamentPrizeCurrencySchema,
  amount: wonSchema,
});
export type TournamentPrizeEvent = z.infer<typeof tournamentPrizeEventSchema>;

/** The board stream sends at most one `board` per this many milliseconds. */
export const TOURNAMENT_BOARD_INTERVAL_MS = 1_000;

// ---- admin -------------------------------------------------------------------------------------

const MS_PER_MINUTE = 60_000;

/** POST /api/admin/tournaments and PUT /api/admin/tournaments/:id (before start only). */
export const adminTournamentBodySchema = z
  .object({
    kind: tournamentKindSchema,
    name: textSchema({ min: 1, max: TOURNAMENT_LIMITS.nameMax }),
    description: textSchema({ max: TOURNAMENT_LIMITS.descriptionMax, multiline: true }).default(''),
    startsAt: instantSchema,
    endsAt: instantSchema,
    scoring: tournamentScoringSchema,
    minStake: z.number().int().min(0).max(TOURNAMENT_LIMITS.maxAmount),
    entryCurrency: tournamentEntryCurrencySchema,
    entryFee: z.number().int().min(0).max(TOURNAMENT_LIMITS.maxAmount),
    autoJoin: z.boolean().default(false),
    gameIds: z.array(int4IdValueSchema).max(TOURNAMENT_LIMITS.maxGames).default([]),
    providerIds: z.array(int4IdValueSchema).max(TOURNAMENT_LIMITS.maxProviders).default([]),
    prizes: z.array(tournamentPrizeSchema).min(1).max(TOURNAMENT_LIMITS.maxPrizeRows),
  })
  .refine(
    (b) =>
      Date.parse(b.endsAt) - Date.parse(b.startsAt) >=
      TOURNAMENT_LIMITS.minDurationMinutes * MS_PER_MINUTE,
    { message: 'too short or ends before start', path: ['endsAt'] },
  )
  .refine(
    (b) =>
      Date.parse(b.endsAt) - Date.parse(b.startsAt) <=
      TOURNAMENT_LIMITS.maxDurationDays * 24 * 60 * MS_PER_MINUTE,
    { message: 'too long', path: ['endsAt'] },
  )
  .refine((b) => (b.entryCurrency === 'free') === (b.entryFee === 0), {
    message: 'free has no fee, a fee is above 0',
    path: ['entryFee'],
  })
  .refine((b) => !b.autoJoin || b.entryCurrency === 'free', {
    message: 'only free tournaments join automatically',
    path: ['autoJoin'],
  })
  .refine((b) => b.gameIds.length + b.providerIds.length > 0, {
    message: 'no qualifying game',
    path: ['gameIds'],
  })
  .refine(
    (b) => {
      const lines = [...b.prizes].sort((x, y) => x.rankFrom - y.rankFrom);
      return lines.every((line, i) => i === 0 || line.rankFrom > lines[i - 1]!.rankTo);
    },
    { message: 'prize lines overlap', path: ['prizes'] },
  );
export type AdminTournamentBody = z.input<typeof adminTournamentBodySchema>;
export type AdminTournamentBodyParsed = z.infer<typeof adminTournamentBodySchema>;

/** POST /api/admin/tournaments/:id/cancel: the reason is audited. */
export const adminTournamentCancelBodySchema = z.object({
  reason: textSchema({ min: 1, max: 200, multiline: true }),
});
export type AdminTournamentCancelBody = z.infer<typeof adminTournamentCancelBodySchema>;

export const adminTournamentSchema = tournamentSummarySchema.omit({ joined: true }).extend({
  /** Entry fees taken (won or points, the entry currency), refunds subtracted. */
  feesCollected: wonSchema,
  /** Prizes paid so far (won + points). */
  prizesPaid: wonSchema,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;
export const adminTournamentResponseSchema = z.object({ tournament: adminTournamentSchema });
export type AdminTournamentResponse = z.infer<typeof adminTournamentResponseSchema>;

export const adminTournamentsQuerySchema = z.object({
  kind: tournamentKindSchema.optional(),
  status: tournamentStatusSchema.optional(),
  page: pageSchema,
});
export type AdminTournamentsQuery = z.input<typeof adminTournamentsQuerySchema>;
export const adminTournamentPageSchema = pageOf(adminTournamentSchema);
export type AdminTournamentPage = z.infer<typeof adminTournamentPageSchema>;

/** One participant as the operator sees them (unmasked). */
export const adminTournamentBoardRowSchema = z.object({
  /** null: joined but no counted round yet. */
  rank: z.number().int().nullable(),
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  score: z.number().int(),
  /** Counted rounds. */
  rounds: z.number().int(),
  joinedAt: z.string(),
  /** Blocked or excluded members' scores stop counting: shown, never ranked. */
  excluded: z.boolean(),
});
export type AdminTournamentBoardRow = z.infer<typeof adminTournamentBoardRowSchema>;

/** GET /api/admin/tournaments/:id/board?page= */
export const adminTournamentBoardQuerySchema = z.object({ page: pageSchema });
export const adminTournamentBoardSchema = pageOf(adminTournamentBoardRowSchema);
export type AdminTournamentBoard = z.infer<typeof adminTournamentBoardSchema>;

/** A line of the payout record: a prize paid, or an entry fee refunded on cancel. */
export const adminTournamentPayoutSchema = z.object({
  kind: z.enum(['prize', 'refund']),
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  /** null for refunds. */
  rank: z.number().int().nullable(),
  score: z.number().int().nullable(),
  currency: tournamentPrizeCurrencySchema,
  amount: wonSchema,
  paidAt: z.string(),
});
export type AdminTournamentPayout = z.infer<typeof adminTournamentPayoutSchema>;

/** GET /api/admin/tournaments/:id/payouts */
export const adminTournamentPayoutsSchema = z.object({
  items: z.array(adminTournamentPayoutSchema),
});
export type AdminTournamentPayouts = z.infer<typeof adminTournamentPayoutsSchema>;
