/**
 * The withdraw password an exchange request must carry: wrong tries are recorded and
 * committed on their own, so a rolled-back request still counts against the limit.
 */
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { MINUTE_MS } from '../platform/lib/clock';
import { verifyPassword } from '../platform/lib/password-hasher';

/** 5 wrong withdraw passwords in 15 minutes lock exchange requests (429). */
export const PIN_MAX_FAILURES = 5;
export const PIN_FAILURE_WINDOW_MIN = 15;

/** Wrong → 400 (recorded, committed on its own); 5 wrong in 15 minutes → 429 until they age. */
export async function verifyWithdrawPassword(
  db: Db,
  now: Date,
  memberId: number,
  password: string,
): Promise<void> {
  const since = new Date(now.getTime() - PIN_FAILURE_WINDOW_MIN * MINUTE_MS).toISOString();
  const [failures] = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM wallet_pin_failures
      WHERE member_id = $1 AND created_at > $2::timestamptz`,
    [memberId, since],
  );
  if ((failures?.count ?? 0) >= PIN_MAX_FAILURES) {
    throw new AppError(429, 'TOO_MANY_WITHDRAW_PASSWORD_ATTEMPTS');
  }
  const [member] = await db.query<{ withdraw_password_hash: string | null }>(
    'SELECT withdraw_password_hash FROM members WHERE id = $1',
    [memberId],
  );
  const hash = member?.withdraw_password_hash;
  const ok = hash ? await verifyPassword(hash, password) : false;
  if (!ok) {
    await db.query('INSERT INTO wallet_pin_failures (member_id, created_at) VALUES ($1, $2)', [
      memberId,
      now.toISOString(),
    ]);
    throw new AppError(400, 'WRONG_WITHDRAW_PASSWORD');
  }
}
