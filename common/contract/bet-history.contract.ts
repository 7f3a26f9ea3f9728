/**
 * A member's own minigame and virtual bets for /bet_result: one query
 * over minigame_bets, split by the catalog's game type (spec §3: 3 minigame, 4 virtual game),
 * filtered by spec §4 status and a range of Asia/Seoul days, paged 15 a page (spec §9).
 */
import { z } from 'zod';
import { calendarDateSchema, pageOf, pageSchema } from './common.contract';
import { minigameBetStatusSchema, minigameBetViewSchema } from './minigame.contract';

/** The tabs this query serves: minigames, and the bet365-style virtual sports. */
export const MINIGAME_HISTORY_KINDS = ['minigame', 'virtual'] as const;
export type MinigameHistoryKind = (typeof MINIGAME_HISTORY_KINDS)[number];

/** The longest date range one query may span (a year and a day, so "last year" always fits). */
export const BET_HISTORY_MAX_RANGE_DAYS = 366;

/** `GET /api/minigame/bet-history?kind=&status=&from=&to=&page=`. */
export const minigameHistoryQuerySchema = z.object({
  kind: z.enum(MINIGAME_HISTORY_KINDS),
  status: z.coerce.number().pipe(minigameBetStatusSchema).optional(),
  /** First Seoul day (inclusive), `YYYY-MM-DD`. */
  from: calendarDateSchema.optional(),
  /** Last Seoul day (inclusive), `YYYY-MM-DD`. */
  to: calendarDateSchema.optional(),
  page: pageSchema,
});
export type MinigameHistoryQuery = z.infer<typeof minigameHistoryQuerySchema>;

/** One bet with what the history shows of its round: the number of the day and the result. */
export const minigameHistoryItemSchema = minigameBetViewSchema.extend({
  roundNo: z.number().int(),
  /** Korean result chips of the round; empty until it is drawn. */
  resultLabels: z.array(z.string()),
});
export type MinigameHistoryItem = z.infer<typeof minigameHistoryItemSchema>;

export const minigameHistoryPageSchema = pageOf(minigameHistoryItemSchema);
export type MinigameHistoryPage = z.infer<typeof minigameHistoryPageSchema>;
