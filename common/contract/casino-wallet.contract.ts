/**
 * The seamless wallet we offer providers (docs/casino-wallet.md, docs/architecture.md §10),
 * shaped after the Hub88 Operator Wallet API: the provider POSTs snake_case JSON signed with its
 * private key and always gets HTTP 200 with a `status`.
 *
 * Choices the documents leave open, made here once (Hub88 is the model):
 * - A missing or bad signature answers HTTP 200 RS_ERROR_INVALID_SIGNATURE (Hub88's operator
 *   wallet answers every outcome as a status in a 200 body; a provider's client treats any other
 *   HTTP status as "no answer" and retries). So does an unknown `:provider`.
 * - A body that is not JSON or not of the call's shape answers RS_ERROR_UNKNOWN.
 * - A bet whose game (or its provider, or the site) is in maintenance or off answers
 *   RS_ERROR_INVALID_GAME; a member barred from the game's kind RS_ERROR_USER_DISABLED.
 * - A bet whose id a rollback already cancelled (the tombstone of a rollback that came first)
 *   answers RS_ERROR_DUPLICATE_TRANSACTION: the id is spent, the provider must not retry it.
 * - A win for a rolled-back bet answers RS_ERROR_TRANSACTION_DOES_NOT_EXIST (the bet no longer
 *   stands); a rollback that points at a win answers the same (only bets are rolled back); a
 *   rollback of a bet that already has a win answers RS_ERROR_UNKNOWN (no special status fits).
 * - A rollback of a bet never seen needs a known token (expired is fine) to name the member; with
 *   neither it answers RS_ERROR_INVALID_TOKEN.
 * - Refused calls are not transactions: only RS_OK moves are kept per transaction_uuid, so a
 *   refused bet (e.g. RS_ERROR_NOT_ENOUGH_MONEY) retried later is judged again.
 * - The ledger key of a call's transfer is `casino:<provider id>:<transaction_uuid>` (the numeric
 *   casino_providers.id, which never changes, not the code in the path).
 * - `user` is our member id as a decimal string (no login name leaves the site); it and
 *   `balance` are absent only when the call names no member we know (bad signature, bad token).
 */
import { z } from 'zod';

/** Where providers call: POST `${CASINO_WALLET_BASE}/:provider/<endpoint>`. */
export const CASINO_WALLET_BASE = '/api/casino/wallet';
/** Base64 RSA-SHA256 (PKCS#1 v1.5) over the exact raw body, with the provider's private key. */
export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
/** Bodies are small JSON objects; anything larger is not a wallet call. */
export const CASINO_WALLET_BODY_LIMIT = 16 * 1024;
export const CASINO_CURRENCY = 'KRW';

export const CASINO_WALLET_ENDPOINTS = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;
export type CasinoWalletEndpoint = (typeof CASINO_WALLET_ENDPOINTS)[number];

export const CASINO_WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_UNKNOWN',
] as const;
export const casinoWalletStatusSchema = z.enum(CASINO_WALLET_STATUSES);
export type CasinoWalletStatus = z.infer<typeof casinoWalletStatusSchema>;

/** The largest single amount a call may carry (won): far above any table or slot limit. */
export const CASINO_MAX_AMOUNT = 10_000_000_000;

const idSchema = z.string().min(1).max(128);
const amountSchema = z.number().int().min(0).max(CASINO_MAX_AMOUNT);

const sessionCallSchema = z.object({
  request_uuid: idSchema,
  token: z.string().min(1).max(256),
  game_code: z.string().min(1).max(64).optional(),
});
/** user/info and user/balance. */
export const casinoUserCallSchema = sessionCallSchema;
export type CasinoUserCall = z.infer<typeof casinoUserCallSchema>;

const transactionCallSchema = z.object({
  request_uuid: idSchema,
  token: z.string().max(256),
  transaction_uuid: idSchema,
  round: idSchema,
  game_code: z.string().min(1).max(64),
  currency: z.string().min(1).max(8),
  round_closed: z.boolean().default(false),
});

export const casinoBetCallSchema = transactionCallSchema.extend({
  reference_transaction_uuid: idSchema.nullish(),
  amount: amountSchema,
});
export type CasinoBetCall = z.infer<typeof casinoBetCallSchema>;

/** A win points at its bet; 0 is a valid win (a lost round that the provider closes). */
export const casinoWinCallSchema = transactionCallSchema.extend({
  reference_transaction_uuid: idSchema,
  amount: amountSchema,
});
export type CasinoWinCall = z.infer<typeof casinoWinCallSchema>;

/** A rollback points at a bet; it returns the bet's own amount, whatever `amount` says. */
export const casinoRollbackCallSchema = transactionCallSchema.extend({
  reference_transaction_uuid: idSchema,
  amount: amountSchema.optional(),
});
export type CasinoRollbackCall = z.infer<typeof casinoRollbackCallSchema>;

export const casinoWalletAnswerSchema = z.object({
  status: casinoWalletStatusSchema,
  request_uuid: z.string(),
  user: z.string().optional(),
  /** The member's cash in won; with RS_ERROR_NOT_ENOUGH_MONEY the real balance. */
  balance: z.number().int().optional(),
  currency: z.literal(CASINO_CURRENCY),
  /** user/info only. */
  nickname: z.string().optional(),
  country: z.string().optional(),
});
export type CasinoWalletAnswer = z.infer<typeof casinoWalletAnswerSchema>;

/**
 * The launch code exchange (docs/casino-wallet.md "Launch"): POST
 * `${CASINO_WALLET_BASE}/:provider/${CASINO_LAUNCH_EXCHANGE_ENDPOINT}`, signed like every wallet
 * call. The code from launch_url is worth one exchange, within a minute of the launch and while
 * the member's login session lasts; the answer's `token` is what the wallet calls carry.
 * Statuses: RS_OK; RS_ERROR_INVALID_SIGNATURE; RS_ERROR_INVALID_TOKEN for an unknown or already
 * exchanged code (or another provider's); RS_ERROR_TOKEN_EXPIRED when the code is past its minute
 * or the session ended; RS_ERROR_UNKNOWN for a body of another shape. Not retried on a lost
 * answer: the second attempt would find the code used, and the member opens the game again.
 */
export const CASINO_LAUNCH_EXCHANGE_ENDPOINT = 'launch/exchange';

export const casinoLaunchExchangeCallSchema = z.object({
  request_uuid: idSchema,
  code: z.string().min(1).max(256),
});
export type CasinoLaunchExchangeCall = z.infer<typeof casinoLaunchExchangeCallSchema>;

export const casinoLaunchExchangeAnswerSchema = z.object({
  status: casinoWalletStatusSchema,
  request_uuid: z.string(),
  /** The member the launch is for (RS_OK only). */
  user: z.string().optional(),
  /** The wallet token (RS_OK only): 32 random bytes, base64url. */
  token: z.string().optional(),
});
export type CasinoLaunchExchangeAnswer = z.infer<typeof casinoLaunchExchangeAnswerSchema>;
