/** Reconnect delays of the SSE streams (docs/architecture.md §3: exponential back-off). */
export const SSE_RECONNECT_INITIAL_MS = 1_000;
export const SSE_RECONNECT_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with "equal
 * jitter" (half fixed, half random) so thousands of clients dropped together by a server restart
 * do not reconnect in lock-step.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(
    SSE_RECONNECT_MAX_MS,
    SSE_RECONNECT_INITIAL_MS * 2 ** Math.max(0, attempt),
  );
  const half = ceiling / 2;
  return Math.round(half + random() * half);
}
