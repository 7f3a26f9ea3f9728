/**
 * Login throttling that slows password guessing without letting anyone lock the owner out.
 * It follows the OWASP Authentication Cheat Sheet: an account lock-out ("10 wrong
 * passwords from anyone lock the account for 15 minutes", the old rule) hands every stranger a
 * way to keep the owner out, so the limits stop the *source* of the guesses and only *slow* the
 * account down, never for the addresses its owner uses. Numbers: `server/config.ts` `login`.
 *
 * An attempt is checked before its password is, against failures in `login_failures` (shared
 * by every node), in this order:
 *  1. Account + address: 10 failures in 15 minutes stop that address for that account, right
 *     password or not, until the oldest of them is 15 minutes old. The attacker is stopped;
 *     the owner, elsewhere, is not.
 *  2. Address over all accounts: 30 failures in 15 minutes stop the address for every account
 *     (credential stuffing).
 *  3. Account, progressively: once the account has 10 failures in 24 hours from all addresses,
 *     an address the member never logged in from (`sessions.ip`) must wait 30 s × 2^(failures
 *     − 10), at most 15 minutes, since the account's last failure before its attempt is even
 *     checked: 30 s, 1, 2, 4, 8 minutes, then 15 minutes each. A botnet gets about one guess
 *     per 15 minutes per account; an unknown id is slowed alike, so nothing tells ids apart.
 *     Addresses the owner logged in from before skip this step (their way in stays open); an
 *     owner on a new address during an attack shares the slot and waits at most 15 minutes.
 * A refusal is 429 TOO_MANY_LOGIN_ATTEMPTS with the wait in its Korean text and `retry-after`,
 * and is not recorded (it checked no password). The waits are lower bounds: attempts that
 * arrive meanwhile can extend them.
 *
 * Attempts that arrive together cannot all slip under a limit: the check takes the account's
 * and the address's advisory locks (always in that order, so two checks never deadlock) and
 * records the attempt as a failure in the same transaction, before the password is verified;
 * a right password removes that record again (`LoginAttempt.succeeded`).
 */
import type { Db, Queryable } from '../platform/db/db';
import { MINUTE_MS } from '../platform/lib/clock';
import { normaliseIp } from './ip-block.service';
import { RetryLaterError, secondsUntil } from '../platform/lib/retry-later';

export interface LoginLimits {
  maxFailuresPerAccountIp: number;
  maxFailuresPerIp: number;
  failureWindowMin: number;
  slowdownAfterFailures: number;
  slowdownBaseSec: number;
  slowdownMaxSec: number;
  slowdownWindowMin: number;
}

/** A checked attempt, counted as a failure unless its password turns out right. */
export interface LoginAttempt {
  /** The password was right: the attempt is no failure. */
  succeeded(): Promise<void>;
}

/** Advisory-lock classes (two-int form; see server/platform/db/migrate.ts for the others in use). */
const ACCOUNT_LOCK_CLASS = 4_201_021;
const ADDRESS_LOCK_CLASS = 4_201_022;
/** Longer ids are cut when stored, so they must be cut alike when counted. */
const USER_ID_KEY_MAX = 64;
/** 2^30 × any base is far above any cap: no need to compute larger powers. */
const MAX_DOUBLINGS = 30;

interface FailureCounts {
  pair_failures: number;
  pair_oldest: string | null;
  ip_failures: number;
  ip_oldest: string | null;
  account_failures: number;
  account_last: string | null;
}

/** Refuses the attempt (429) or records it as a failure until `succeeded()` is called. */
export async function beginLoginAttempt(
  db: Db,
  limits: LoginLimits,
  userId: string,
  ip: string,
  now: Date,
): Promise<LoginAttempt> {
  const account = userId.slice(0, USER_ID_KEY_MAX);
  const address = normaliseIp(ip);
  const failureId = await db.transaction(async (tx) => {
    // The schema is part of the key, so test schemas sharing one database never wait for
    // each other.
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema() || $2))', [
      ACCOUNT_LOCK_CLASS,
      account,
    ]);
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema() || $2))', [
      ADDRESS_LOCK_CLASS,
      address,
    ]);
    await assertAllowed(tx, limits, account, address, now);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO login_failures (user_id, ip, created_at) VALUES ($1, $2, $3) RETURNING id',
      [account, address, now.toISOString()],
    );
    return row!.id;
  });
  return {
    async succeeded() {
      await db.query('DELETE FROM login_failures WHERE id = $1', [failureId]);
    },
  };
}

async function assertAllowed(
  tx: Queryable,
  limits: LoginLimits,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - limits.failureWindowMin * MINUTE_MS);
  const slowdownStart = new Date(now.getTime() - limits.slowdownWindowMin * MINUTE_MS);
  const [counts] = await tx.query<FailureCounts>(
    `SELECT count(*) FILTER (WHERE user_id = $1 AND ip = $2 AND created_at > $3) AS pair_failures,
            min(created_at) FILTER (WHERE user_id = $1 AND ip = $2 AND created_at > $3)
              AS pair_oldest,
            count(*) FILTER (WHERE ip = $2 AND created_at > $3) AS ip_failures,
            min(created_at) FILTER (WHERE ip = $2 AND created_at > $3) AS ip_oldest,
            count(*) FILTER (WHERE user_id = $1 AND created_at > $4) AS account_failures,
            max(created_at) FILTER (WHERE user_id = $1 AND created_at > $4) AS account_last
       FROM login_failures
      WHERE (user_id = $1 AND created_at > $4) OR (ip = $2 AND created_at > $3)`,
    [account, address, windowStart.toISOString(), slowdownStart.toISOString()],
  );
  if (!counts) return;
  const windowMs = limits.failureWindowMin * MINUTE_MS;
  if (counts.pair_failures >= limits.maxFailuresPerAccountIp && counts.pair_oldest) {
    refuse(Date.parse(counts.pair_oldest) + windowMs, now);
  }
  if (counts.ip_failures >= limits.maxFailuresPerIp && counts.ip_oldest) {
    refuse(Date.parse(counts.ip_oldest) + windowMs, now);
  }
  if (counts.account_failures >= limits.slowdownAfterFailures && counts.account_last) {
    const doublings = Math.min(
      counts.account_failures - limits.slowdownAfterFailures,
      MAX_DOUBLINGS,
    );
    const waitSec = Math.min(limits.slowdownBaseSec * 2 ** doublings, limits.slowdownMaxSec);
    const allowedAt = Date.parse(counts.account_last) + waitSec * 1000;
    if (now.getTime() < allowedAt && !(await isKnownAddress(tx, account, address))) {
      refuse(allowedAt, now);
    }
  }
}

function refuse(allowedAtMs: number, now: Date): never {
  throw new RetryLaterError('TOO_MANY_LOGIN_ATTEMPTS', secondsUntil(allowedAtMs, now));
}

/** Has the member of this id logged in from this address before (either IPv4 spelling)? */
async function isKnownAddress(tx: Queryable, account: string, address: string): Promise<boolean> {
  const spellings = address.includes('.') ? [address, `::ffff:${address}`] : [address, address];
  const [row] = await tx.query<{ known: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE m.user_id = $1 AND s.ip IN ($2, $3)) AS known`,
    [account, ...spellings],
  );
  return row?.known === true;
}
