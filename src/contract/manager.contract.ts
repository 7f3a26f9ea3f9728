/**
 * Manager (agent) area (issue 5 "Manager area"; spec §2 /manager, §6 type 2 and agent rolling
 * fields): the agent's downline with deposits, withdrawals, turnover and rolling for a range of
 * Asia/Seoul days, and the agent's own rolling settlement.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  idempotencyKeySchema,
  pageOf,
  pageSchema,
  wonSchema,
} from './common.contract';
import { categoryWonSchema, ratesBpSchema, rollingCategorySchema } from './rolling.contract';

/** A report covers at most this many Seoul days (a quarter), so one query stays cheap. */
export const MANAGER_REPORT_MAX_DAYS = 93;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' that is a real calendar day (a Seoul day). */
export const seoulDateSchema = calendarDateSchema;

/** GET /api/manager/report?from=&to=&page= : both ends inclusive, Seoul days. */
export const managerReportQuerySchema = z
  .object({
    from: seoulDateSchema,
    to: seoulDateSchema,
    page: pageSchema,
  })
  .refine((q) => q.from <= q.to, { message: 'from after to', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MANAGER_REPORT_MAX_DAYS * DAY_MS, {
    message: 'range too long',
    path: ['to'],
  });
export type ManagerReportQuery = z.input<typeof managerReportQuerySchema>;

export const managerReportRowSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  /** Approved charges decided in the range. */
  depositsWon: wonSchema,
  /** Approved exchanges decided in the range. */
  withdrawalsWon: wonSchema,
  turnover: categoryWonSchema,
  /** The member's own rolling on that turnover at the member's current rates. */
  rolling: categoryWonSchema,
  ratesBp: ratesBpSchema,
});
export type ManagerReportRow = z.infer<typeof managerReportRowSchema>;

export const managerReportSchema = pageOf(managerReportRowSchema).extend({
  from: z.string(),
  to: z.string(),
  /** Over the whole downline, not only this page. */
  totals: z.object({
    depositsWon: wonSchema,
    withdrawalsWon: wonSchema,
    turnover: categoryWonSchema,
    memberRolling: categoryWonSchema,
    /** The agent's own rolling: agent rate × downline turnover of the category. */
    agentRolling: categoryWonSchema,
  }),
  agentRatesBp: ratesBpSchema,
});
export type ManagerReport = z.infer<typeof managerReportSchema>;

/** POST /api/manager/rolling/requests: the agent requests settlement of one category. */
export const managerSettlementBodySchema = z.object({
  kind: rollingCategorySchema,
  idempotencyKey: idempotencyKeySchema,
});
export type ManagerSettlementBody = z.infer<typeof managerSettlementBodySchema>;
