/**
 * Throttles the current-password check of change-password: with a stolen token it
 * was an unlimited password oracle. Like login (server/auth/login-throttle.ts), after
 * 5 wrong current passwords of a member in 15 minutes, the member's next checks are refused
 * with 429 TOO_MANY_PASSWORD_ATTEMPTS, even the right password, until the oldest of them is
 * 15 minutes old. The failures live in `password_check_failures`, so every node sees them.
 *
 * Counted per member, not per session: one live session per member means a thief holds one
 * token anyway, and fresh tokens (stolen again later) do not bring fresh tries. An owner who
 * finds the form refused can still log in, which ends the thief's session (555), and change
 * the password once the window passed. These are constants rather than config: PasswordService
 * is built without the config (server/services.ts).
 *
 * Checks that arrive together cannot all slip under the limit: the check takes the member's
 * advisory lock and records the attempt as a failure in the same transaction, before the
 * password is verified; a right password removes the record (`PasswordCheck.passed`).
 */
import type { Db } from '../platform/db/db';
import { MINUTE_MS } from '../platform/lib/clock';
import { RetryLaterError, secondsUntil } from '../platform/lib/retry-later';

export const PASSWORD_CHECK_MAX_FAILURES = 5;
export const PASSWORD_CHECK_WINDOW_MIN = 15;
/** Advisory-lock class (two-int form), next to login's (login-throttle.ts). */
const PASSWORD_CHECK_LOCK_CLASS = 4_201_023;

/** A checked attempt, counted as a failure unless the password turns out right. */
export interface PasswordCheck {
  passed(): Promise<void>;
}

/** Refuses the check (429) or records it as a failure until `passed()` is called. */
export async function beginPasswordCheck(
  db: Db,
  memberId: number,
  now: Date,
): Promise<PasswordCheck> {
  const windowStart = new Date(now.getTime() - PASSWORD_CHECK_WINDOW_MIN * MINUTE_MS);
  const failureId = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema() || $2))', [
      PASSWORD_CHECK_LOCK_CLASS,
      String(memberId),
    ]);
    const [counts] = await tx.query<{ failures: number; oldest: string | null }>(
      `SELECT count(*) AS failures, min(created_at) AS oldest
         FROM password_check_failures
        WHERE member_id = $1 AND created_at > $2`,
      [memberId, windowStart.toISOString()],
    );
    if (counts && counts.failures >= PASSWORD_CHECK_MAX_FAILURES && counts.oldest) {
      const allowedAt = Date.parse(counts.oldest) + PASSWORD_CHECK_WINDOW_MIN * MINUTE_MS;
      throw new RetryLaterError('TOO_MANY_PASSWORD_ATTEMPTS', secondsUntil(allowedAt, now));
    }
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO password_check_failures (member_id, created_at) VALUES ($1, $2) RETURNING id',
      [memberId, now.toISOString()],
    );
    return row!.id;
  });
  return {
    async passed() {
      await db.query('DELETE FROM password_check_failures WHERE id = $1', [failureId]);
    },
  };
}
