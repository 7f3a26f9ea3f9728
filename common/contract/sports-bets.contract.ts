/**
 * Betting on sports (spec §4 slip rules and bet statuses, /bet_result): limits, odds policy,
 * placement, the bet views, cancel and cash-out, and the 409 refusal they answer with
 * (server: server/sports/bets/). Money is integer won, odds integer hundredths.
 */
import { z } from 'zod';
import { idempotencyKeySchema, idSchema, pageOf, pageSchema, wonSchema } from './common.contract';
import { feedIdSchema, selectionSettlementSchema, selectionStatusSchema } from './sports.contract';

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
 * re-prices every leg from its own book and applies `oddsPolicy` (spec §4, docs/architecture.md §6).
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
