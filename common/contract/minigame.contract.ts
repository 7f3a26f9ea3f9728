/**
 * Minigame API (spec §3 minigame state, §4 single bet / maintenance, §7 endpoints).
 * Money and odds are integers: won, and decimal odds in hundredths (195 = 1.95).
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  idempotencyKeySchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';

export const MINIGAME_ROUND_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const minigameRoundStatusSchema = z.enum(MINIGAME_ROUND_STATUSES);
export type MinigameRoundStatus = z.infer<typeof minigameRoundStatusSchema>;

/** 'YYYYMMDD-NNNN': the Asia/Seoul day and the 1-based round number of that day. */
export const minigameRoundIdSchema = z.string().regex(/^\d{8}-\d{4}$/);
export const minigameGameIdSchema = z.coerce.number().int().min(1).max(99_999);

export const minigameRoundViewSchema = z.object({
  gameId: z.number().int(),
  /** Part of the HMAC message "gameId:roundId:k" (fairness.ts). */
  roundId: z.string(),
  roundNo: z.number().int(),
  status: minigameRoundStatusSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** hex(SHA-256(seed bytes)), published while betting is open. */
  commitHex: z.string(),
  /** Revealed after the draw; null before. */
  seedHex: z.string().nullable(),
  /**
   * 1: the stream's message is "gameId:roundId:k"; 2: "gameId:roundId:clientSeed:k", with the
   * bettors' combined client seed (docs/fairness-minigames.md §2). Absent from a server that
   * predates rule 2 (a node not yet upgraded): rule 1.
   */
  fairRule: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Rule 2: the bettors' combined client seed, fixed at the draw; null before and under rule 1. */
  clientSeed: z.string().nullable().optional(),
  /** The family engine's outcome JSON; null before the draw. */
  outcome: z.unknown().nullable(),
  /** Short Korean result chips, e.g. ['파워볼 홀', '언더']. */
  resultLabels: z.array(z.string()),
});
export type MinigameRoundView = z.infer<typeof minigameRoundViewSchema>;

/** Spec §4 bet status: 0 in progress, 1 lost, 2 won, 3 special (push), -1 cancelled. */
export const MINIGAME_BET_STATUS = {
  open: 0,
  lost: 1,
  won: 2,
  push: 3,
  cancelled: -1,
} as const;
export const minigameBetStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(-1),
]);

export const minigameBetViewSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  roundId: z.string(),
  /** 'market.selection', e.g. 'powerballOddEven.odd'. */
  selectionKey: z.string(),
  stakeWon: wonSchema,
  oddsHundredths: z.number().int(),
  status: minigameBetStatusSchema,
  payoutWon: wonSchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /**
   * The member's client seed in this round (fixed by their first bet of it); null for bets placed
   * before rule 2, absent from a server that predates it.
   */
  clientSeed: z.string().nullable().optional(),
});
export type MinigameBetView = z.infer<typeof minigameBetViewSchema>;

/** `GET /api/settingMinigame/:id` (spec §7). */
export const minigameSettingSchema = z.object({
  gameId: z.number().int(),
  systemMaintenanceFlg: z.boolean(),
  minStakeWon: wonSchema,
  maxStakeWon: wonSchema,
  maxPayoutWon: wonSchema,
  /** 'market.selection' → odds in hundredths. */
  odds: z.record(z.string(), z.number().int()),
});
export type MinigameSetting = z.infer<typeof minigameSettingSchema>;
export const minigameSettingParamsSchema = z.object({ id: minigameGameIdSchema });

/** `GET /api/minigame/events?gameId=&currentGame=1` (spec §7). */
export const minigameEventsQuerySchema = z.object({
  gameId: minigameGameIdSchema,
  currentGame: z.coerce.number().int().optional(),
});
export const minigameEventsSchema = z.object({
  serverTime: z.string(),
  current: minigameRoundViewSchema.nullable(),
  /** The last 20 finished rounds (settled or cancelled), newest first. */
  recent: z.array(minigameRoundViewSchema),
});
export type MinigameEvents = z.infer<typeof minigameEventsSchema>;

/** `POST /api/minigame/bets`. */
export const minigamePlaceBetSchema = z.object({
  gameId: z.number().int().min(1).max(99_999),
  roundId: minigameRoundIdSchema,
  selectionKey: z
    .string()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9_]+\.[A-Za-z0-9_]+$/),
  stakeWon: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The odds the member saw; a difference from the server's is refused (ODDS_CHANGED). */
  oddsHundredths: z.number().int().min(100).max(1_000_000),
  idempotencyKey: idempotencyKeySchema,
  /**
   * The member's own entropy for the round (printable, 1..64 characters), kept in their browser.
   * Only the first bet of a round sets it; without one the server picks a random seed.
   */
  clientSeed: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
});
export type MinigamePlaceBet = z.infer<typeof minigamePlaceBetSchema>;
export const minigamePlaceBetResponseSchema = z.object({
  bet: minigameBetViewSchema,
  emoney: wonSchema,
});

/**
 * `GET /api/minigame/rounds/:gameId/:roundId/seeds`: every bettor's client seed of a closed
 * round (masked names, in the order they are combined) and the member's own, so each member finds
 * theirs and recomputes the round client seed. Empty while betting is open.
 */
export const minigameRoundSeedsSchema = z.object({
  gameId: z.number().int(),
  roundId: z.string(),
  fairRule: z.union([z.literal(1), z.literal(2)]),
  clientSeed: z.string().nullable(),
  seeds: z.array(z.object({ player: z.string(), clientSeed: z.string() })),
  mine: z.string().nullable(),
});
export type MinigameRoundSeeds = z.infer<typeof minigameRoundSeedsSchema>;

export const minigameBetsQuerySchema = z.object({
  gameId: minigameGameIdSchema.optional(),
  page: pageSchema,
});
export const minigameBetPageSchema = pageOf(minigameBetViewSchema);

export const minigameResultsQuerySchema = z.object({
  gameId: minigameGameIdSchema,
  date: calendarDateSchema.optional(),
  page: pageSchema,
});
export const minigameRoundPageSchema = pageOf(minigameRoundViewSchema);
/**
 * Admin rounds list: also the server's clock, so the pre-created next round (status 'open',
 * `opensAt` still ahead) shows as 대기, not 베팅중, whatever the browser's clock says.
 */
export const adminMinigameRoundPageSchema = minigameRoundPageSchema.extend({
  serverTime: z.string(),
});

/** Admin: `PUT /api/admin/minigame/settings/:gameId`. */
export const adminMinigameSettingsUpdateSchema = z.object({
  systemMaintenanceFlg: z.boolean(),
  minStakeWon: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  maxStakeWon: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  maxPayoutWon: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  odds: z.record(
    textSchema({ min: 1, max: 64, trim: false }),
    z.number().int().min(100).max(1_000_000),
  ),
});
export type AdminMinigameSettingsUpdate = z.infer<typeof adminMinigameSettingsUpdateSchema>;
export const adminMinigameSettingsListSchema = z.array(minigameSettingSchema);
export const adminMinigameGameParamsSchema = z.object({ gameId: minigameGameIdSchema });
export const minigameRoundParamsSchema = z.object({
  gameId: minigameGameIdSchema,
  roundId: minigameRoundIdSchema,
});
export const adminMinigameRoundsQuerySchema = z.object({
  gameId: minigameGameIdSchema.optional(),
  page: pageSchema,
});
export const adminMinigameBetSchema = minigameBetViewSchema.extend({
  memberId: z.number().int(),
  userId: z.string(),
});
export const adminMinigameBetListSchema = z.array(adminMinigameBetSchema);
export const adminMinigameCancelResponseSchema = z.object({
  round: minigameRoundViewSchema,
  refundedBets: z.number().int(),
});

/** Dev clock (simulated time only; 404 in production unless SIMULATED_TIME=1). */
export const devClockAdvanceSchema = z.object({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600),
});
export const devClockSchema = z.object({ now: z.string(), offsetMs: z.number().int() });
