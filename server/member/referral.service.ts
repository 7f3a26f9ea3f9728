import type {
  FriendPage,
  ReferralCounts,
  ReferralView,
} from '../../common/contract/friend.contract';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { pageOfRows, pageWindow } from '../platform/lib/paging';

/** Characters of a referred member's login id left readable; the rest become '*'. */
const VISIBLE_ID_CHARS = 2;

/**
 * `demo1234` → `de******`. A login id of one or two characters keeps only its first, so a short
 * id is never shown whole.
 */
export function maskUserId(userId: string): string {
  const chars = [...userId];
  const visible = Math.min(VISIBLE_ID_CHARS, Math.max(1, chars.length - 1));
  return chars.slice(0, visible).join('') + '*'.repeat(Math.max(1, chars.length - visible));
}

interface ReferralRow {
  user_id: string;
  nickname: string;
  joined_at: string;
  status: ReferralView['status'];
  deposited: boolean;
}

/** Referred member's status: withdrawn first, then blocked, else active. */
const STATUS_SQL = `CASE WHEN m.withdrawal_type <> 0 THEN 'withdrawn'
  WHEN m.blocked THEN 'blocked' ELSE 'active' END`;
const DEPOSITED_SQL = `EXISTS (SELECT 1 FROM wallet_requests w
  WHERE w.member_id = m.id AND w.kind = 'charge' AND w.status = 'approved')`;

/**
 * Friend / referral: the member's own recommender code and the members who signed up
 * with it (members.recommender_id, set by sign-up). Only ever the caller's own referrals.
 */
export class ReferralService {
  constructor(private readonly db: Db) {}

  async page(memberId: number, page: number): Promise<FriendPage> {
    const { limit, offset } = pageWindow(page);
    const [[me], rows, [counts]] = await Promise.all([
      this.db.query<{ recommend_code: string }>(
        'SELECT recommend_code FROM members WHERE id = $1',
        [memberId],
      ),
      this.db.query<ReferralRow>(
        `SELECT m.user_id, m.nickname, m.created_at AS joined_at, ${STATUS_SQL} AS status,
                ${DEPOSITED_SQL} AS deposited
           FROM members m WHERE m.recommender_id = $1
          ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset],
      ),
      this.db.query<ReferralCounts>(
        `SELECT count(*) AS total,
                count(*) FILTER (WHERE ${STATUS_SQL} = 'active') AS active,
                count(*) FILTER (WHERE ${DEPOSITED_SQL}) AS deposited
           FROM members m WHERE m.recommender_id = $1`,
        [memberId],
      ),
    ]);
    if (!me) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const total = counts ?? { total: 0, active: 0, deposited: 0 };
    const items: ReferralView[] = rows.map((r) => ({
      maskedUserId: maskUserId(r.user_id),
      nickname: r.nickname,
      joinedAt: r.joined_at,
      status: r.status,
      deposited: r.deposited,
    }));
    return {
      ...pageOfRows(items, page, total.total),
      recommendCode: me.recommend_code,
      counts: total,
    };
  }
}
