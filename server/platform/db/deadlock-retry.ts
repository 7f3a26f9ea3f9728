/**
 * PostgreSQL breaks a deadlock by aborting one of the transactions that wait on each other
 * (deadlock_detected, 40P01), and aborts a transaction it cannot serialise (serialization_failure,
 * 40001). Either way the aborted transaction left nothing behind, so running it again is safe:
 * under load it is how two writers that lock the same rows in different orders get through
 * (a use-case locking rows a feed job updates in its own order; a batch meeting a single call's
 * lock). node-postgres and PGlite raise both with the same `code`.
 */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs of a use-case before the abort is the caller's error (the first run included). */
const MAX_ATTEMPTS = 3;

/** Whether PostgreSQL aborted the transaction to break a deadlock or a serialisation conflict. */
export function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * Runs `run` (one whole transaction) again while PostgreSQL aborts it as a deadlock's loser, up
 * to `attempts` runs in all; any other error, or the last abort, goes to the caller.
 */
export async function withRetryOnDeadlock<T>(
  run: () => Promise<T>,
  attempts: number = MAX_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
