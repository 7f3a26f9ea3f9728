/**
 * The back office of the sports book (server: server/sports/admin/ and sports/settle/): bets by
 * member, void and re-settle, market suspension, level limits, a fixture's markets.
 */
import { z } from 'zod';
import { idSchema, pageOf, pageSchema, textSchema } from './common.contract';
import {
  feedIdSchema,
  fixtureStatusSchema,
  selectionSettlementSchema,
  selectionStatusSchema,
} from './sports.contract';
import { sportsBetViewSchema } from './sports-bets.contract';

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
