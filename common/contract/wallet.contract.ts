/**
 * Wallet API (spec §3 chargeType default 7, §9 page size 15).
 * Charge (deposit) and exchange (withdrawal) requests, approved or rejected by an operator.
 * Money is integer won.
 */
import { z } from 'zod';
import { bankAccountDetailsSchema } from './member-admin.contract';
import {
  idempotencyKeySchema,
  idSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';

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

/** Spec §3 chargeType: 7 is bank transfer; these are coin deposits (USDT-TRC20, USDT-ERC20, BTC). */
export const COIN_CHARGE_TYPES = [8, 9, 10] as const;
export const isCoinChargeType = (chargeType: number): boolean =>
  (COIN_CHARGE_TYPES as readonly number[]).includes(chargeType);

/** A transaction hash as typed: 64 hex digits, optionally '0x'-prefixed (EVM) or bare (TRON, BTC). */
export const TX_HASH_PATTERN = /^(0[xX])?[0-9a-fA-F]{64}$/;

/**
 * The stored form of a transaction hash (64 lowercase hex digits, no prefix), or `null` when the
 * text is not one: '0xABC…' and 'abc…' are the same transaction, so they must collide.
 */
export function normalizeTxHash(text: string): string | null {
  const trimmed = text.trim();
  if (!TX_HASH_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/^0[xX]/, '').toLowerCase();
}

export const walletRequestViewSchema = z.object({
  id: z.number().int(),
  kind: walletRequestKindSchema,
  amountWon: wonSchema,
  status: walletRequestStatusSchema,
  /** Charges only; null on exchanges. */
  chargeType: z.number().int().nullable(),
  /** Charges only; null on exchanges. */
  depositorName: z.string().nullable(),
  /** Coin charges only: the member's transaction hash (normalised); null otherwise. */
  txHash: z.string().nullable().optional(),
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
  // The account an exchange is paid to, as it was when the member asked (absent: none).
  payoutAccount: bankAccountDetailsSchema.optional(),
});
export type AdminWalletRequestView = z.infer<typeof adminWalletRequestViewSchema>;

/** `amountWon`: integer won; min/max/unit are checked by the server (WALLET_LIMITS). */
const amountWonSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** POST /api/wallet/charge → `{ request }`. */
export const walletChargeBodySchema = z.object({
  amountWon: amountWonSchema,
  depositorName: textSchema({ min: 1, max: 30 }),
  chargeType: z.number().int().min(0).max(99).default(DEFAULT_CHARGE_TYPE),
  /**
   * Coin charge types only (COIN_CHARGE_TYPES): required there, refused on bank transfer. The
   * format (TX_HASH_PATTERN) is checked by the server, which answers with its own Korean message.
   */
  txHash: textSchema({ min: 1, max: 100 }).optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type WalletChargeBody = z.input<typeof walletChargeBodySchema>;
export const walletChargeResponseSchema = z.object({ request: walletRequestViewSchema });
export type WalletChargeResponse = z.infer<typeof walletChargeResponseSchema>;

/** POST /api/wallet/exchange → `{ request, emoney }` (cash after the amount was reserved). */
export const walletExchangeBodySchema = z.object({
  amountWon: amountWonSchema,
  withdrawPassword: textSchema({ min: 1, max: 100, trim: false }),
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
  page: pageSchema,
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
  page: pageSchema,
});
export type AdminWalletRequestsQuery = z.input<typeof adminWalletRequestsQuerySchema>;
export const adminWalletRequestPageSchema = pageOf(adminWalletRequestViewSchema);
export type AdminWalletRequestPage = z.infer<typeof adminWalletRequestPageSchema>;

/** POST /api/admin/wallet/requests/:id/approve (no body) and …/reject `{ reason }` → `{ request }`. */
export const adminWalletRejectBodySchema = z.object({
  reason: textSchema({ min: 1, max: 200, multiline: true }),
});
export type AdminWalletRejectBody = z.infer<typeof adminWalletRejectBodySchema>;
export const adminWalletDecisionResponseSchema = z.object({
  request: adminWalletRequestViewSchema,
});
export type AdminWalletDecisionResponse = z.infer<typeof adminWalletDecisionResponseSchema>;

/** The operator's deposit wallet for one coin charge type. */
export const coinDepositAddressSchema = z.object({
  chargeType: z.number().int(),
  address: z.string(),
  network: z.string(),
});
export type CoinDepositAddress = z.infer<typeof coinDepositAddressSchema>;

/** GET /api/wallet/coin-addresses → the configured ones; a coin type missing here is refused. */
export const coinDepositAddressListSchema = z.object({
  addresses: z.array(coinDepositAddressSchema),
});
export type CoinDepositAddressList = z.infer<typeof coinDepositAddressListSchema>;

/** GET /api/admin/wallet/coin-addresses → the configured ones with when they last changed. */
export const adminCoinDepositAddressSchema = coinDepositAddressSchema.extend({
  updatedAt: z.string(),
});
export const adminCoinDepositAddressListSchema = z.object({
  addresses: z.array(adminCoinDepositAddressSchema),
});
export type AdminCoinDepositAddressList = z.infer<typeof adminCoinDepositAddressListSchema>;

/** PUT / DELETE /api/admin/wallet/coin-addresses/:chargeType (a coin type only, else 400). */
export const coinDepositAddressParamsSchema = z.object({
  chargeType: z.coerce.number().int().min(0).max(99),
});
/** Wallet addresses are base58 / bech32 / hex: letters and digits only, 20–100 of them. */
export const COIN_ADDRESS_PATTERN = /^[A-Za-z0-9]{20,100}$/;
export const coinDepositAddressBodySchema = z.object({
  address: z.string().trim().regex(COIN_ADDRESS_PATTERN),
  network: textSchema({ min: 1, max: 30 }),
});
export type CoinDepositAddressBody = z.infer<typeof coinDepositAddressBodySchema>;
