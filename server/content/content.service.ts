import type {
  AdminEvent,
  EventDetail,
  EventInput,
  EventSummary,
} from '../../common/contract/content.contract';
import { eventPhase, seoulDate } from '../../common/domain/event-period';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { sanitisePopupHtml } from '../platform/lib/html-sanitizer';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';

/** Characters of plain text the event list shows under each title. */
export const EVENT_SUMMARY_CHARS = 80;

interface EventRow {
  id: number;
  title: string;
  body_html: string;
  start_date: string;
  end_date: string;
  visible: boolean;
  updated_at: string;
}

const EVENT_COLUMNS = 'id, title, body_html, start_date, end_date, visible, updated_at';

/**
 * Current events first (ended ones labelled 종료 on the page): ongoing ones newest
 * start first, then upcoming ones soonest first, then ended ones latest end first. `$1` is
 * today's Seoul date.
 */
const EVENT_ORDER = `
  CASE WHEN $1::date < start_date THEN 1 WHEN $1::date > end_date THEN 2 ELSE 0 END,
  CASE WHEN $1::date < start_date THEN start_date END ASC,
  CASE WHEN $1::date BETWEEN start_date AND end_date THEN start_date END DESC,
  end_date DESC, id DESC`;

/** Tags out, the common entities back, whitespace collapsed: the list's one-line teaser. */
export function plainSummary(html: string, maxChars = EVENT_SUMMARY_CHARS): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d|\/tr|\/td|\/th|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/<[^>]*$/, '') // a tag cut by the list's left(body, 4000)
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : text;
}

/**
 * Events, rule sections and the live-TV broadcast setting: operators write (each change audited
 * in its transaction), members read. Rich text is sanitised on the way in, once, so a stored
 * body is always safe to render.
 */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return seoulDate(this.clock());
  }

  private summaryOf(row: EventRow, today: string): EventSummary {
    return {
      id: row.id,
      title: row.title,
      startDate: row.start_date,
      endDate: row.end_date,
      phase: eventPhase(row.start_date, row.end_date, today),
      summary: plainSummary(row.body_html),
    };
  }

  private adminEventOf(row: EventRow, today: string): AdminEvent {
    return {
      ...this.summaryOf(row, today),
      bodyHtml: row.body_html,
      visible: row.visible,
      updatedAt: row.updated_at,
    };
  }

  /** Members: visible events only, 15 a page (spec §9). */
  async eventPage(page: number) {
    const today = this.today();
    const { limit, offset } = pageWindow(page);
    const [rows, total] = await Promise.all([
      this.db.query<EventRow>(
        `SELECT id, title, left(body_html, 4000) AS body_html, start_date, end_date, visible,
                updated_at
           FROM content_events WHERE visible ORDER BY ${EVENT_ORDER} LIMIT $2 OFFSET $3`,
        [today, limit, offset],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM content_events WHERE visible',
      ),
    ]);
    return pageOfRows(
      rows.map((row) => this.summaryOf(row, today)),
      page,
      countFrom(total),
    );
  }

  /** A hidden event answers 404 like a missing one. */
  async eventDetail(id: number): Promise<EventDetail> {
    const [row] = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM content_events WHERE id = $1 AND visible`,
      [id],
    );
    if (!row) throw new AppError(404, 'EVENT_NOT_FOUND');
    return { ...this.summaryOf(row, this.today()), bodyHtml: row.body_html };
  }

  async adminEvents(): Promise<AdminEvent[]> {
    const today = this.today();
    const rows = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM content_events ORDER BY ${EVENT_ORDER}`,
      [today],
    );
    return rows.map((row) => this.adminEventOf(row, today));
  }

  private async findEvent(q: Queryable, id: number, forUpdate = false): Promise<AdminEvent> {
    const [row] = await q.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM content_events WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!row) throw new AppError(404, 'EVENT_NOT_FOUND');
    return this.adminEventOf(row, this.today());
  }

  async createEvent(actor: Actor, input: EventInput): Promise<AdminEvent> {
    return this.db.transaction(async (tx) => {
      const now = this.clock().toISOString();
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO content_events (title, body_html, start_date, end_date, visible,
                                     created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [...eventParams(input), now],
      );
      const created = await this.findEvent(tx, row!.id);
      await writeAudit(tx, actor, {
        action: 'event.create',
        target: `event:${created.id}`,
        before: null,
        after: auditedEvent(created),
      });
      return created;
    });
  }

  async updateEvent(actor: Actor, id: number, input: EventInput): Promise<AdminEvent> {
    return this.db.transaction(async (tx) => {
      const before = await this.findEvent(tx, id, true);
      await tx.query(
        `UPDATE content_events SET title = $1, body_html = $2, start_date = $3, end_date = $4,
                visible = $5, updated_at = $6 WHERE id = $7`,
        [...eventParams(input), this.clock().toISOString(), id],
      );
      const after = await this.findEvent(tx, id);
      await writeAudit(tx, actor, {
        action: 'event.update',
        target: `event:${id}`,
        before: auditedEvent(before),
        after: auditedEvent(after),
      });
      return after;
    });
  }

  async deleteEvent(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.findEvent(tx, id, true);
      await tx.query('DELETE FROM content_events WHERE id = $1', [id]);
      await writeAudit(tx, actor, {
        action: 'event.delete',
        target: `event:${id}`,
        before: auditedEvent(before),
        after: null,
      });
    });
  }
}

function eventParams(input: EventInput) {
  return [
    input.title,
    sanitisePopupHtml(input.bodyHtml),
    input.startDate,
    input.endDate,
    input.visible,
  ];
}

/** The audit row keeps the body's size, not the body: the log stays readable. */
function auditedEvent(e: AdminEvent) {
  const { title, startDate, endDate, visible } = e;
  return { title, startDate, endDate, visible, bodyLength: e.bodyHtml.length };
}
