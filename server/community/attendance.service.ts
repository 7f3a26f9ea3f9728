import type {
  AttendanceCheckInResponse,
  AttendanceReward,
  AttendanceView,
} from '../../common/contract/attendance.contract';
import type { Db, Queryable } from '../platform/db/db';
import type { AccountRef } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { lockMember } from '../member/member-lock';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import type { Realtime } from '../platform/sse/realtime';

const PROMOTIONS: AccountRef = { system: 'promotions', currency: 'POINT' };
const pointOf = (memberId: number): AccountRef => ({ memberId, kind: 'member_point' });

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the Asia/Seoul day containing `date` (Seoul has no DST: +09:00). */
export function seoulDate(date: Date): string {
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day before 'YYYY-MM-DD'. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** First day of 'YYYY-MM' and of the month after it. */
function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/**
 * The points a check-in with this streak pays: the base (the `streakDays: 1` rule) plus the bonus
 * of the rule whose length equals the streak exactly.
 */
export function rewardFor(rewards: AttendanceReward[], streak: number): number {
  const base = rewards.find((r) => r.streakDays === 1)?.points ?? 0;
  const bonus = streak > 1 ? (rewards.find((r) => r.streakDays === streak)?.points ?? 0) : 0;
  return base + bonus;
}

interface StoredCheckIn {
  day: string;
  streak: number;
  reward_points: number;
  idempotency_key: string;
}

/**
 * Daily attendance: one check-in per member per Asia/Seoul day, streak
 * rewards from `attendance_rewards`, paid promotions → member_point in the check-in's transaction.
 */
export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async rewards(q: Queryable = this.db): Promise<AttendanceReward[]> {
    return q.query<AttendanceReward>(
      `SELECT streak_days AS "streakDays", points FROM attendance_rewards ORDER BY streak_days`,
    );
  }

  /** The member's own month (default: the current Seoul month), streak and the reward table. */
  async view(memberId: number, month?: string): Promise<AttendanceView> {
    const today = seoulDate(this.clock());
    const { from, to } = monthBounds(month ?? today.slice(0, 7));
    const [days, recent, rewards] = await Promise.all([
      this.db.query<{ day: string; rewardPoints: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, reward_points AS "rewardPoints"
           FROM attendance_checkins
          WHERE member_id = $1 AND day >= $2::date AND day < $3::date ORDER BY day`,
        [memberId, from, to],
      ),
      this.db.query<{ day: string; streak: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak FROM attendance_checkins
          WHERE member_id = $1 AND day IN ($2::date, $3::date)`,
        [memberId, today, dayBefore(today)],
      ),
      this.rewards(),
    ]);
    const todays = recent.find((r) => r.day === today);
    const yesterdays = recent.find((r) => r.day !== today);
    return {
      today,
      checkedToday: Boolean(todays),
      streak: todays?.streak ?? yesterdays?.streak ?? 0,
      days,
      rewards,
    };
  }

  /** Today's check-in: 409 ATTENDANCE_ALREADY on a second one (a replay of the same key answers again). */
  async checkIn(memberId: number, idempotencyKey: string): Promise<AttendanceCheckInResponse> {
    const day = seoulDate(this.clock());
    const result = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const [existing] = await tx.query<StoredCheckIn>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak, reward_points, idempotency_key
           FROM attendance_checkins WHERE member_id = $1 AND day = $2::date`,
        [memberId, day],
      );
      if (existing) {
        if (existing.idempotency_key !== idempotencyKey) {
          throw new AppError(409, 'ATTENDANCE_ALREADY');
        }
        return { day, streak: existing.streak, rewardPoints: existing.reward_points };
      }
      const [previous] = await tx.query<{ streak: number }>(
        'SELECT streak FROM attendance_checkins WHERE member_id = $1 AND day = $2::date',
        [memberId, dayBefore(day)],
      );
      const streak = (previous?.streak ?? 0) + 1;
      const rewardPoints = rewardFor(await this.rewards(tx), streak);
      await tx.query(
        `INSERT INTO attendance_checkins
           (member_id, day, streak, reward_points, idempotency_key, created_at)
         VALUES ($1, $2::date, $3, $4, $5, $6)`,
        [memberId, day, streak, rewardPoints, idempotencyKey, this.clock().toISOString()],
      );
      if (rewardPoints > 0) {
        await transfer(tx, {
          idempotencyKey: `attendance:${memberId}:${day}`,
          kind: 'attendance',
          reference: `attendance:${memberId}:${day}`,
          from: PROMOTIONS,
          to: pointOf(memberId),
          amount: rewardPoints,
        });
      }
      return { day, streak, rewardPoints };
    });
    const balances = await getMemberBalances(this.db, memberId);
    this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    return { ...result, point: balances.point };
  }

  /** Replaces the whole reward table (audited with the lists before and after). */
  async replaceRewards(actor: Actor, rewards: AttendanceReward[]): Promise<AttendanceReward[]> {
    return this.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE attendance_rewards IN EXCLUSIVE MODE');
      const before = await this.rewards(tx);
      await tx.query('DELETE FROM attendance_rewards');
      for (const r of rewards) {
        await tx.query('INSERT INTO attendance_rewards (streak_days, points) VALUES ($1, $2)', [
          r.streakDays,
          r.points,
        ]);
      }
      const after = await this.rewards(tx);
      await writeAudit(tx, actor, {
        action: 'attendance.rewards',
        target: 'attendance-rewards',
        before,
        after,
      });
      return after;
    });
  }
}
