/**
 * The agent's report: for a range of Asia/Seoul days,
 * every member of the agent's WHOLE subtree with deposits (approved charges), withdrawals
 * (approved exchanges), turnover and rolling per category; the direct sub-agents' branches; and
 * the agent's own rolling split along the tree (agent-tree-rolling.ts). A member's turnover
 * counts where its direct agent was when it was graded (the move-agent case). The agent comes
 * from the session; a drill-down agentId must be inside its subtree, else 404.
 */
import type { CategoryWon, RatesBp } from '../../common/contract/rolling.contract';
import type {
  ManagerReport,
  ManagerReportBranch,
  ManagerReportRow,
} from '../../common/contract/manager.contract';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { seoulDayRange } from '../platform/lib/seoul-day';
import { pageOfRows, pageWindow } from '../platform/lib/paging';
import { rollingByCategory } from './rolling-math';
import { ZERO_RATES } from './member-rates';
import { isAgentInSubtree } from './agent-tree';
import { subtreeRolling, ZERO_WON } from './agent-tree-rolling';
import type { TurnoverSources } from './turnover-sources';

interface MemberNameRow {
  id: number;
  user_id: string;
  nickname: string;
}

function addWon(a: CategoryWon, b: CategoryWon): CategoryWon {
  return {
    mini: a.mini + b.mini,
    sports: a.sports + b.sports,
    casino: a.casino + b.casino,
    slot: a.slot + b.slot,
  };
}

export class ManagerReportService {
  constructor(
    private readonly db: Db,
    private readonly sources: TurnoverSources,
  ) {}

  async report(
    callerId: number,
    from: string,
    to: string,
    page: number,
    agentId: number = callerId,
  ): Promise<ManagerReport> {
    if (!(await isAgentInSubtree(this.db, callerId, agentId))) {
      throw new AppError(404, 'AGENT_NODE_NOT_FOUND');
    }
    const start = seoulDayRange(from).from;
    const end = seoulDayRange(to).to;
    const tree = await subtreeRolling(this.sources, this.db, agentId, start, end);
    const ids = [...tree.memberTurnover.keys()];
    const [money, names] = await Promise.all([
      this.money(ids, start, end),
      this.db.query<MemberNameRow>(
        'SELECT id, user_id, nickname FROM members WHERE id = ANY($1::bigint[]) ORDER BY id DESC',
        [[...ids, ...tree.agents.map((a) => a.id)]],
      ),
    ]);
    const byId = new Map(names.map((n) => [n.id, n]));
    const rates = (id: number): RatesBp => ({ ...(tree.rates.get(id) ?? ZERO_RATES) });

    const rows: ManagerReportRow[] = names
      .filter((m) => tree.memberTurnover.has(m.id))
      .map((m) => {
        const memberTurnover = tree.memberTurnover.get(m.id) ?? ZERO_WON;
        const ratesBp = rates(m.id);
        return {
          id: m.id,
          userId: m.user_id,
          nickname: m.nickname,
          agentUserId: byId.get(tree.memberAgent.get(m.id)!)?.user_id ?? '',
          depositsWon: money.get(m.id)?.charge ?? 0,
          withdrawalsWon: money.get(m.id)?.exchange ?? 0,
          turnover: memberTurnover,
          rolling: rollingByCategory(memberTurnover, ratesBp),
          ratesBp,
        };
      });
    const branches: ManagerReportBranch[] = tree.agents
      .filter((a) => a.depth === 1)
      .map((a) => ({
        id: a.id,
        userId: a.userId,
        nickname: a.nickname,
        turnover: tree.agentTurnover.get(a.id) ?? ZERO_WON,
        rolling: tree.agentRolling.get(a.id) ?? ZERO_WON,
        ratesBp: rates(a.id),
      }));
    const { limit, offset } = pageWindow(page);
    return {
      ...pageOfRows(rows.slice(offset, offset + limit), page, rows.length),
      from,
      to,
      totals: {
        depositsWon: rows.reduce((s, r) => s + r.depositsWon, 0),
        withdrawalsWon: rows.reduce((s, r) => s + r.withdrawalsWon, 0),
        turnover: rows.reduce((t, r) => addWon(t, r.turnover), ZERO_WON),
        memberRolling: rows.reduce((t, r) => addWon(t, r.rolling), ZERO_WON),
        agentRolling: tree.agentRolling.get(agentId) ?? ZERO_WON,
      },
      agentRatesBp: rates(agentId),
      agentUserId: byId.get(agentId)?.user_id ?? '',
      branches,
    };
  }

  /** Approved charges and exchanges decided in [start, end), per member. */
  private async money(ids: number[], start: Date, end: Date) {
    const result = new Map<number, { charge: number; exchange: number }>();
    if (ids.length === 0) return result;
    const rows = await this.db.query<{
      member_id: number;
      kind: 'charge' | 'exchange';
      total: number;
    }>(
      `SELECT member_id, kind, COALESCE(sum(amount_won), 0)::bigint AS total
         FROM wallet_requests
        WHERE member_id = ANY($1::bigint[]) AND status = 'approved'
          AND decided_at >= $2 AND decided_at < $3
        GROUP BY member_id, kind`,
      [ids, start.toISOString(), end.toISOString()],
    );
    for (const row of rows) {
      const entry = result.get(row.member_id) ?? { charge: 0, exchange: 0 };
      entry[row.kind] = row.total;
      result.set(row.member_id, entry);
    }
    return result;
  }
}
