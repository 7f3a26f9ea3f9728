/**
 * The rolling state of spec §3 (userRolling: before/after per category, beforeTotal,
 * afterTotal, total) for a member's own turnover or an agent's whole subtree (the
 * agent's share along each member's path, agent-tree-rolling.ts).
 *
 * before = what approved requests settled; pending = what the waiting request claims;
 * after = turnover graded since the end of the last live (pending or approved) window up to the
 * cutoff, at the current rate: exactly what a request made now would claim.
 */
import {
  ROLLING_CATEGORIES,
  type RollingCategory,
  type RollingCategorySummary,
  type RollingSummary,
  type SettlementRole,
} from '../../common/contract/rolling.contract';
import type { Db, Queryable } from '../platform/db/db';
import type { Clock } from '../platform/lib/clock';
import { ROLLING_CUTOFF_LAG_MS, ROLLING_ORIGIN, rollingWon } from './rolling-math';
import { ratesOf } from './member-rates';
import { turnoverOf, type TurnoverSources } from './turnover-sources';
import { agentClaim } from './agent-tree-rolling';

interface LiveRequestRow {
  id: number;
  kind: RollingCategory;
  status: 'pending' | 'approved';
  window_to: string;
  turnover_won: number;
  amount_won: number;
}

/**
 * What a request of `category` for [from, to) claims: a member's own turnover at its rate, or an
 * agent's whole subtree split along the tree (its rate minus the rate it gave
 * down, per member path, turnover credited to the agent the member had when it was graded).
 * `rateBp` is the caller's own rate, stored on the request for the operator to read.
 */
export async function claimOf(
  sources: TurnoverSources,
  q: Queryable,
  memberId: number,
  role: SettlementRole,
  category: RollingCategory,
  from: Date,
  to: Date,
): Promise<{ turnoverWon: number; rateBp: number; amountWon: number }> {
  const rateBp = (await ratesOf(q, memberId))[category];
  if (role === 'agent') {
    return { rateBp, ...(await agentClaim(sources, q, memberId, category, from, to)) };
  }
  const turnoverWon = to > from ? await turnoverOf(sources, q, category, [memberId], from, to) : 0;
  return { turnoverWon, rateBp, amountWon: rollingWon(turnoverWon, rateBp) };
}

/** Turnover graded from here on is claimable: the end of the last live window, or the origin. */
export async function nextWindowStart(
  q: Queryable,
  memberId: number,
  role: SettlementRole,
  category: RollingCategory,
): Promise<Date> {
  const [row] = await q.query<{ last_to: string | null }>(
    `SELECT max(window_to) AS last_to FROM settlement_requests
      WHERE member_id = $1 AND role = $2 AND kind = $3 AND status <> 'rejected'`,
    [memberId, role, category],
  );
  return row?.last_to ? new Date(row.last_to) : ROLLING_ORIGIN;
}

export function cutoffAt(now: Date): Date {
  return new Date(now.getTime() - ROLLING_CUTOFF_LAG_MS);
}

export async function rollingSummary(
  sources: TurnoverSources,
  q: Queryable,
  memberId: number,
  role: SettlementRole,
  now: Date,
): Promise<RollingSummary> {
  const cutoff = cutoffAt(now);
  const [rates, live] = await Promise.all([
    ratesOf(q, memberId),
    q.query<LiveRequestRow>(
      `SELECT id, kind, status, window_to, turnover_won, amount_won FROM settlement_requests
        WHERE member_id = $1 AND role = $2 AND kind <> 'event' AND status <> 'rejected'`,
      [memberId, role],
    ),
  ]);
  const categories: RollingCategorySummary[] = [];
  for (const category of ROLLING_CATEGORIES) {
    const mine = live.filter((r) => r.kind === category);
    const approved = mine.filter((r) => r.status === 'approved');
    const pending = mine.find((r) => r.status === 'pending') ?? null;
    const start = mine.reduce(
      (latest, r) => (Date.parse(r.window_to) > latest.getTime() ? new Date(r.window_to) : latest),
      ROLLING_ORIGIN,
    );
    const after = await claimOf(sources, q, memberId, role, category, start, cutoff);
    categories.push({
      category,
      rateBp: rates[category],
      recorded: sources[category].recorded,
      before: {
        turnoverWon: approved.reduce((s, r) => s + r.turnover_won, 0),
        rollingWon: approved.reduce((s, r) => s + r.amount_won, 0),
      },
      pending: {
        turnoverWon: pending?.turnover_won ?? 0,
        rollingWon: pending?.amount_won ?? 0,
      },
      after: { turnoverWon: after.turnoverWon, rollingWon: after.amountWon },
      pendingRequestId: pending?.id ?? null,
    });
  }
  const sum = (pick: (c: RollingCategorySummary) => number) =>
    categories.reduce((s, c) => s + pick(c), 0);
  const beforeTotal = sum((c) => c.before.rollingWon);
  const pendingTotal = sum((c) => c.pending.rollingWon);
  const afterTotal = sum((c) => c.after.rollingWon);
  return {
    role,
    cutoffAt: cutoff.toISOString(),
    categories,
    beforeTotal,
    pendingTotal,
    afterTotal,
    total: beforeTotal + pendingTotal + afterTotal,
  };
}

/** The summary of the caller, at the service clock's now. */
export class RollingSummaryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sources: TurnoverSources,
  ) {}

  summary(memberId: number, role: SettlementRole): Promise<RollingSummary> {
    return rollingSummary(this.sources, this.db, memberId, role, this.clock());
  }
}
