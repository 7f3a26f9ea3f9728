/**
 * Money-change and point-change histories (spec §4 dialog flags 'money change', 'point change').
 * Members read their own through GET /api/wallet/statement (points.contract.ts);
 * operators read any member's here, with who the member is and the balances now.
 */
import { z } from 'zod';
import { idSchema, pageOf, pageSchema, wonSchema } from './common.contract';
import { statementCurrencySchema, statementEntrySchema } from './points.contract';

/** GET /api/admin/members/:id/money-history?currency=cash|point&page= */
export const memberHistoryParamsSchema = z.object({ id: idSchema });
export const memberHistoryQuerySchema = z.object({
  currency: statementCurrencySchema.default('cash'),
  page: pageSchema,
});
export type MemberHistoryQuery = z.input<typeof memberHistoryQuerySchema>;

export const historyMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  emoney: wonSchema,
  point: wonSchema,
});
export type HistoryMember = z.infer<typeof historyMemberSchema>;

/** An operator also sees the business record each entry belongs to (`wallet-request:12`). */
export const adminHistoryEntrySchema = statementEntrySchema.extend({ reference: z.string() });
export type AdminHistoryEntry = z.infer<typeof adminHistoryEntrySchema>;

export const memberHistoryPageSchema = pageOf(adminHistoryEntrySchema).extend({
  member: historyMemberSchema,
});
export type MemberHistoryPage = z.infer<typeof memberHistoryPageSchema>;
