import type { Queryable } from '../db/db';
import { AppError } from './app-error';
import { MINUTE_MS } from './clock';

export interface LoginLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  failureWindowMin: number;
}

/**
 * Refuses a login attempt once the account or the IP has failed too often in the window
 * (issue "Foundation": 10 per account per 15 minutes, then 429 even with the right password).
 */
export async function assertLoginAllowed(
  q: Queryable,
  limits: LoginLimits,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - limits.failureWindowMin * MINUTE_MS).toISOString();
  const [row] = await q.query<{ account_failures: number; ip_failures: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $1) AS account_failures,
            count(*) FILTER (WHERE ip = $2) AS ip_failures
       FROM login_failures
      WHERE created_at > $3::timestamptz AND (user_id = $1 OR ip = $2)`,
    [userId, ip, since],
  );
  if (
    (row?.account_failures ?? 0) >= limits.maxFailuresPerAccount ||
    (row?.ip_failures ?? 0) >= limits.maxFailuresPerIp
  ) {
    throw new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS');
  }
}

export async function recordLoginFailure(
  q: Queryable,
  userId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await q.query('INSERT INTO login_failures (user_id, ip, created_at) VALUES ($1, $2, $3)', [
    userId.slice(0, 64),
    ip,
    now.toISOString(),
  ]);
}
