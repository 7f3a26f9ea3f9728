import type { BroadcastMessage } from '../../common/contract/content.contract';
import { notBlockedSql } from '../responsible/responsible-usage';
import type { Message } from '../../common/contract/message.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import type { Realtime } from '../platform/sse/realtime';

/**
 * Who a broadcast reaches (`$1` is the level, or null for every member): playing members, not
 * blocked or withdrawn, and not in a time-out or self-exclusion of their own (messages
 * stop for them; judged at the database's now()).
 */
const BROADCAST_RECIPIENTS = `m.type = 1 AND m.role <> 10 AND NOT m.blocked
  AND m.withdrawal_type = 0 AND ($1::int IS NULL OR m.level = $1)
  AND ${notBlockedSql('m.id', 'now()')}`;
const levelOf = (target: BroadcastMessage['target']) =>
  target.kind === 'level' ? target.level : null;

const MESSAGE_COLUMNS = `id, title, body, created_at AS "createdAt", read_at AS "readAt"`;

/** The member's inbox (spec §4 "Unread messages", §7 /message/unread). */
export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async unreadCount(memberId: number, q: Queryable = this.db): Promise<number> {
    const rows = await q.query<{ count: number }>(
      `SELECT count(*) AS count FROM messages
        WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL`,
      [memberId],
    );
    return countFrom(rows);
  }

  /** Own messages only, unread first, then newest (page size 15, spec §9). */
  async page(memberId: number, page: number) {
    const { limit, offset } = pageWindow(page);
    const [items, total] = await Promise.all([
      this.db.query<Message>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages
          WHERE member_id = $1 AND deleted_at IS NULL
          ORDER BY (read_at IS NULL) DESC, id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM messages WHERE member_id = $1 AND deleted_at IS NULL',
        [memberId],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /** Another member's id answers 404 like a missing one: ids reveal nothing. */
  async markRead(memberId: number, messageId: number): Promise<void> {
    const rows = await this.db.query(
      `UPDATE messages SET read_at = COALESCE(read_at, $3)
        WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id`,
      [messageId, memberId, this.clock().toISOString()],
    );
    if (rows.length === 0) throw new AppError(404, 'MESSAGE_NOT_FOUND');
    await this.announceUnread(memberId);
  }

  async remove(memberId: number, messageId: number): Promise<void> {
    const rows = await this.db.query(
      `UPDATE messages SET deleted_at = $3
        WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id`,
      [messageId, memberId, this.clock().toISOString()],
    );
    if (rows.length === 0) throw new AppError(404, 'MESSAGE_NOT_FOUND');
    await this.announceUnread(memberId);
  }

  /** Operator → member; the caller owns the transaction (and its audit row). */
  async send(
    tx: Queryable,
    input: { memberId: number; senderId: number; title: string; body: string },
  ): Promise<{ id: number }> {
    const member = await tx.query('SELECT 1 FROM members WHERE id = $1', [input.memberId]);
    if (member.length === 0) throw new AppError(404, 'MEMBER_NOT_FOUND');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO messages (member_id, sender_id, title, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.memberId, input.senderId, input.title, input.body, this.clock().toISOString()],
    );
    return row!;
  }

  /**
   * Operator → every member of a level, or everyone: one INSERT … SELECT whatever the
   * number of recipients. Staff (admins, managers), blocked and withdrawn accounts are left out.
   * The caller owns the transaction (and its audit row).
   */
  async broadcast(
    tx: Queryable,
    input: BroadcastMessage & { senderId: number },
  ): Promise<{ recipients: number }> {
    const rows = await tx.query<{ count: number }>(
      `WITH sent AS (
         INSERT INTO messages (member_id, sender_id, title, body, created_at)
         SELECT m.id, $2, $3, $4, $5 FROM members m WHERE ${BROADCAST_RECIPIENTS}
         RETURNING member_id)
       SELECT count(*) AS count FROM sent`,
      [levelOf(input.target), input.senderId, input.title, input.body, this.clock().toISOString()],
    );
    return { recipients: countFrom(rows) };
  }

  /**
   * After a broadcast commits: each recipient with a live session hears its new unread count, so
   * the forced-inbox rule (spec §4) applies at once. One grouped query; members who are offline
   * get the count from GET /message/unread when they next log in.
   */
  async announceBroadcast(target: BroadcastMessage['target']): Promise<number> {
    const rows = await this.db.query<{ member_id: number; count: number }>(
      `SELECT m.id AS member_id, count(msg.id) AS count
         FROM members m
         JOIN messages msg ON msg.member_id = m.id AND msg.deleted_at IS NULL
                          AND msg.read_at IS NULL
        WHERE ${BROADCAST_RECIPIENTS}
          AND EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.ended_at IS NULL)
        GROUP BY m.id`,
      [levelOf(target)],
    );
    for (const row of rows) {
      this.realtime.toMember(row.member_id, { type: 'unread', count: row.count });
    }
    return rows.length;
  }

  /** After commit: the member's count, so the forced-inbox rule (spec §4) applies at once. */
  async announceUnread(memberId: number): Promise<void> {
    this.realtime.toMember(memberId, { type: 'unread', count: await this.unreadCount(memberId) });
  }
}
