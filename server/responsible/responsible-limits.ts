/**
 * Setting a limit (UKGC RTS 12): a new or lower limit is in force at once (and drops a
 * pending raise); a higher limit or a removal waits 24 hours, then applies only when the member
 * confirms it again. Each runs inside the caller's transaction, after the member's row lock.
 */
import {
  RESPONSIBLE_COOL_OFF_HOURS,
  RESPONSIBLE_REFUSAL_CODES as CODES,
  type ResponsibleLimitKind,
} from '../../common/contract/responsible.contract';
import { RESPONSIBLE_REFUSALS as TEXT } from '../../common/i18n/responsible-refusals.ko';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { HOUR_MS } from './responsible-periods';
import { writeHistory } from './responsible-views';

interface Current {
  amount_won: number | null;
  has_pending: boolean;
  pending_amount_won: number | null;
  pending_effective_at: string | null;
}

async function current(
  tx: Queryable,
  memberId: number,
  kind: ResponsibleLimitKind,
): Promise<Current | undefined> {
  const [row] = await tx.query<Current>(
    `SELECT amount_won, has_pending, pending_amount_won, pending_effective_at
       FROM rg_limits WHERE member_id = $1 AND kind = $2 FOR UPDATE`,
    [memberId, kind],
  );
  return row && { ...row, amount_won: row.amount_won === null ? null : Number(row.amount_won) };
}

async function store(
  tx: Queryable,
  memberId: number,
  kind: ResponsibleLimitKind,
  amount: number | null,
  pending: { amount: number | null; requestedAt: Date; effectiveAt: Date } | null,
  at: Date,
): Promise<void> {
  if (amount === null && pending === null) {
    await tx.query('DELETE FROM rg_limits WHERE member_id = $1 AND kind = $2', [memberId, kind]);
    return;
  }
  await tx.query(
    `INSERT INTO rg_limits (member_id, kind, amount_won, has_pending, pending_amount_won,
                            pending_requested_at, pending_effective_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (member_id, kind) DO UPDATE SET amount_won = EXCLUDED.amount_won,
       has_pending = EXCLUDED.has_pending, pending_amount_won = EXCLUDED.pending_amount_won,
       pending_requested_at = EXCLUDED.pending_requested_at,
       pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
    [
      memberId,
      kind,
      amount,
      pending !== null,
      pending?.amount ?? null,
      pending?.requestedAt.toISOString() ?? null,
      pending?.effectiveAt.toISOString() ?? null,
      at.toISOString(),
    ],
  );
}

/** A member sets (amount) or removes (null) a limit. */
export async function setLimit(
  tx: Queryable,
  memberId: number,
  kind: ResponsibleLimitKind,
  amount: number | null,
  at: Date,
): Promise<void> {
  const now = await current(tx, memberId, kind);
  const inForce = now?.amount_won ?? null;
  const lowering = amount !== null && (inForce === null || amount <= inForce);
  if (lowering) {
    await store(tx, memberId, kind, amount, null, at);
    await writeHistory(tx, {
      memberId,
      at,
      action: 'limitLowered',
      source: 'member',
      limitKind: kind,
      before: inForce,
      after: amount,
    });
    return;
  }
  if (inForce === null) return; // removing a limit that is not there: nothing to do
  const effectiveAt = new Date(at.getTime() + RESPONSIBLE_COOL_OFF_HOURS * HOUR_MS);
  await store(tx, memberId, kind, inForce, { amount, requestedAt: at, effectiveAt }, at);
  await writeHistory(tx, {
    memberId,
    at,
    action: 'limitRaiseRequested',
    source: 'member',
    limitKind: kind,
    before: inForce,
    after: amount,
    until: effectiveAt,
  });
}

/** The member's second yes, once the cool-off has passed: the raise or removal applies. */
export async function confirmLimit(
  tx: Queryable,
  memberId: number,
  kind: ResponsibleLimitKind,
  at: Date,
): Promise<void> {
  const now = await current(tx, memberId, kind);
  if (!now?.has_pending || new Date(now.pending_effective_at!).getTime() > at.getTime()) {
    throw new AppError(409, CODES.nothingToConfirm, TEXT.nothingToConfirm);
  }
  const amount = now.pending_amount_won === null ? null : Number(now.pending_amount_won);
  await store(tx, memberId, kind, amount, null, at);
  await writeHistory(tx, {
    memberId,
    at,
    action: 'limitRaiseConfirmed',
    source: 'member',
    limitKind: kind,
    before: now.amount_won,
    after: amount,
  });
}

/** The member drops a pending raise or removal: the limit in force stays. */
export async function cancelPendingLimit(
  tx: Queryable,
  memberId: number,
  kind: ResponsibleLimitKind,
  at: Date,
): Promise<void> {
  const now = await current(tx, memberId, kind);
  if (!now?.has_pending) return;
  await store(tx, memberId, kind, now.amount_won, null, at);
  await writeHistory(tx, {
    memberId,
    at,
    action: 'limitRaiseCancelled',
    source: 'member',
    limitKind: kind,
    before: now.amount_won,
    after: now.pending_amount_won === null ? null : Number(now.pending_amount_won),
  });
}
