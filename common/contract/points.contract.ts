/**
 * Points and statements API (spec §9 page size 15).
 * Points convert to cash at 1P = 1원: integer points, minimum 10,000P, in units of 1,000P.
 */
import { z } from 'zod';
import { idempotencyKeySchema, pageOf, pageSchema, wonSchema } from './common.contract';

/** Conversion rules: a refusal answers 400 with a Korean message (POINT_MESSAGES). */
export const POINT_CONVERT_LIMITS = { minPoint: 10_000, unitPoint: 1_000, wonPerPoint: 1 } as const;

/** Korean refusals of a conversion, shared by the server's 400s and the form's checks. */
export const POINT_MESSAGES = {
  required: '전환할 포인트를 입력해주세요.',
  notInteger: '포인트는 숫자(정수)로 입력해주세요.',
  tooLow: '최소 전환 포인트는 10,000P입니다.',
  unit: '포인트는 1,000P 단위로 전환할 수 있습니다.',
  overBalance: '보유 포인트보다 많이 전환할 수 없습니다.',
} as const;

export const STATEMENT_CURRENCIES = ['cash', 'point'] as const;
export const statementCurrencySchema = z.enum(STATEMENT_CURRENCIES);
export type StatementCurrency = z.infer<typeof statementCurrencySchema>;

/** GET /api/wallet/statement?currency=cash|point&page= : own ledger entries, newest first. */
export const statementQuerySchema = z.object({
  currency: statementCurrencySchema.default('cash'),
  page: pageSchema,
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: negative when money or points left the member's account. */
  amount: wonSchema,
  balanceAfter: wonSchema,
  /** The ledger transfer's kind (`charge`, `point_convert`, …); the client labels it. */
  kind: z.string(),
  memo: z.string(),
  createdAt: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;
export const statementPageSchema = pageOf(statementEntrySchema);
export type StatementPage = z.infer<typeof statementPageSchema>;

/** POST /api/wallet/points/convert → `{ emoney, point }` (balances after the conversion). */
export const pointConvertBodySchema = z.object({
  points: wonSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type PointConvertBody = z.infer<typeof pointConvertBodySchema>;
export const pointConvertResponseSchema = z.object({ emoney: wonSchema, point: wonSchema });
export type PointConvertResponse = z.infer<typeof pointConvertResponseSchema>;

/** Ledger kinds written by a conversion (both legs share the member's idempotency key). */
export const POINT_CONVERT_KINDS = { point: 'point_convert', cash: 'point_convert_cash' } as const;
