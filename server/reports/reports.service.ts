/**
 * The operator's reports: one read-only use-case per screen. Every figure is
 * computed by SQL (report-*.query.ts); this file picks the range and shapes member and agent views.
 */
import type {
  AgentReport,
  MemberReport,
  ReportItemDimension,
  ReportItems,
  ReportSummary,
} from '../../common/contract/reports.contract';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { addSums, figuresOf, NO_BETS, productTable, type BetSums } from './report-figures';
import { reportItems } from './report-items.query';
import {
  agentBets,
  memberRef,
  settledBets,
  subtreeOf,
  type SettledRow,
} from './report-members.query';
import { daysOf, reportRange } from './report-range';
import { reportSummary } from './report-summary.query';

/** The agent report lists at most this many agents (largest stakes first). */
const AGENT_ROWS = 500;

function sumBy(rows: readonly SettledRow[], keyOf: (row: SettledRow) => string) {
  const sums = new Map<string, BetSums>();
  for (const row of rows) sums.set(keyOf(row), addSums(sums.get(keyOf(row)) ?? NO_BETS, row));
  return sums;
}

export class ReportsService {
  constructor(private readonly db: Db) {}

  summary(from: string, to: string): Promise<ReportSummary> {
    return reportSummary(this.db, reportRange(from, to));
  }

  items(from: string, to: string, by: ReportItemDimension): Promise<ReportItems> {
    return reportItems(this.db, reportRange(from, to), by);
  }

  async member(id: number, from: string, to: string): Promise<MemberReport> {
    const member = await memberRef(this.db, id);
    if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const range = reportRange(from, to);
    const rows = await settledBets(this.db, [id], range);
    const perDay = sumBy(rows, (row) => row.key);
    return {
      from,
      to,
      member: { id: member.id, userId: member.userId, nickname: member.nickname },
      ...productTable(sumBy(rows, (row) => row.product)),
      days: daysOf(range).map((day) => ({ day, ...figuresOf(perDay.get(day) ?? NO_BETS) })),
    };
  }

  async agent(id: number, from: string, to: string): Promise<AgentReport> {
    const agent = await memberRef(this.db, id);
    // Spec §6: an agent is a member of type 2.
    if (!agent || agent.type !== 2) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const subtree = await subtreeOf(this.db, id);
    const agents = [{ id, userId: agent.userId, depth: 0 }, ...subtree.filter((m) => m.type === 2)];
    const rows = await agentBets(
      this.db,
      agents.map((a) => a.id),
      reportRange(from, to),
    );
    const perAgent = sumBy(rows, (row) => row.key);
    const agentRows = agents
      .map((a) => ({
        agentId: a.id,
        userId: a.userId,
        depth: a.depth,
        ...figuresOf(perAgent.get(String(a.id)) ?? NO_BETS),
      }))
      .sort((a, b) => b.stake - a.stake || a.depth - b.depth || a.agentId - b.agentId)
      .slice(0, AGENT_ROWS);
    return {
      from,
      to,
      agent: { id: agent.id, userId: agent.userId, nickname: agent.nickname },
      subtreeSize: subtree.length,
      ...productTable(sumBy(rows, (row) => row.product)),
      agents: agentRows,
    };
  }
}
