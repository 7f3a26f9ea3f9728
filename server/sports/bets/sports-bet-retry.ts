/**
 * PostgreSQL aborts one of two transactions that wait on each other (deadlock_detected 40P01) or
 * cannot be serialised (40001). A sports use-case locks selection rows the feed also updates in
 * its own order, so this can happen under load; the aborted transaction left nothing behind and
 * is simply run again.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

export async function withRetryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
