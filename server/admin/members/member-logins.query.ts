/**
 * A member's login history and the multi-account signal. Every login is a
 * sessions row (server/auth/session.service.ts) with its IP and user agent (the "device"), so both
 * are read from there; migration 030 indexes the table by member, by IP and by user agent.
 */
import type {
  LoginHistoryEntry,
  SharedLoginMember,
} from '../../../common/contract/member-admin.contract';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';

/** The signal lists the members sharing most IPs first, and no more than this many. */
const SHARED_MEMBERS_MAX = 100;

export class MemberLoginsQuery {
  constructor(private readonly db: Db) {}

  async history(memberId: number, page: number) {
    await this.assertMember(memberId);
    const { limit, offset } = pageWindow(page);
    const [items, total] = await Promise.all([
      this.db.query<LoginHistoryEntry>(
        `SELECT id, created_at AS "createdAt", ip, user_agent AS "userAgent",
                ended_at AS "endedAt", ended_reason AS "endedReason"
           FROM sessions WHERE member_id = $1
          ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM sessions WHERE member_id = $1',
        [memberId],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /**
   * Other members who ever logged in from an IP or with a user agent this member used; empty
   * values (a login whose request had none) share nothing. A shared IP is the stronger sign, so
   * those members come first. A user agent alone is common to many people on the same browser
   * version: the operator reads it as a hint beside the IPs.
   */
  async shared(memberId: number): Promise<SharedLoginMember[]> {
    await this.assertMember(memberId);
    return this.db.query<SharedLoginMember>(
      `WITH ips AS (
         SELECT DISTINCT ip FROM sessions WHERE member_id = $1 AND ip <> ''
       ), devices AS (
         SELECT DISTINCT user_agent FROM sessions WHERE member_id = $1 AND user_agent <> ''
       ), hits AS (
         SELECT s.member_id, s.ip AS shared_ip, NULL::text AS shared_device, s.created_at
           FROM sessions s JOIN ips ON s.ip = ips.ip
          WHERE s.member_id <> $1
         UNION ALL
         SELECT s.member_id, NULL::text, s.user_agent, s.created_at
           FROM sessions s JOIN devices d ON s.user_agent = d.user_agent
          WHERE s.member_id <> $1
       )
       SELECT h.member_id AS "memberId", m.user_id AS "userId", m.nickname, m.blocked,
              COALESCE(array_agg(DISTINCT h.shared_ip)
                         FILTER (WHERE h.shared_ip IS NOT NULL), '{}') AS "sharedIps",
              COALESCE(array_agg(DISTINCT h.shared_device)
                         FILTER (WHERE h.shared_device IS NOT NULL), '{}') AS "sharedDevices",
              max(h.created_at) AS "lastLoginAt"
         FROM hits h JOIN members m ON m.id = h.member_id
        GROUP BY h.member_id, m.user_id, m.nickname, m.blocked
        ORDER BY count(DISTINCT h.shared_ip) DESC, max(h.created_at) DESC, h.member_id
        LIMIT $2`,
      [memberId, SHARED_MEMBERS_MAX],
    );
  }

  private async assertMember(memberId: number): Promise<void> {
    const rows = await this.db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
    if (rows.length === 0) throw new AppError(404, 'MEMBER_NOT_FOUND');
  }
}
