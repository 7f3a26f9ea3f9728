import type { Queryable } from '../db/db';
import { AppError } from './app-error';

/** Why a session ended; the value decides what its token gets back (migration 001). */
export type SessionEndReason =
  'replaced' | 'forced' | 'blocked' | 'logout' | 'expired' | 'password';

/**
 * Ends the member's live sessions (all, or all but one) and returns their ids, so the caller can
 * tell those streams after commit.
 */
export async function endMemberSessions(
  tx: Queryable,
  memberId: number,
  reason: SessionEndReason,
  now: Date,
  exceptSessionId?: number,
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE sessions SET ended_at = $3, ended_reason = $2
      WHERE member_id = $1 AND ended_at IS NULL AND id <> $4
      RETURNING id`,
    [memberId, reason, now.toISOString(), exceptSessionId ?? 0],
  );
  return rows.map((row) => row.id);
}

export async function endSession(
  q: Queryable,
  sessionId: number,
  reason: SessionEndReason,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET ended_at = $3, ended_reason = $2 WHERE id = $1 AND ended_at IS NULL`,
    [sessionId, reason, now.toISOString()],
  );
}

/**
 * What a request with an ended token gets (spec §8): 555 replaced elsewhere, 556 logged out by
 * an operator, 406 account blocked; a logout, expiry or password change is a plain 401.
 */
export function endedSessionError(reason: string | null): AppError {
  switch (reason) {
    case 'replaced':
      return new AppError(555, 'SESSION_REPLACED');
    case 'forced':
      return new AppError(556, 'SESSION_ENDED');
    case 'blocked':
      return new AppError(406, 'ACCOUNT_BLOCKED');
    default:
      return new AppError(401, 'UNAUTHENTICATED');
  }
}
