/**
 * The agent's report (issue 5 "Manager area"): for a range of Asia/Seoul days, each downline
 * member's deposits (approved charges), withdrawals (approved exchanges), turnover and rolling
 * per category, and the agent's own rolling (agent rate × downline turnover). Only members whose
 * agent_id is the caller are ever read: the agent id comes from the session, never the request.
 */
import type { CategoryWon, RatesBp, RollingCategory } from '../../src/contract/rolling.contract';
import { ROLLING_CATEGORIES } from '../../src/contract/rolling.contract';
import type { ManagerReport, ManagerReportRow } from '../../src/contract/manager.contract';
import type { Db } from '../platform/db/db';
import { seoulDayRange } from '../platform/lib/seoul-day';
import { pageOfRows, pageWindow } from '../platform/lib/paging';
import { rollingByCategory } from './rolling-math';
import { ratesOf, ratesOfMembers, ZERO_RATES } from './rolling-rates.service';
import type { TurnoverSources } from './turnover-sources';

const ZERO_WON: CategoryWon = { mini: 0, sports: 0, casino: 0, slot: 0 };

interface DownlineRow {
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

  async report(agentId: number, from: string, to: string, page: number): Promise<ManagerReport> {
    const start = seoulDayRange(from).from;
    const end = seoulDayRange(to).to;
    const downline = await this.db.query<DownlineRow>(
      'SELECT id, user_id, nickname FROM members WHERE agent_id = $1 ORDER BY id DESC',
      [agentId],
    );
    const ids = downline.map((m) => m.id);
    const [money, turnover, rates, agentRatesBp] = await Promise.all([
      this.money(ids, start, end),
      this.turnover(ids, start, end),
      ratesOfMembers(this.db, ids),
      ratesOf(this.db, agentId),
    ]);

    const rows: ManagerReportRow[] = downline.map((m) => {
      const memberTurnover = turnover.get(m.id) ?? ZERO_WON;
      const ratesBp: RatesBp = rates.get(m.id) ?? ZERO_RATES;
      return {
        id: m.id,
        userId: m.user_id,
        nickname: m.nickname,
        depositsWon: money.get(m.id)?.charge ?? 0,
        withdrawalsWon: money.get(m.id)?.exchange ?? 0,
        turnover: memberTurnover,
        rolling: rollingByCategory(memberTurnover, ratesBp),
        ratesBp,
      };
    });
    const totalTurnover = rows.reduce((t, r) => addWon(t, r.turnover), ZERO_WON);
    const { limit, offset } = pageWindow(page);
    return {
      ...pageOfRows(rows.slice(offset, offset + limit), page, rows.length),
      from,
      to,
      totals: {
        depositsWon: rows.reduce((s, r) => s + r.depositsWon, 0),
        withdrawalsWon: rows.reduce((s, r) => s + r.withdrawalsWon, 0),
        turnover: totalTurnover,
        memberRolling: rows.reduce((t, r) => addWon(t, r.rolling), ZERO_WON),
        agentRolling: rollingByCategory(totalTurnover, agentRatesBp),
      },
      agentRatesBp,
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

  /** Turnover per member and category in [start, end), from the registry of sources. */
  private async turnover(ids: number[], start: Date, end: Date) {
    const result = new Map<number, CategoryWon>();
    const perCategory = await Promise.all(
      ROLLING_CATEGORIES.map((c) => this.sources[c].byMember(this.db, ids, start, end)),
    );
    ROLLING_CATEGORIES.forEach((category: RollingCategory, i) => {
      for (const [memberId, won] of perCategory[i]!) {
        const entry = result.get(memberId) ?? { ...ZERO_WON };
        entry[category] = won;
        result.set(memberId, entry);
      }
    });
    return result;
  }
}
