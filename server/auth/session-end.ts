import type { SessionEndedStatus } from '../../common/contract/sse.contract';
import type { ErrorCode } from '../../common/i18n/errors.ko';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { MINUTE_MS } from '../platform/lib/clock';

/** Why a session ended; the value decides what its token gets back (migration 001). */
export type SessionEndReason =
  'replaced' | 'forced' | 'blocked' | 'logout' | 'expired' | 'password';

/**
 * How long a session may go without a request before it expires (token check and sweep): the
 * configured autoLogoutMin (spec §4). Entering casino or slot extends a session past it
 * (`extendSession`, spec §4 "120 minutes after entering casino or slot").
 */
export function idleLimitMs(autoLogoutMin: number): number {
  return autoLogoutMin * MINUTE_MS;
}

/**
 * True while a casino or slot launch keeps the session live whatever its idle time
 * (sessions.extended_until, migration 025). `extendedUntil` as the database hands it.
 */
export function isExtended(extendedUntil: string | Date | null, now: Date): boolean {
  return extendedUntil !== null && new Date(extendedUntil).getTime() > now.getTime();
}

/**
 * Keeps a live session from idle expiry until `until` (spec §4, §9: 120 minutes after entering
 * casino or slot). Never shortens an extension already further ahead. The casino
 * launch calls it inside its own transaction; auth keeps the only writes to its table here.
 * False when the session has already ended (nothing to extend).
 */
export async function extendSession(
  q: Queryable,
  sessionId: number,
  until: Date,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE sessions SET extended_until = GREATEST(COALESCE(extended_until, $2), $2)
      WHERE id = $1 AND ended_at IS NULL RETURNING id`,
    [sessionId, until.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Ends the member's live sessions (all, or all but one) and returns their ids. The caller hands
 * them to `Realtime.sessionsEnded` after commit, which closes their streams on every node.
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

/**
 * The session time limit (migration 027): the member's live sessions end at their
 * start + `minutes` (null: no limit). Set at login; moved here when the member changes it.
 */
export async function retimeLiveSessions(
  q: Queryable,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET limit_ends_at = created_at + make_interval(mins => $2::int)
      WHERE member_id = $1 AND ended_at IS NULL`,
    [memberId, minutes],
  );
}

/** Ends one session; true when this call ended it (false: it had already ended). */
export async function endSession(
  q: Queryable,
  sessionId: number,
  reason: SessionEndReason,
  now: Date,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE sessions SET ended_at = $3, ended_reason = $2
      WHERE id = $1 AND ended_at IS NULL RETURNING id`,
    [sessionId, reason, now.toISOString()],
  );
  return rows.length > 0;
}

/**
 * What a token of an ended session answers (spec §8): 555 replaced elsewhere, 556 logged out by
 * an operator, 406 account blocked; a logout, expiry or password change is a plain 401. Its
 * streams hear the same status in their last event.
 */
export function endedSessionStatus(reason: string | null): SessionEndedStatus {
  switch (reason) {
    case 'replaced':
      return 555;
    case 'forced':
      return 556;
    case 'blocked':
      return 406;
    default:
      return 401;
  }
}

const ENDED_SESSION_CODES: Record<SessionEndedStatus, ErrorCode> = {
  555: 'SESSION_REPLACED',
  556: 'SESSION_ENDED',
  406: 'ACCOUNT_BLOCKED',
  401: 'UNAUTHENTICATED',
};

export function endedSessionError(reason: string | null): AppError {
  const status = endedSessionStatus(reason);
  return new AppError(status, ENDED_SESSION_CODES[status]);
}
