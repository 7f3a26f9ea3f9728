/**
 * The operator's side: a member's limits, time-outs and exclusions with
 * their history (exclusions read-only: there is no lift), the "members who hit limits often"
 * report, and imposing a time-out (audited; like any block it can never shorten one in force).
 */
import type {
  AdminMemberResponsible,
  AdminResponsibleTimeOutBody,
  LimitHitPage,
  ResponsibleBlockView,
} from '../../common/contract/responsible.contract';
import { RESPONSIBLE_REFUSAL_CODES as CODES } from '../../common/contract/responsible.contract';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { memberTarget } from '../member/member-lock';
import type { ResponsibleService } from './responsible.service';
import {
  HISTORY_COLUMNS,
  historyRow,
  iso,
  memberLimitViews,
  readBlocks,
  readSettings,
  type HistoryDbRow,
} from './responsible-views';

const DAY_MS = 86_400_000;

export class ResponsibleAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly member: ResponsibleService,
  ) {}

  async ofMember(memberId: number): Promise<AdminMemberResponsible> {
    const at = this.clock();
    const [member] = await this.db.query<{ user_id: string; nickname: string }>(
      'SELECT user_id, nickname FROM members WHERE id = $1',
      [memberId],
    );
    if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const [limits, settings, blocks, history, hits] = await Promise.all([
      memberLimitViews(this.db, memberId, at),
      readSettings(this.db, memberId),
      readBlocks(this.db, memberId, at),
      this.db.query<HistoryDbRow>(
        `SELECT ${HISTORY_COLUMNS} FROM rg_history WHERE member_id = $1 ORDER BY id DESC LIMIT 100`,
        [memberId],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM rg_limit_hits WHERE member_id = $1 AND at > $2',
        [memberId, new Date(at.getTime() - 30 * DAY_MS).toISOString()],
      ),
    ]);
    return {
      memberId,
      userId: member.user_id,
      nickname: member.nickname,
      limits,
      ...settings,
      blocks,
      history: history.map(historyRow),
      limitHits30d: countFrom(hits),
    };
  }

  /** An operator's time-out: in force at once, the member logged out everywhere; audited. */
  async imposeTimeOut(
    actor: Actor,
    memberId: number,
    body: AdminResponsibleTimeOutBody,
  ): Promise<ResponsibleBlockView> {
    const [found] = await this.db.query<{ id: number }>('SELECT id FROM members WHERE id = $1', [
      memberId,
    ]);
    if (!found) throw new AppError(404, 'MEMBER_NOT_FOUND');
    return this.member.block(
      {
        memberId,
        kind: 'timeOut',
        period: body.period,
        source: 'operator',
        actorId: actor.memberId,
        reason: body.reason,
      },
      (tx, view) =>
        writeAudit(tx, actor, {
          action: 'responsible.time-out',
          target: memberTarget(memberId),
          before: null,
          after: { period: view.period, endsAt: view.endsAt, reason: body.reason },
        }),
    );
  }

  /** Members refused by a limit or a block at least `minHits` times in the last `days` days. */
  async limitHits(days: number, minHits: number, page: number): Promise<LimitHitPage> {
    const since = new Date(this.clock().getTime() - days * DAY_MS).toISOString();
    const { limit, offset } = pageWindow(page);
    const grouped = `SELECT h.member_id, count(*)::int AS hits,
            count(*) FILTER (WHERE h.code = '${CODES.depositLimit}')::int AS deposit_hits,
            count(*) FILTER (WHERE h.code = '${CODES.lossLimit}')::int AS loss_hits,
            count(*) FILTER (WHERE h.code = '${CODES.stakeLimit}')::int AS stake_hits,
            max(h.at) AS last_hit_at
       FROM rg_limit_hits h WHERE h.at > $1 GROUP BY h.member_id HAVING count(*) >= $2`;
    const [rows, count] = await Promise.all([
      this.db.query<{
        member_id: number;
        user_id: string;
        nickname: string;
        hits: number;
        deposit_hits: number;
        loss_hits: number;
        stake_hits: number;
        last_hit_at: string;
      }>(
        `SELECT g.*, m.user_id, m.nickname FROM (${grouped}) g JOIN members m ON m.id = g.member_id
          ORDER BY g.hits DESC, g.member_id LIMIT $3 OFFSET $4`,
        [since, minHits, limit, offset],
      ),
      this.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${grouped}) g`, [
        since,
        minHits,
      ]),
    ]);
    return pageOfRows(
      rows.map((r) => ({
        memberId: Number(r.member_id),
        userId: r.user_id,
        nickname: r.nickname,
        hits: r.hits,
        depositHits: r.deposit_hits,
        lossHits: r.loss_hits,
        stakeHits: r.stake_hits,
        lastHitAt: iso(r.last_hit_at),
      })),
      page,
      countFrom(count),
    );
  }
}
