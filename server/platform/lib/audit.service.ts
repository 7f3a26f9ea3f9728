import type { Db, Queryable } from '../db/db';
import { countFrom, pageOfRows, pageWindow } from './paging';

/** Who did it and from where: every admin use-case takes one. */
export interface Actor {
  memberId: number;
  ip: string;
}

export interface AuditEntry {
  id: number;
  actorUserId: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: string;
}

export interface AuditEntryInput {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes the audit row of an admin action inside the action's own transaction, so an action
 * and its record commit or vanish together (before/after JSON, actor, ip).
 */
export async function writeAudit(
  tx: Queryable,
  actor: Actor,
  entry: AuditEntryInput,
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, action, target, before, after, ip)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
    [
      actor.memberId,
      entry.action,
      entry.target,
      jsonOrNull(entry.before),
      jsonOrNull(entry.after),
      actor.ip,
    ],
  );
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export class AuditService {
  constructor(private readonly db: Db) {}

  async page(page: number) {
    const { limit, offset } = pageWindow(page);
    const [items, total] = await Promise.all([
      this.db.query<AuditEntry>(
        `SELECT l.id, COALESCE(m.user_id, '') AS "actorUserId", l.action, l.target,
                l.before, l.after, l.ip, l.created_at AS "createdAt"
           FROM audit_log l LEFT JOIN members m ON m.id = l.actor_id
          ORDER BY l.id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      this.db.query<{ count: number }>('SELECT count(*) AS count FROM audit_log'),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }
}
