/**
 * Rolling and settlement requests (spec §2 /calculate, /calculateCasino,
 * /calculateSlot, /calculateEvent; §3 rolling state; §6 agent rolling fields).
 *
 * Rolling = recorded turnover × rate, rounded down to the won. Rates are integer hundredths of a
 * percent ("bp": 150 = 1.5 %), so no float ever touches money. "before" is what approved
 * requests settled, "pending" what a request waiting for an operator claims, "after" what has
 * accrued since the last live request's window and can be requested now.
 */
import { z } from 'zod';
import {
  idempotencyKeySchema,
  idSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';

export const ROLLING_CATEGORIES = ['mini', 'sports', 'casino', 'slot'] as const;
export const rollingCategorySchema = z.enum(ROLLING_CATEGORIES);
export type RollingCategory = z.infer<typeof rollingCategorySchema>;

/** What a settlement request can claim: rolling of one category, or granted event rewards. */
export const SETTLEMENT_KINDS = [...ROLLING_CATEGORIES, 'event'] as const;
export const settlementKindSchema = z.enum(SETTLEMENT_KINDS);
export type SettlementKind = z.infer<typeof settlementKindSchema>;

/** member: the member's own turnover; agent: the turnover of the agent's downline. */
export const SETTLEMENT_ROLES = ['member', 'agent'] as const;
export const settlementRoleSchema = z.enum(SETTLEMENT_ROLES);
export type SettlementRole = z.infer<typeof settlementRoleSchema>;

export const SETTLEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const settlementStatusSchema = z.enum(SETTLEMENT_STATUSES);
export type SettlementStatus = z.infer<typeof settlementStatusSchema>;

/** 10 % at most (1,000 hundredths of a percent): a house ceiling against typing mistakes. */
export const ROLLING_RATE_MAX_BP = 1_000;
/** A rolling request pays at least this much (house choice: no 1원 requests to approve). */
export const ROLLING_MIN_SETTLE_WON = 1_000;

/** Rate in hundredths of a percent. */
export const rateBpSchema = z.number().int().min(0).max(ROLLING_RATE_MAX_BP);
export const ratesBpSchema = z.object({
  mini: rateBpSchema,
  sports: rateBpSchema,
  casino: rateBpSchema,
  slot: rateBpSchema,
});
export type RatesBp = z.infer<typeof ratesBpSchema>;

/** A won figure per category. */
export const categoryWonSchema = z.object({
  mini: wonSchema,
  sports: wonSchema,
  casino: wonSchema,
  slot: wonSchema,
});
export type CategoryWon = z.infer<typeof categoryWonSchema>;

export const rollingFigureSchema = z.object({ turnoverWon: wonSchema, rollingWon: wonSchema });
export type RollingFigure = z.infer<typeof rollingFigureSchema>;

export const rollingCategorySummarySchema = z.object({
  category: rollingCategorySchema,
  rateBp: z.number().int(),
  /** False while the game family records no turnover yet (casino, slot; sports until it ships). */
  recorded: z.boolean(),
  before: rollingFigureSchema,
  pending: rollingFigureSchema,
  after: rollingFigureSchema,
  pendingRequestId: z.number().int().nullable(),
});
export type RollingCategorySummary = z.infer<typeof rollingCategorySummarySchema>;

/** GET /api/rolling and GET /api/manager/rolling: the rolling state of spec §3. */
export const rollingSummarySchema = z.object({
  role: settlementRoleSchema,
  /** Turnover graded before this instant counts in "after"; later grading waits a minute. */
  cutoffAt: z.string(),
  categories: z.array(rollingCategorySummarySchema),
  beforeTotal: wonSchema,
  pendingTotal: wonSchema,
  afterTotal: wonSchema,
  total: wonSchema,
});
export type RollingSummary = z.infer<typeof rollingSummarySchema>;

export const settlementRequestViewSchema = z.object({
  id: z.number().int(),
  role: settlementRoleSchema,
  kind: settlementKindSchema,
  /** The turnover window a rolling request claims; null for event requests. */
  windowFrom: z.string().nullable(),
  windowTo: z.string().nullable(),
  turnoverWon: wonSchema,
  rateBp: z.number().int(),
  amountWon: wonSchema,
  status: settlementStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SettlementRequestView = z.infer<typeof settlementRequestViewSchema>;

export const adminSettlementRequestViewSchema = settlementRequestViewSchema.extend({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
});
export type AdminSettlementRequestView = z.infer<typeof adminSettlementRequestViewSchema>;

/** POST /api/rolling/requests → `{ request }`; a replayed key answers the first request. */
export const settlementRequestBodySchema = z.object({
  kind: settlementKindSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type SettlementRequestBody = z.infer<typeof settlementRequestBodySchema>;
export const settlementRequestResponseSchema = z.object({ request: settlementRequestViewSchema });
export type SettlementRequestResponse = z.infer<typeof settlementRequestResponseSchema>;

/** GET /api/rolling/requests?kind=&page= : own requests, newest first, 15 a page. */
export const settlementRequestsQuerySchema = z.object({
  kind: settlementKindSchema.optional(),
  page: pageSchema,
});
export type SettlementRequestsQuery = z.input<typeof settlementRequestsQuerySchema>;
export const settlementRequestPageSchema = pageOf(settlementRequestViewSchema);
export type SettlementRequestPage = z.infer<typeof settlementRequestPageSchema>;

/** unclaimed: not requested yet; pending: claimed by a waiting request; paid; cancelled. */
export const EVENT_REWARD_STATUSES = ['unclaimed', 'pending', 'paid', 'cancelled'] as const;
export const eventRewardStatusSchema = z.enum(EVENT_REWARD_STATUSES);
export type EventRewardStatus = z.infer<typeof eventRewardStatusSchema>;

export const eventRewardViewSchema = z.object({
  id: z.number().int(),
  amountWon: wonSchema,
  reason: z.string(),
  status: eventRewardStatusSchema,
  createdAt: z.string(),
});
export type EventRewardView = z.infer<typeof eventRewardViewSchema>;

/** GET /api/rolling/event-rewards?page= : own rewards and the totals by state. */
export const eventRewardPageSchema = pageOf(eventRewardViewSchema).extend({
  unclaimedWon: wonSchema,
  pendingWon: wonSchema,
  paidWon: wonSchema,
});
export type EventRewardPage = z.infer<typeof eventRewardPageSchema>;

// ---- operators ----

/** GET /api/admin/rolling/rates?search=&type=&page= */
export const adminRollingRatesQuerySchema = z.object({
  search: textSchema({ max: 50 }).optional(),
  type: z.coerce.number().int().min(1).max(2).optional(),
  page: pageSchema,
});
export type AdminRollingRatesQuery = z.input<typeof adminRollingRatesQuerySchema>;
export const adminRollingRateRowSchema = z.object({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  /** 1 member, 2 agent (the agent's rates apply to the downline's turnover). */
  type: z.number().int(),
  agentUserId: z.string().nullable(),
  ratesBp: ratesBpSchema,
});
export type AdminRollingRateRow = z.infer<typeof adminRollingRateRowSchema>;
export const adminRollingRatePageSchema = pageOf(adminRollingRateRowSchema);
export type AdminRollingRatePage = z.infer<typeof adminRollingRatePageSchema>;

/** PUT /api/admin/rolling/rates/:memberId `{ ratesBp }` → the row (audited). */
export const adminRollingRatesBodySchema = z.object({ ratesBp: ratesBpSchema });
export type AdminRollingRatesBody = z.infer<typeof adminRollingRatesBodySchema>;
export const memberIdParamsSchema = z.object({ memberId: idSchema });

/** GET /api/admin/rolling/requests?kind=&status=&role=&page= */
export const adminSettlementRequestsQuerySchema = z.object({
  kind: settlementKindSchema.optional(),
  status: settlementStatusSchema.optional(),
  role: settlementRoleSchema.optional(),
  page: pageSchema,
});
export type AdminSettlementRequestsQuery = z.input<typeof adminSettlementRequestsQuerySchema>;
export const adminSettlementRequestPageSchema = pageOf(adminSettlementRequestViewSchema);
export type AdminSettlementRequestPage = z.infer<typeof adminSettlementRequestPageSchema>;

/** POST …/requests/:id/approve (no body) and …/reject `{ reason }` → `{ request }`. */
export const adminSettlementRejectBodySchema = z.object({
  reason: textSchema({ min: 1, max: 200, multiline: true }),
});
export const adminSettlementDecisionSchema = z.object({
  request: adminSettlementRequestViewSchema,
});
export type AdminSettlementDecision = z.infer<typeof adminSettlementDecisionSchema>;

/** Event reward limits (won). */
export const EVENT_REWARD_LIMITS = { minWon: 1_000, maxWon: 10_000_000, unitWon: 1_000 } as const;

/** POST /api/admin/rolling/event-rewards: grant a member an event reward with a reason. */
export const adminEventRewardBodySchema = z.object({
  userId: textSchema({ min: 1, max: 50 }),
  amountWon: wonSchema,
  reason: textSchema({ min: 1, max: 200, multiline: true }),
  idempotencyKey: idempotencyKeySchema,
});
export type AdminEventRewardBody = z.infer<typeof adminEventRewardBodySchema>;
export const adminEventRewardViewSchema = eventRewardViewSchema.extend({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
});
export type AdminEventRewardView = z.infer<typeof adminEventRewardViewSchema>;
export const adminEventRewardResponseSchema = z.object({ reward: adminEventRewardViewSchema });
export const adminEventRewardPageSchema = pageOf(adminEventRewardViewSchema);
export type AdminEventRewardPage = z.infer<typeof adminEventRewardPageSchema>;
export const adminEventRewardsQuerySchema = z.object({
  status: eventRewardStatusSchema.optional(),
  page: pageSchema,
});
export type AdminEventRewardsQuery = z.input<typeof adminEventRewardsQuerySchema>;
