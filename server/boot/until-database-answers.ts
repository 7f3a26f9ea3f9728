/**
 * A node that starts while its database is unreachable (a PostgreSQL restart, a network cut, the
 * database still booting beside it) waits for it instead of exiting (in a cluster the
 * balancer simply keeps the node out until it listens). Only a failure to reach the database is
 * retried; any other error (a migration that fails, a bad password) still ends the start, so a
 * real fault is seen at once rather than retried for ever.
 */
import type { BootLog } from './prepare-database';

/** node-postgres and Node socket codes, and SQLSTATE classes, that mean "not reachable now". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now (a server starting or stopping)
  '57P01',
  '57P02',
  '57P03',
]);
/** node-postgres reports a connection closed under it without a code. */
const UNREACHABLE_MESSAGE =
  /connection terminated|connection timeout|server closed the connection/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  // AggregateError: a host name that resolves to several addresses, all refused.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnreachable)) return true;
  return UNREACHABLE_MESSAGE.test(error.message);
}

export interface RetryTiming {
  firstWaitMs: number;
  maxWaitMs: number;
  /** Waits `ms`; tests pass one that does not. */
  wait(ms: number): Promise<void>;
}

const DEFAULT_TIMING: RetryTiming = {
  firstWaitMs: 250,
  maxWaitMs: 5_000,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs `step` (every step of the start path is safe to run again: migrations and seeds are
 * idempotent) until it succeeds; while the database is unreachable, logs and waits, doubling
 * the wait up to `maxWaitMs`.
 */
export async function untilDatabaseAnswers<T>(
  step: () => Promise<T>,
  log: BootLog,
  timing: RetryTiming = DEFAULT_TIMING,
): Promise<T> {
  let waitMs = timing.firstWaitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      log.warn(
        { attempt, retryInMs: waitMs, reason: (error as Error).message },
        'database not reachable; waiting for it',
      );
      await timing.wait(waitMs);
      waitMs = Math.min(timing.maxWaitMs, waitMs * 2);
    }
  }
}
