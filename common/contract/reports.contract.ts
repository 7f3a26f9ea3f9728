/**
 * The operator's reports (docs/reports.md): a dashboard of a range of
 * Asia/Seoul days, drill-downs per game / league / provider, per member and per agent subtree,
 * and a CSV of every table. Amounts are integer won; margins are basis points of the stakes.
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema, wonSchema } from './common.contract';

/** The lines of business a report splits (spec §3 game types; the casino catalog's two kinds, live casino and slot). */
export const REPORT_PRODUCTS = [
  'sports_prematch',
  'sports_inplay',
  'minigame',
  'virtual',
  'casino',
  'slot',
] as const;
export const reportProductSchema = z.enum(REPORT_PRODUCTS);
export type ReportProduct = z.infer<typeof reportProductSchema>;

/** The longest range one report may span (a year and a day, so "last year" always fits). */
export const REPORT_MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (1 for a single day). */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

const rangeShape = {
  /** First Seoul day, `YYYY-MM-DD`, included. */
  from: calendarDateSchema,
  /** Last Seoul day, `YYYY-MM-DD`, included. */
  to: calendarDateSchema,
};

/** Refuses a range that ends before it starts or spans more than REPORT_MAX_RANGE_DAYS. */
function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = reportRangeDays(range.from, range.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to before from' });
  if (days > REPORT_MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'range too long' });
  }
}

/** `?from=&to=` of every report. */
export const reportRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** How the item drill-down groups: a minigame or casino game, a sports league, a casino provider. */
export const REPORT_ITEM_DIMENSIONS = ['game', 'league', 'provider'] as const;
export const reportItemDimensionSchema = z.enum(REPORT_ITEM_DIMENSIONS);
export type ReportItemDimension = z.infer<typeof reportItemDimensionSchema>;

export const reportItemsQuerySchema = z
  .object({ ...rangeShape, by: reportItemDimensionSchema })
  .superRefine(checkRange);
export type ReportItemsQuery = z.infer<typeof reportItemsQuerySchema>;

/** Stakes, returns and what the house kept: GGR = stake − returns, margin = GGR / stake. */
export const betFiguresSchema = z.object({
  bets: z.number().int(),
  stake: wonSchema,
  returns: wonSchema,
  ggr: wonSchema,
  /** GGR per stake in basis points (1234 = 12.34 %); 0 without stakes. */
  marginBp: z.number().int(),
});
export type BetFigures = z.infer<typeof betFiguresSchema>;

export const productFiguresSchema = betFiguresSchema.extend({ product: reportProductSchema });
export type ProductFigures = z.infer<typeof productFiguresSchema>;

/** One fixture's open exposure: what its open bets would pay if every one of them won. */
export const fixtureLiabilitySchema = z.object({
  fixtureId: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string().nullable(),
  openBets: z.number().int(),
  stake: wonSchema,
  liability: wonSchema,
});
export type FixtureLiability = z.infer<typeof fixtureLiabilitySchema>;

export const liabilitySchema = z.object({
  /** Every open sports bet's largest payout, each bet once (a multiple spans fixtures). */
  total: wonSchema,
  openBets: z.number().int(),
  /** The fixtures with the largest liability first (at most 100). */
  fixtures: z.array(fixtureLiabilitySchema),
});
export type Liability = z.infer<typeof liabilitySchema>;

/** One Seoul day of the range: what the charts draw. */
export const reportDaySchema = z.object({
  day: z.string(),
  deposits: wonSchema,
  withdrawals: wonSchema,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  /** GGR of each product on the day (every product present, 0 when none). */
  ggr: z.record(reportProductSchema, wonSchema),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  money: z.object({
    deposits: wonSchema,
    depositCount: z.number().int(),
    withdrawals: wonSchema,
    withdrawalCount: z.number().int(),
    /** Deposits − withdrawals. */
    netDeposits: wonSchema,
  }),
  /** Every product, in REPORT_PRODUCTS order. */
  products: z.array(productFiguresSchema),
  totals: betFiguresSchema,
  /** Promotions credited to members (points at their cash value, 1P = 1원). */
  bonuses: wonSchema,
  /** Rolling paid out (approved rolling settlement requests). */
  rolling: wonSchema,
  /** GGR − bonuses − rolling. */
  ngr: wonSchema,
  members: z.object({
    /** Signed up in the range. */
    new: z.number().int(),
    /** Placed a bet or opened a casino round in the range (each member once). */
    active: z.number().int(),
    /** Holding a live session now (not a range figure). */
    online: z.number().int(),
  }),
  /** Open sports bets now (not a range figure). */
  liability: liabilitySchema,
  days: z.array(reportDaySchema),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportItemSchema = betFiguresSchema.extend({
  product: reportProductSchema,
  /** The game id, league name or provider code ('' = a multiple over several leagues). */
  key: z.string(),
  name: z.string(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportItemsSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: reportItemDimensionSchema,
  items: z.array(reportItemSchema),
});
export type ReportItems = z.infer<typeof reportItemsSchema>;

export const reportMemberParamsSchema = z.object({ id: idSchema });

export const reportMemberRefSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
});

/** A member's P&L over time (the house's view: GGR > 0 = the member lost). */
export const memberReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  member: reportMemberRefSchema,
  products: z.array(productFiguresSchema),
  totals: betFiguresSchema,
  days: z.array(betFiguresSchema.extend({ day: z.string() })),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

/**
 * An agent's whole subtree (members.agent_id, any depth): totals, and each agent of the subtree
 * with the settled bets of its direct members (a bet counts with the agent its member had when it
 * was settled, migration 029's report_agent_daily).
 */
export const agentReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  agent: reportMemberRefSchema,
  /** Members and agents under the agent, at any depth. */
  subtreeSize: z.number().int(),
  products: z.array(productFiguresSchema),
  totals: betFiguresSchema,
  /** The agent (depth 0) and every agent under it, largest stakes first (at most 500). */
  agents: z.array(
    betFiguresSchema.extend({ agentId: z.number().int(), userId: z.string(), depth: z.number() }),
  ),
});
export type AgentReport = z.infer<typeof agentReportSchema>;

/** The tables a CSV can be asked for: each is one table of the screens above. */
export const REPORT_CSV_TABLES = [
  'products',
  'days',
  'liability',
  'items',
  'member',
  'agent',
] as const;
export const reportCsvTableSchema = z.enum(REPORT_CSV_TABLES);
export type ReportCsvTable = z.infer<typeof reportCsvTableSchema>;

/** `GET /api/admin/reports/export?table=&from=&to=[&by=][&id=]`: `text/csv`, UTF-8 with BOM. */
export const reportExportQuerySchema = z
  .object({
    ...rangeShape,
    table: reportCsvTableSchema,
    by: reportItemDimensionSchema.optional(),
    id: idSchema.optional(),
  })
  .superRefine(checkRange)
  .superRefine((query, ctx) => {
    if ((query.table === 'member' || query.table === 'agent') && query.id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id required' });
    }
  });
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

/** The report paths (one place for the server's routes and the client's calls). */
export const REPORT_PATHS = {
  summary: '/api/admin/reports/summary',
  items: '/api/admin/reports/items',
  member: '/api/admin/reports/members/:id',
  agent: '/api/admin/reports/agents/:id',
  export: '/api/admin/reports/export',
} as const;
