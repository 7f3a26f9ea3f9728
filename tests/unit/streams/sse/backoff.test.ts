import { describe, expect, it } from 'vitest';
import {
  reconnectDelayMs,
  SSE_RECONNECT_INITIAL_MS,
  SSE_RECONNECT_MAX_MS,
} from '../../../../src/streams/sse/backoff';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    const ceiling = (attempt: number) => reconnectDelayMs(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(ceiling)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('jitters between half and the whole of the ceiling', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(SSE_RECONNECT_INITIAL_MS / 2);
    expect(reconnectDelayMs(10, () => 0)).toBe(SSE_RECONNECT_MAX_MS / 2);
    expect(reconnectDelayMs(10, () => 0.5)).toBe(22_500);
  });
});
