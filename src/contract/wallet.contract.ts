/**
 * Wallet API (issue 5 "Wallet"; spec §3 chargeType default 7, §9 page size 15).
 * Charge (deposit) and exchange (withdrawal) requests, approved or rejected by an operator.
 * Money is integer won.
 */
import { z } from 'zod';
import { idempotencyKeySchema, idSchema, pageOf, wonSchema } from './common.contract';

export const WALLET_REQUEST_KINDS = ['charge', 'exchange'] as const;
export const walletRequestKindSchema = z.enum(WALLET_REQUEST_KINDS);
export type WalletRequestKind = z.infer<typeof walletRequestKindSchema>;

export const WALLET_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const walletRequestStatusSchema = z.enum(WALLET_REQUEST_STATUSES);
export type WalletRequestStatus = z.infer<typeof walletRequestStatusSchema>;

/** Amount rules (won): a refusal answers 400 with a Korean message. */
export const WALLET_LIMITS = {
  unitWon: 10_000,
  charge: { minWon: 10_000, maxWon: 10_000_000 },
  exchange: { minWon: 10_000, maxWon: 5_000_000 },
} as const;

/** Spec §3: the charge type the form starts with. */
export const DEFAULT_CHARGE_TYPE = 7;

export const walletRequestViewSchema = z.object({
  id: z.number().int(),
  kind: walletRequestKindSchema,
  amountWon: wonSchema,
  status: walletRequestStatusSchema,
  /** Charges only; null on exchanges. */
  chargeType: z.number().int().nullable(),
  /** Charges only; null on exchanges. */
  depositorName: z.string().nullable(),
  /** Set when an operator rejected the request. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** When it was approved, rejected or cancelled; null while pending. */
  decidedAt: z.string().nullable(),
});
export type WalletRequestView = z.infer<typeof walletRequestViewSchema>;

/** Admin rows also say whose request it is. */
export const adminWalletRequestViewSchema = walletRequestViewSchema.extend({
  userId: z.string(),
  nickname: z.string(),
});
export type AdminWalletRequestView = z.infer<typeof adminWalletRequestViewSchema>;

/** `amountWon`: integer won; min/max/unit are checked by the server (WALLET_LIMITS). */
const amountWonSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** POST /api/wallet/charge → `{ request }`. */
export const walletChargeBodySchema = z.object({
  amountWon: amountWonSchema,
  depositorName: z.string().trim().min(1).max(30),
  chargeType: z.number().int().min(0).max(99).default(DEFAULT_CHARGE_TYPE),
  idempotencyKey: idempotencyKeySchema,
});
export type WalletChargeBody = z.input<typeof walletChargeBodySchema>;
export const walletChargeResponseSchema = z.object({ request: walletRequestViewSchema });
export type WalletChargeResponse = z.infer<typeof walletChargeResponseSchema>;

/** POST /api/wallet/exchange → `{ request, emoney }` (cash after the amount was reserved). */
export const walletExchangeBodySchema = z.object({
  amountWon: amountWonSchema,
  withdrawPassword: z.string().min(1).max(100),
  idempotencyKey: idempotencyKeySchema,
});
export type WalletExchangeBody = z.infer<typeof walletExchangeBodySchema>;
export const walletExchangeResponseSchema = z.object({
  request: walletRequestViewSchema,
  emoney: wonSchema,
});
export type WalletExchangeResponse = z.infer<typeof walletExchangeResponseSchema>;

/** GET /api/wallet/requests?kind=&page= : the member's own, newest first, 15 a page. */
export const walletRequestsQuerySchema = z.object({
  kind: walletRequestKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type WalletRequestsQuery = z.input<typeof walletRequestsQuerySchema>;
export const walletRequestPageSchema = pageOf(walletRequestViewSchema);
export type WalletRequestPage = z.infer<typeof walletRequestPageSchema>;

/** POST /api/wallet/requests/:id/cancel → `{ request, emoney }` (own pending requests only). */
export const walletRequestParamsSchema = z.object({ id: idSchema });
export const walletCancelResponseSchema = walletExchangeResponseSchema;
export type WalletCancelResponse = z.infer<typeof walletCancelResponseSchema>;

/** GET /api/admin/wallet/requests?kind=&status=&page= */
export const adminWalletRequestsQuerySchema = z.object({
  kind: walletRequestKindSchema.optional(),
  status: walletRequestStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminWalletRequestsQuery = z.input<typeof adminWalletRequestsQuerySchema>;
export const adminWalletRequestPageSchema = pageOf(adminWalletRequestViewSchema);
export type AdminWalletRequestPage = z.infer<typeof adminWalletRequestPageSchema>;

/** POST /api/admin/wallet/requests/:id/approve (no body) and …/reject `{ reason }` → `{ request }`. */
export const adminWalletRejectBodySchema = z.object({
  reason: z.string().trim().min(1).max(200),
});
export type AdminWalletRejectBody = z.infer<typeof adminWalletRejectBodySchema>;
export const adminWalletDecisionResponseSchema = z.object({
  request: adminWalletRequestViewSchema,
});
export type AdminWalletDecisionResponse = z.infer<typeof adminWalletDecisionResponseSchema>;
