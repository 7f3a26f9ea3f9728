/**
 * Rolling rates per member and per agent (spec §3 casinoRollingPer, slotRollingPer,
 * miniRollingPer; §6 agent rolling fields), set by operators and audited. A member's rates apply
 * to the member's own turnover, an agent's (type 2) to the downline's.
 */
import {
  ROLLING_CATEGORIES,
  type AdminRollingRateRow,
  type RatesBp,
} from '../../common/contract/rolling.contract';
import type { Db } from '../platform/db/db';
import { ratesOf, ratesOfMembers, ZERO_RATES } from './member-rates';
import { assertRatesFitTree, lockParentThenNode } from './rate-tree-rule';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { likePattern } from '../member/member-list.query';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';

interface RateMemberRow {
  id: number;
  user_id: string;
  nickname: string;
  type: number;
  agent_user_id: string | null;
}

export class RollingRatesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Members and agents with their rates, newest first, 15 a page; search by id or nickname. */
  async adminPage(search: string | undefined, type: number | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const where = `($1::text IS NULL OR m.user_id ILIKE $1 ESCAPE '\\' OR m.nickname ILIKE $1 ESCAPE '\\')
      AND ($2::int IS NULL OR m.type = $2) AND m.role <> 10`;
    const params = [search ? likePattern(search) : null, type ?? null];
    const [rows, total] = await Promise.all([
      this.db.query<RateMemberRow>(
        `SELECT m.id, m.user_id, m.nickname, m.type, a.user_id AS agent_user_id
           FROM members m LEFT JOIN members a ON a.id = m.agent_id
          WHERE ${where} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM members m WHERE ${where}`,
        params,
      ),
    ]);
    const rates = await ratesOfMembers(
      this.db,
      rows.map((r) => r.id),
    );
    return pageOfRows(
      rows.map((r) => this.row(r, rates.get(r.id) ?? ZERO_RATES)),
      page,
      countFrom(total),
    );
  }

  /**
   * Replaces a member's four rates in one transaction, with the before/after audit row. The
   * operator keeps the agent tree's rule too (rate-tree-rule.ts): within the member's agent's
   * rates, and for an agent not below what it already gives down.
   */
  async setRates(actor: Actor, memberId: number, ratesBp: RatesBp): Promise<AdminRollingRateRow> {
    return this.db.transaction(async (tx) => {
      const { parentId } = await lockParentThenNode(tx, memberId);
      await assertRatesFitTree(tx, { id: memberId, parentId }, ratesBp);
      const [member] = await tx.query<RateMemberRow & { role: number }>(
        `SELECT m.id, m.user_id, m.nickname, m.type, m.role, a.user_id AS agent_user_id
           FROM members m LEFT JOIN members a ON a.id = m.agent_id WHERE m.id = $1`,
        [memberId],
      );
      if (!member) throw new Error(`member ${memberId} vanished under its lock`);
      const before = await ratesOf(tx, memberId);
      const now = this.clock().toISOString();
      for (const category of ROLLING_CATEGORIES) {
        await tx.query(
          `INSERT INTO rolling_rates (member_id, category, rate_bp, updated_at, updated_by)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (member_id, category)
           DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = EXCLUDED.updated_at,
                         updated_by = EXCLUDED.updated_by`,
          [memberId, category, ratesBp[category], now, actor.memberId],
        );
      }
      await writeAudit(tx, actor, {
        action: 'rolling.rates',
        target: `member:${memberId}`,
        before: { ratesBp: before },
        after: { ratesBp },
      });
      return this.row(member, ratesBp);
    });
  }

  private row(r: RateMemberRow, ratesBp: RatesBp): AdminRollingRateRow {
    return {
      memberId: r.id,
      userId: r.user_id,
      nickname: r.nickname,
      type: r.type,
      agentUserId: r.agent_user_id,
      ratesBp: { ...ratesBp },
    };
  }
}
