/**
 * Deciding a member's request (a charge or exchange, a settlement of rolling or event rewards):
 * the one shape both use-cases share. In one transaction: the row leaves 'pending' by a
 * conditional UPDATE (of two racing decisions the second finds no pending row: 409, or 404 for
 * no row at all), the area moves the money for the decision, and the audit row records the
 * request and the member's balances before and after. The caller publishes after the commit.
 */
import type { ErrorCode } from '../../../common/i18n/errors.ko';
import type { Db, Queryable } from '../db/db';
import { AppError } from './app-error';
import { writeAudit, type Actor } from './audit.service';

export type RequestDecision = 'approved' | 'rejected';

/** What every decidable request row carries. */
export interface DecidableRow {
  id: number;
  member_id: number;
}

export interface DecideRequestSpec<Row extends DecidableRow, View> {
  /** The requests' table and the columns the decision needs back. */
  table: 'wallet_requests' | 'settlement_requests';
  returning: string;
  /** 409 when already decided, 404 when there is no such request. */
  decided: ErrorCode;
  notFound: ErrorCode;
  /** Audit action prefix (`<prefix>.approve` / `<prefix>.reject`) and target prefix (`<prefix>:<id>`). */
  auditAction: string;
  auditTarget: string;
  /** The request's fields the audit row shows before and after the decision. */
  auditBefore(row: Row): Record<string, unknown>;
  auditAfter(row: Row): Record<string, unknown>;
  /** The member's balances, as the audit row shows them. */
  balancesOf(tx: Queryable, memberId: number): Promise<object>;
  /** Moves the money (or frees what the request held), inside the transaction. */
  apply(tx: Queryable, row: Row, decision: RequestDecision): Promise<void>;
  /** The operator's view of the decided request, read inside the transaction. */
  view(tx: Queryable, id: number): Promise<View>;
}

export async function decideRequest<Row extends DecidableRow, View>(
  db: Db,
  spec: DecideRequestSpec<Row, View>,
  decision: { actor: Actor; id: number; status: RequestDecision; reason: string | null; at: Date },
): Promise<{ request: View; memberId: number }> {
  const { actor, id, status, reason, at } = decision;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(
      `UPDATE ${spec.table}
          SET status = $2, reject_reason = $3, decided_at = $4, decided_by = $5
        WHERE id = $1 AND status = 'pending'
        RETURNING ${spec.returning}`,
      [id, status, reason, at.toISOString(), actor.memberId],
    );
    if (!row) {
      const exists = await tx.query(`SELECT 1 FROM ${spec.table} WHERE id = $1`, [id]);
      throw exists.length > 0 ? new AppError(409, spec.decided) : new AppError(404, spec.notFound);
    }
    const before = await spec.balancesOf(tx, row.member_id);
    await spec.apply(tx, row, status);
    const after = await spec.balancesOf(tx, row.member_id);
    await writeAudit(tx, actor, {
      action: `${spec.auditAction}.${status === 'approved' ? 'approve' : 'reject'}`,
      target: `${spec.auditTarget}:${row.id}`,
      before: { status: 'pending', ...spec.auditBefore(row), ...before },
      after: { status, ...spec.auditAfter(row), reason, ...after },
    });
    return { request: await spec.view(tx, row.id), memberId: row.member_id };
  });
}
