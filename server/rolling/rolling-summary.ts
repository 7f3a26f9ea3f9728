/**
 * The rolling state of spec §3 (userRolling: before/after per category, beforeTotal,
 * afterTotal, total) for a member's own turnover or an agent's downline.
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
} from '../../src/contract/rolling.contract';
import type { Db, Queryable } from '../platform/db/db';
import type { Clock } from '../platform/lib/clock';
import { ROLLING_CUTOFF_LAG_MS, ROLLING_ORIGIN, rollingWon } from './rolling-math';
import { ratesOf } from './rolling-rates.service';
import { turnoverOf, type TurnoverSources } from './turnover-sources';

interface LiveRequestRow {
  id: number;
  kind: RollingCategory;
  status: 'pending' | 'approved';
  window_to: string;
  turnover_won: number;
  amount_won: number;
}

/** Whose turnover a role's rolling is paid on: the member's own, or the agent's downline. */
export async function subjectsOf(
  q: Queryable,
  memberId: number,
  role: SettlementRole,
): Promise<number[]> {
  if (role === 'member') return [memberId];
  const rows = await q.query<{ id: number }>('SELECT id FROM members WHERE agent_id = $1', [
    memberId,
  ]);
  return rows.map((r) => r.id);
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
  const [rates, subjects, live] = await Promise.all([
    ratesOf(q, memberId),
    subjectsOf(q, memberId, role),
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
    const afterTurnover = await turnoverOf(sources, q, category, subjects, start, cutoff);
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
      after: { turnoverWon: afterTurnover, rollingWon: rollingWon(afterTurnover, rates[category]) },
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
