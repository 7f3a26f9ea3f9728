import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFlashClock,
  FLASH_CHECK_MS,
} from '../../../../src/streams/sports/sports-flash-clock';
import { createManualFrames } from '../sse/manual-frames';

describe('flash clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks inside a frame while a flash shows, then stops', () => {
    let now = 0;
    const frames = createManualFrames();
    const clock = createFlashClock(frames.request, () => now);
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.keepAliveUntil(250);
    clock.keepAliveUntil(180); // many flashes, one clock
    for (let tick = 1; tick <= 3; tick += 1) {
      now += FLASH_CHECK_MS;
      vi.advanceTimersByTime(FLASH_CHECK_MS);
      expect(listener).toHaveBeenCalledTimes(tick - 1); // nothing outside the frame
      frames.run();
      expect(listener).toHaveBeenCalledTimes(tick);
    }
    expect(clock.now()).toBe(300);
    vi.advanceTimersByTime(10 * FLASH_CHECK_MS);
    expect(frames.pending()).toBe(0); // every flash expired: no more ticks
  });

  it('does not tick without listeners or for flashes already past', () => {
    const frames = createManualFrames();
    const clock = createFlashClock(frames.request, () => 1_000);
    clock.keepAliveUntil(5_000);
    vi.advanceTimersByTime(FLASH_CHECK_MS);
    expect(frames.pending()).toBe(0);
  });
});
