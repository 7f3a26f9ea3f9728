import type { Message } from '../../src/contract/message.contract';
import type { Db, Queryable } from '../db/db';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { countFrom, pageOfRows, pageWindow } from './paging';
import type { Realtime } from './realtime';

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

  /** After commit: the member's count, so the forced-inbox rule (spec §4) applies at once. */
  async announceUnread(memberId: number): Promise<void> {
    this.realtime.toMember(memberId, { type: 'unread', count: await this.unreadCount(memberId) });
  }
}
