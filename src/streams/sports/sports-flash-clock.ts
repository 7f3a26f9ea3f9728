import type { FrameScheduler } from '../sse/batch-to-frame';
import { sportsFrameScheduler } from './sports-frame';

/**
 * The clock the odds flashes expire by (a price flashes up or down on change for ~1.5 s).
 * One clock for every odds button instead of a timer per button: a timer per price change made
 * React commit once per expiring flash (1,000 a second under load); here expiries are checked a
 * few times a second, inside the sports frame, so they land in the same commit as that frame's
 * price writes. It ticks only while some flash is still showing.
 */
export const FLASH_CHECK_MS = 100;

export interface FlashClock {
  now(): number;
  subscribe(listener: () => void): () => void;
  /**
   * A flash shows until `untilMs`: tick until the clock has passed it (a clock that stood still
   * while nothing flashed catches up on its next tick).
   */
  keepAliveUntil(untilMs: number): void;
}

export function createFlashClock(
  requestFrame: FrameScheduler = sportsFrameScheduler,
  clock: () => number = () => Date.now(),
): FlashClock {
  const listeners = new Set<() => void>();
  let nowMs = clock();
  let aliveUntilMs = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    if (timer !== null || listeners.size === 0 || aliveUntilMs <= nowMs) return;
    timer = setTimeout(() => {
      requestFrame(() => {
        timer = null;
        nowMs = clock();
        for (const listener of [...listeners]) listener();
        schedule();
      });
    }, FLASH_CHECK_MS);
  };

  return {
    now: () => nowMs,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    keepAliveUntil(untilMs) {
      if (untilMs > aliveUntilMs) aliveUntilMs = untilMs;
      schedule();
    },
  };
}

export const flashClock: FlashClock = createFlashClock();
