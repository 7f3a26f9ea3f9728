import type {
  AdminTicketDetail,
  AdminTicketView,
  TicketCreateBody,
  TicketDetail,
  TicketMessage,
  TicketStatus,
  TicketView,
} from '../../common/contract/customer.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import type { Realtime } from '../platform/sse/realtime';

const TICKET_COLUMNS = `t.id, t.category, t.title, t.status,
  t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;
const ADMIN_COLUMNS = `${TICKET_COLUMNS}, m.user_id AS "userId", m.nickname`;

async function messagesOf(q: Queryable, ticketId: number): Promise<TicketMessage[]> {
  return q.query<TicketMessage>(
    `SELECT id, author, body, created_at AS "createdAt"
       FROM customer_messages WHERE ticket_id = $1 ORDER BY id`,
    [ticketId],
  );
}

/**
 * Customer service tickets. Bodies are kept exactly as typed (plain text);
 * members see only their own tickets (another member's id answers 404).
 */
export class CustomerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async create(memberId: number, input: TicketCreateBody): Promise<TicketDetail> {
    const id = await this.db.transaction(async (tx) => {
      const now = this.clock().toISOString();
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO customer_tickets (member_id, category, title, status, created_at, updated_at)
         VALUES ($1, $2, $3, 'open', $4, $4) RETURNING id`,
        [memberId, input.category, input.title, now],
      );
      await this.insertMessage(tx, row!.id, 'member', memberId, input.body, now);
      return row!.id;
    });
    return this.memberDetail(memberId, id);
  }

  async memberPage(memberId: number, page: number) {
    const { limit, offset } = pageWindow(page);
    const [items, total] = await Promise.all([
      this.db.query<TicketView>(
        `SELECT ${TICKET_COLUMNS} FROM customer_tickets t WHERE t.member_id = $1
          ORDER BY t.id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM customer_tickets WHERE member_id = $1',
        [memberId],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  async memberDetail(memberId: number, id: number): Promise<TicketDetail> {
    const [ticket] = await this.db.query<TicketView>(
      `SELECT ${TICKET_COLUMNS} FROM customer_tickets t WHERE t.id = $1 AND t.member_id = $2`,
      [id, memberId],
    );
    if (!ticket) throw new AppError(404, 'TICKET_NOT_FOUND');
    return { ticket, messages: await messagesOf(this.db, id) };
  }

  /** The member adds to an own ticket; a closed one takes no more (409). */
  async memberMessage(memberId: number, id: number, body: string): Promise<TicketDetail> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: TicketStatus }>(
        'SELECT status FROM customer_tickets WHERE id = $1 AND member_id = $2 FOR UPDATE',
        [id, memberId],
      );
      if (!row) throw new AppError(404, 'TICKET_NOT_FOUND');
      if (row.status === 'closed') throw new AppError(409, 'TICKET_CLOSED');
      const now = this.clock().toISOString();
      await this.insertMessage(tx, id, 'member', memberId, body, now);
      await tx.query(`UPDATE customer_tickets SET status = 'open', updated_at = $2 WHERE id = $1`, [
        id,
        now,
      ]);
    });
    return this.memberDetail(memberId, id);
  }

  async adminPage(status: TicketStatus | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const where = `($1::text IS NULL OR t.status = $1)`;
    const [items, total] = await Promise.all([
      this.db.query<AdminTicketView>(
        `SELECT ${ADMIN_COLUMNS} FROM customer_tickets t JOIN members m ON m.id = t.member_id
          WHERE ${where} ORDER BY (t.status = 'open') DESC, t.id DESC LIMIT $2 OFFSET $3`,
        [status ?? null, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM customer_tickets t WHERE ${where}`,
        [status ?? null],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  async adminDetail(id: number, q: Queryable = this.db): Promise<AdminTicketDetail> {
    const [ticket] = await q.query<AdminTicketView>(
      `SELECT ${ADMIN_COLUMNS} FROM customer_tickets t JOIN members m ON m.id = t.member_id
        WHERE t.id = $1`,
      [id],
    );
    if (!ticket) throw new AppError(404, 'TICKET_NOT_FOUND');
    return { ticket, messages: await messagesOf(q, id) };
  }

  /** An operator's answer (audited); the member's open view hears `ticketReply` and refetches. */
  async reply(actor: Actor, id: number, body: string): Promise<AdminTicketDetail> {
    const memberId = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ member_id: number; status: TicketStatus }>(
        'SELECT member_id, status FROM customer_tickets WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) throw new AppError(404, 'TICKET_NOT_FOUND');
      if (row.status === 'closed') throw new AppError(409, 'TICKET_CLOSED');
      const now = this.clock().toISOString();
      const messageId = await this.insertMessage(tx, id, 'operator', actor.memberId, body, now);
      await tx.query(
        `UPDATE customer_tickets SET status = 'answered', updated_at = $2 WHERE id = $1`,
        [id, now],
      );
      await writeAudit(tx, actor, {
        action: 'customer.reply',
        target: `customer-ticket:${id}`,
        before: { status: row.status },
        after: { status: 'answered', messageId, length: body.length },
      });
      return row.member_id;
    });
    this.realtime.toMember(memberId, { type: 'ticketReply', ticketId: id });
    return this.adminDetail(id);
  }

  /**
   * The member ends an own ticket (another member's id answers 404). Closing a closed ticket
   * changes nothing. A closed ticket takes no more messages from either side (409).
   */
  async memberClose(memberId: number, id: number): Promise<TicketDetail> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: TicketStatus }>(
        'SELECT status FROM customer_tickets WHERE id = $1 AND member_id = $2 FOR UPDATE',
        [id, memberId],
      );
      if (!row) throw new AppError(404, 'TICKET_NOT_FOUND');
      if (row.status !== 'closed') await this.markClosed(tx, id);
    });
    return this.memberDetail(memberId, id);
  }

  /** An operator ends any ticket (audited); the member's open view hears it and refetches. */
  async adminClose(actor: Actor, id: number): Promise<AdminTicketDetail> {
    const closed = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ member_id: number; status: TicketStatus }>(
        'SELECT member_id, status FROM customer_tickets WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) throw new AppError(404, 'TICKET_NOT_FOUND');
      if (row.status === 'closed') return null;
      await this.markClosed(tx, id);
      await writeAudit(tx, actor, {
        action: 'customer.close',
        target: `customer-ticket:${id}`,
        before: { status: row.status },
        after: { status: 'closed' },
      });
      return row.member_id;
    });
    if (closed !== null) this.realtime.toMember(closed, { type: 'ticketReply', ticketId: id });
    return this.adminDetail(id);
  }

  private async markClosed(tx: Queryable, id: number): Promise<void> {
    await tx.query(`UPDATE customer_tickets SET status = 'closed', updated_at = $2 WHERE id = $1`, [
      id,
      this.clock().toISOString(),
    ]);
  }

  private async insertMessage(
    tx: Queryable,
    ticketId: number,
    author: 'member' | 'operator',
    authorId: number,
    body: string,
    now: string,
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO customer_messages (ticket_id, author, author_id, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [ticketId, author, authorId, body, now],
    );
    return row!.id;
  }
}
