/**
 * Event rewards for promotions (spec §2 /calculateEvent): an operator
 * grants a member an amount with a reason (audited); the member then requests their settlement
 * (SettlementRequestService, kind 'event') and an operator approves the payout.
 */
import {
  EVENT_REWARD_LIMITS,
  type AdminEventRewardView,
  type EventRewardStatus,
  type EventRewardView,
} from '../../common/contract/rolling.contract';
import type { Db, Queryable } from '../platform/db/db';
import { lockMember } from '../member/member-lock';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { isUniqueViolation } from '../platform/lib/db-errors';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';

/** A reward's state follows from its own row and the request that claims it. */
const STATUS_SQL = `CASE WHEN e.status = 'cancelled' THEN 'cancelled'
  WHEN r.status = 'approved' THEN 'paid' WHEN r.status = 'pending' THEN 'pending'
  ELSE 'unclaimed' END`;
const FROM_SQL = `event_rewards e LEFT JOIN settlement_requests r ON r.id = e.request_id`;
const VIEW_COLUMNS = `e.id, e.amount_won AS "amountWon", e.reason, ${STATUS_SQL} AS status,
  e.created_at AS "createdAt"`;
const ADMIN_COLUMNS = `${VIEW_COLUMNS}, e.member_id AS "memberId", m.user_id AS "userId", m.nickname`;

interface GrantInput {
  userId: string;
  amountWon: number;
  reason: string;
  idempotencyKey: string;
}

function checkRewardAmount(amountWon: number): void {
  const { minWon, maxWon, unitWon } = EVENT_REWARD_LIMITS;
  if (amountWon < minWon || amountWon > maxWon || amountWon % unitWon !== 0) {
    throw new AppError(400, 'EVENT_REWARD_AMOUNT');
  }
}

async function adminViewById(q: Queryable, id: number): Promise<AdminEventRewardView> {
  const [row] = await q.query<AdminEventRewardView>(
    `SELECT ${ADMIN_COLUMNS} FROM ${FROM_SQL} JOIN members m ON m.id = e.member_id WHERE e.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'EVENT_REWARD_NOT_FOUND');
  return row;
}

export class EventRewardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Grants a reward to a regular member; a replayed key answers the first grant. */
  async grant(actor: Actor, input: GrantInput): Promise<{ reward: AdminEventRewardView }> {
    checkRewardAmount(input.amountWon);
    try {
      return { reward: await this.grantOnce(actor, input) };
    } catch (error) {
      // The same key used at once for two members: the loser sees the winner's row and answers.
      if (!isUniqueViolation(error, 'event_rewards_idempotency_key')) throw error;
      return { reward: await this.grantOnce(actor, input) };
    }
  }

  private grantOnce(actor: Actor, input: GrantInput): Promise<AdminEventRewardView> {
    return this.db.transaction(async (tx) => {
      const [member] = await tx.query<{ id: number; type: number; role: number }>(
        'SELECT id, type, role FROM members WHERE user_id = $1',
        [input.userId],
      );
      if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
      if (member.type !== 1 || member.role === 10) throw new AppError(400, 'EVENT_REWARD_TARGET');
      // The member's lock orders the grant against a settlement request claiming rewards.
      await lockMember(tx, member.id);
      const [stored] = await tx.query<{ id: number; member_id: number; amount_won: number }>(
        'SELECT id, member_id, amount_won FROM event_rewards WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (stored) {
        if (stored.member_id !== member.id || stored.amount_won !== input.amountWon) {
          throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
        }
        return adminViewById(tx, stored.id);
      }
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO event_rewards (member_id, amount_won, reason, idempotency_key, granted_by,
                                    created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          member.id,
          input.amountWon,
          input.reason,
          input.idempotencyKey,
          actor.memberId,
          this.clock().toISOString(),
        ],
      );
      await writeAudit(tx, actor, {
        action: 'event-reward.grant',
        target: `member:${member.id}`,
        before: null,
        after: { rewardId: row!.id, amountWon: input.amountWon, reason: input.reason },
      });
      return adminViewById(tx, row!.id);
    });
  }

  /** Withdraws a reward nobody has requested yet; a claimed one must be decided first. */
  async cancel(actor: Actor, id: number): Promise<{ reward: AdminEventRewardView }> {
    const reward = await this.db.transaction(async (tx) => {
      const [found] = await tx.query<{ member_id: number }>(
        'SELECT member_id FROM event_rewards WHERE id = $1',
        [id],
      );
      if (!found) throw new AppError(404, 'EVENT_REWARD_NOT_FOUND');
      await lockMember(tx, found.member_id);
      const [row] = await tx.query<{ id: number; amount_won: number; reason: string }>(
        `UPDATE event_rewards SET status = 'cancelled', cancelled_at = $2
          WHERE id = $1 AND status = 'active' AND request_id IS NULL
          RETURNING id, amount_won, reason`,
        [id, this.clock().toISOString()],
      );
      if (!row) throw new AppError(409, 'EVENT_REWARD_CLAIMED');
      await writeAudit(tx, actor, {
        action: 'event-reward.cancel',
        target: `member:${found.member_id}`,
        before: { rewardId: id, amountWon: row.amount_won, reason: row.reason, status: 'active' },
        after: { rewardId: id, status: 'cancelled' },
      });
      return adminViewById(tx, id);
    });
    return { reward };
  }

  async adminPage(status: EventRewardStatus | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const where = `($1::text IS NULL OR ${STATUS_SQL} = $1)`;
    const [items, total] = await Promise.all([
      this.db.query<AdminEventRewardView>(
        `SELECT ${ADMIN_COLUMNS} FROM ${FROM_SQL} JOIN members m ON m.id = e.member_id
          WHERE ${where} ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
        [status ?? null, limit, offset],
      ),
      this.db.query<{ count: number }>(`SELECT count(*) AS count FROM ${FROM_SQL} WHERE ${where}`, [
        status ?? null,
      ]),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /** The member's own rewards, newest first, with the totals by state. */
  async memberPage(memberId: number, page: number) {
    const { limit, offset } = pageWindow(page);
    const [items, totals] = await Promise.all([
      this.db.query<EventRewardView>(
        `SELECT ${VIEW_COLUMNS} FROM ${FROM_SQL} WHERE e.member_id = $1
          ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset],
      ),
      this.db.query<{ status: EventRewardStatus; count: number; total: number }>(
        `SELECT ${STATUS_SQL} AS status, count(*) AS count,
                COALESCE(sum(e.amount_won), 0)::bigint AS total
           FROM ${FROM_SQL} WHERE e.member_id = $1 GROUP BY 1`,
        [memberId],
      ),
    ]);
    const sumOf = (s: EventRewardStatus) => totals.find((t) => t.status === s)?.total ?? 0;
    const count = totals.reduce((n, t) => n + t.count, 0);
    return {
      ...pageOfRows(items, page, count),
      unclaimedWon: sumOf('unclaimed'),
      pendingWon: sumOf('pending'),
      paidWon: sumOf('paid'),
    };
  }
}
