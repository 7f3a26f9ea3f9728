/**
 * Manager (agent) area (spec §2 /manager, §6 type 2 and agent rolling
 * fields): the agent's downline with deposits, withdrawals, turnover and rolling for a range of
 * Asia/Seoul days, and the agent's own rolling settlement.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  idempotencyKeySchema,
  idSchema,
  idValueSchema,
  pageOf,
  pageSchema,
  wonSchema,
} from './common.contract';
import { managerMemberSchema } from './admin.contract';
import { joinRequestSchema } from './member.contract';
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
    /** A sub-agent of the caller whose subtree the report covers; default the caller. */
    agentId: idSchema.optional(),
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
  /** The member's direct agent (its latest in the range). */
  agentUserId: z.string(),
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

/** A direct sub-agent's branch in the report: its subtree's turnover and its own share. */
export const managerReportBranchSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  turnover: categoryWonSchema,
  /** The sub-agent's rolling: its rate minus what it gave down, over its subtree. */
  rolling: categoryWonSchema,
  ratesBp: ratesBpSchema,
});
export type ManagerReportBranch = z.infer<typeof managerReportBranchSchema>;

export const managerReportSchema = pageOf(managerReportRowSchema).extend({
  from: z.string(),
  to: z.string(),
  /** Over the whole downline, not only this page. */
  totals: z.object({
    depositsWon: wonSchema,
    withdrawalsWon: wonSchema,
    turnover: categoryWonSchema,
    memberRolling: categoryWonSchema,
    /**
     * The agent's own rolling over its whole subtree: per member path, the agent's
     * rate minus the rate it gave down, × the turnover; rounded down once per category.
     */
    agentRolling: categoryWonSchema,
  }),
  agentRatesBp: ratesBpSchema,
  /** Whose subtree the report covers. */
  agentUserId: z.string(),
  /** The covered agent's direct sub-agents, each with its branch. */
  branches: z.array(managerReportBranchSchema),
});
export type ManagerReport = z.infer<typeof managerReportSchema>;

/** POST /api/manager/rolling/requests: the agent requests settlement of one category. */
export const managerSettlementBodySchema = z.object({
  kind: rollingCategorySchema,
  idempotencyKey: idempotencyKeySchema,
});
export type ManagerSettlementBody = z.infer<typeof managerSettlementBodySchema>;

/** A member of the agent's subtree (GET /api/manager/members), with its direct agent. */
export const managerDownlineMemberSchema = managerMemberSchema.extend({
  agentUserId: z.string(),
  ratesBp: ratesBpSchema,
});
export type ManagerDownlineMember = z.infer<typeof managerDownlineMemberSchema>;
export const managerDownlinePageSchema = pageOf(managerDownlineMemberSchema);

/** An agent of the caller's subtree (GET /api/manager/agents); depth 0 is the caller. */
export const managerAgentSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  parentUserId: z.string().nullable(),
  depth: z.number().int(),
  ratesBp: ratesBpSchema,
  /** Members whose direct agent it is. */
  memberCount: z.number().int(),
});
export type ManagerAgent = z.infer<typeof managerAgentSchema>;
export const managerAgentListSchema = z.object({ items: z.array(managerAgentSchema) });

/**
 * POST /api/manager/members and /api/manager/agents: sign-up fields with the agent preset
 * (the caller, or one of its sub-agents) and the new node's rates, each ≤ its agent's.
 */
export const managerCreateBodySchema = joinRequestSchema.omit({ recommendCode: true }).extend({
  agentId: idValueSchema.optional(),
  ratesBp: ratesBpSchema.optional(),
});
export type ManagerCreateBody = z.input<typeof managerCreateBodySchema>;
export const managerCreatedSchema = z.object({
  node: z.object({
    id: z.number().int(),
    userId: z.string(),
    nickname: z.string(),
    type: z.number().int(),
  }),
});

/** PUT /api/manager/rates/:id: a subtree node's rates, within its agent's and above its own children's. */
export const managerRatesBodySchema = z.object({ ratesBp: ratesBpSchema });
export const managerRatesResponseSchema = z.object({
  memberId: z.number().int(),
  ratesBp: ratesBpSchema,
});
