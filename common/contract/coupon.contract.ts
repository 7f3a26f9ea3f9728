/**
 * Coupons API (spec §2 /coupon, §9 page size 15). Operators issue coupons
 * worth cash (won) or points to one member, every member of a level, or every member; a member
 * uses each coupon once before it expires, paid promotions → the member's cash or points.
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

/** What a coupon pays: cash in won or points (two ledger currencies, never mixed). */
export const COUPON_CURRENCIES = ['cash', 'point'] as const;
export const couponCurrencySchema = z.enum(COUPON_CURRENCIES);
export type CouponCurrency = z.infer<typeof couponCurrencySchema>;

/** What a member sees: `expired` = not used before `expiresAt`. Revoked coupons are not shown. */
export const MEMBER_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export const memberCouponStatusSchema = z.enum(MEMBER_COUPON_STATUSES);
export type MemberCouponStatus = z.infer<typeof memberCouponStatusSchema>;

/** Operators also see coupons they took back. */
export const ADMIN_COUPON_STATUSES = [...MEMBER_COUPON_STATUSES, 'revoked'] as const;
export const adminCouponStatusSchema = z.enum(ADMIN_COUPON_STATUSES);
export type AdminCouponStatus = z.infer<typeof adminCouponStatusSchema>;

/** Issue rules: a refusal answers 400 with a Korean message (COUPON_AMOUNT_INVALID, …). */
export const COUPON_LIMITS = {
  minAmount: 1,
  maxAmount: 10_000_000,
  maxValidDays: 365,
  nameMaxLength: 40,
} as const;

export const couponViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: couponCurrencySchema,
  /** Won for a cash coupon, points for a point coupon. */
  amount: wonSchema,
  expiresAt: z.string(),
  status: memberCouponStatusSchema,
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

export const couponCountsSchema = z.object({
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
});
export type CouponCounts = z.infer<typeof couponCountsSchema>;

/** GET /api/coupon?status=&page= : the member's own coupons of one tab, with every tab's count. */
export const couponListQuerySchema = z.object({
  status: memberCouponStatusSchema.default('unused'),
  page: pageSchema,
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;
export const couponPageSchema = pageOf(couponViewSchema).extend({ counts: couponCountsSchema });
export type CouponPage = z.infer<typeof couponPageSchema>;

/** GET /api/coupon/summary : the top bar's badge. */
export const couponSummarySchema = z.object({ unused: z.number().int() });
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** POST /api/coupon/:id/use `{ idempotencyKey }` → the used coupon and the balances after. */
export const couponParamsSchema = z.object({ id: idSchema });
export const couponUseBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type CouponUseBody = z.infer<typeof couponUseBodySchema>;
export const couponUseResponseSchema = z.object({
  coupon: couponViewSchema,
  emoney: wonSchema,
  point: wonSchema,
});
export type CouponUseResponse = z.infer<typeof couponUseResponseSchema>;

export const COUPON_TARGET_KINDS = ['member', 'level', 'all'] as const;
export type CouponTargetKind = (typeof COUPON_TARGET_KINDS)[number];

/** Who receives an issue: one member (by login id), every member of a level, or everyone. */
export const couponTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), userId: textSchema({ min: 1, max: 32 }) }),
  z.object({ kind: z.literal('level'), level: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal('all') }),
]);
export type CouponTarget = z.infer<typeof couponTargetSchema>;

/** POST /api/admin/coupons : amount and expiry are checked by the server (COUPON_LIMITS). */
export const couponIssueBodySchema = z.object({
  name: textSchema({ min: 1, max: COUPON_LIMITS.nameMaxLength }),
  currency: couponCurrencySchema,
  amount: wonSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  target: couponTargetSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type CouponIssueBody = z.infer<typeof couponIssueBodySchema>;

export const couponIssueViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: couponCurrencySchema,
  amount: wonSchema,
  expiresAt: z.string(),
  targetKind: z.enum(COUPON_TARGET_KINDS),
  targetUserId: z.string().nullable(),
  targetLevel: z.number().int().nullable(),
  /** How many members received a coupon. */
  issuedCount: z.number().int(),
  createdAt: z.string(),
});
export type CouponIssueView = z.infer<typeof couponIssueViewSchema>;
export const couponIssueResponseSchema = z.object({ issue: couponIssueViewSchema });

/** An operator's row: whose coupon, from which issue, and revoked ones too. */
export const adminCouponViewSchema = couponViewSchema.extend({
  status: adminCouponStatusSchema,
  issueId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  revokedAt: z.string().nullable(),
});
export type AdminCouponView = z.infer<typeof adminCouponViewSchema>;

/** GET /api/admin/coupons?status=&search=&page= (search: login id or nickname). */
export const adminCouponListQuerySchema = z.object({
  status: adminCouponStatusSchema.optional(),
  search: textSchema({ max: 32 }).optional(),
  page: pageSchema,
});
export type AdminCouponListQuery = z.input<typeof adminCouponListQuerySchema>;
export const adminCouponPageSchema = pageOf(adminCouponViewSchema);
export type AdminCouponPage = z.infer<typeof adminCouponPageSchema>;

/** POST /api/admin/coupons/:id/revoke → the revoked coupon (unused ones only). */
export const adminCouponRevokeResponseSchema = z.object({ coupon: adminCouponViewSchema });
/** POST /api/admin/coupon-issues/:id/revoke → how many unused coupons of the issue were revoked. */
export const adminCouponIssueRevokeResponseSchema = z.object({ revoked: z.number().int() });
