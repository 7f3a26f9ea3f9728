import {
  RECENT_ACTIVITY_LIMIT,
  type MemberActivity,
  type MemberProfile,
  type ProfileUpdate,
} from '../../common/contract/member-profile.contract';
import { nicknameProblem, normaliseNickname } from '../../common/domain/nickname';
import { isMobilePhone, phoneDigits } from '../../common/domain/phone';
import type { Db, Queryable } from '../platform/db/db';
import { getMemberBalances } from '../platform/ledger/balances';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import { isUniqueViolation } from '../platform/lib/db-errors';

interface ProfileRow {
  user_id: string;
  nickname: string;
  level: number;
  phone: string;
  recommend_code: string;
  created_at: string;
}

type ActivityRow = {
  kind: MemberActivity['kind'];
  id: number;
  created_at: string;
  amount_won: number;
  status: string;
  game_id: number | null;
  payout_won: number | null;
};

/**
 * The newest bets, charges and exchanges of one member in one statement. Only the member's own
 * rows: every branch filters on `$1`.
 */
const RECENT_ACTIVITY_SQL = `
  (SELECT 'bet' AS kind, id, created_at, stake_won AS amount_won, status::text AS status,
          game_id, payout_won
     FROM minigame_bets WHERE member_id = $1 ORDER BY id DESC LIMIT $2)
  UNION ALL
  (SELECT kind, id, created_at, amount_won, status, NULL::int AS game_id,
          NULL::bigint AS payout_won
     FROM wallet_requests WHERE member_id = $1 ORDER BY id DESC LIMIT $2)
  ORDER BY created_at DESC, id DESC LIMIT $2`;

function toActivity(row: ActivityRow): MemberActivity {
  const base = { id: row.id, createdAt: row.created_at, amountWon: row.amount_won };
  if (row.kind === 'bet') {
    return {
      kind: 'bet',
      ...base,
      gameId: row.game_id ?? 0,
      status: Number(row.status),
      payoutWon: row.payout_won ?? 0,
    };
  }
  return { kind: row.kind, ...base, status: row.status as 'pending' };
}

/**
 * The inbox's unread count, as the profile shows it. Member defines this port and the composition
 * passes community's MessageService: community depends on member, never the reverse.
 */
export interface UnreadMessages {
  unreadCount(memberId: number, q?: Queryable): Promise<number>;
}

/**
 * `/member`: the member's own page and info edit. Money comes from the ledger; the
 * nickname and phone rules are the shared ones of common/domain, answered with their own messages.
 */
export class MemberProfileService {
  constructor(
    private readonly db: Db,
    private readonly messages: UnreadMessages,
  ) {}

  async profile(memberId: number, q: Queryable = this.db): Promise<MemberProfile> {
    const [row] = await q.query<ProfileRow>(
      `SELECT user_id, nickname, level, phone, recommend_code, created_at
         FROM members WHERE id = $1`,
      [memberId],
    );
    if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const [balances, unreadCount, activity] = await Promise.all([
      getMemberBalances(q, memberId),
      this.messages.unreadCount(memberId, q),
      q.query<ActivityRow>(RECENT_ACTIVITY_SQL, [memberId, RECENT_ACTIVITY_LIMIT]),
    ]);
    return {
      userId: row.user_id,
      nickname: row.nickname,
      level: row.level,
      emoney: balances.emoney,
      point: balances.point,
      phone: row.phone,
      recommendCode: row.recommend_code,
      joinedAt: row.created_at,
      unreadCount,
      activity: activity.map(toActivity),
    };
  }

  /**
   * Changes the nickname and/or phone. A nickname another member holds (any letter case) answers
   * 409; two members racing for one name meet the UNIQUE constraint, which answers the same.
   * The change is audited with its before and after, so operators can trace a renamed member.
   */
  async update(actor: Actor, input: ProfileUpdate): Promise<MemberProfile> {
    const nickname = input.nickname === undefined ? undefined : checkedNickname(input.nickname);
    const phone = input.phone === undefined ? undefined : checkedPhone(input.phone);
    try {
      await this.db.transaction(async (tx) => {
        const [before] = await tx.query<{ nickname: string; phone: string }>(
          'SELECT nickname, phone FROM members WHERE id = $1 FOR UPDATE',
          [actor.memberId],
        );
        if (!before) throw new AppError(404, 'MEMBER_NOT_FOUND');
        const after = { nickname: nickname ?? before.nickname, phone: phone ?? before.phone };
        if (after.nickname === before.nickname && after.phone === before.phone) return;
        if (after.nickname !== before.nickname) {
          const taken = await tx.query(
            'SELECT 1 FROM members WHERE lower(nickname) = lower($1) AND id <> $2',
            [after.nickname, actor.memberId],
          );
          if (taken.length > 0) throw new AppError(409, 'NICKNAME_TAKEN');
        }
        await tx.query('UPDATE members SET nickname = $2, phone = $3 WHERE id = $1', [
          actor.memberId,
          after.nickname,
          after.phone,
        ]);
        await writeAudit(tx, actor, {
          action: 'member.profile',
          target: `member:${actor.memberId}`,
          before,
          after,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'nickname')) throw new AppError(409, 'NICKNAME_TAKEN');
      throw error;
    }
    return this.profile(actor.memberId);
  }
}

function checkedNickname(raw: string): string {
  const nickname = normaliseNickname(raw);
  const problem = nicknameProblem(nickname);
  if (problem === 'reserved') throw new AppError(400, 'NICKNAME_RESERVED');
  if (problem) throw new AppError(400, 'NICKNAME_INVALID');
  return nickname;
}

/** Stored as digits (spec §9: shown with hyphens). */
function checkedPhone(raw: string): string {
  if (!isMobilePhone(raw) || /[^\d\s-]/.test(raw)) throw new AppError(400, 'PHONE_INVALID');
  return phoneDigits(raw);
}
