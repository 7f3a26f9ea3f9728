import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  secondsUntil,
  serverOffsetMs,
} from '../../../../src/features/minigame/countdown';

describe('minigame countdown', () => {
  it('measures the server clock offset', () => {
    const client = Date.parse('2026-11-22T10:00:00.000Z');
    expect(serverOffsetMs('2026-11-22T10:00:05.000Z', client)).toBe(5_000);
    expect(serverOffsetMs('2026-11-22T09:59:58.500Z', client)).toBe(-1_500);
    expect(serverOffsetMs('garbage', client)).toBe(0);
  });

  it('counts down to closesAt on the server clock, never below zero', () => {
    const client = Date.parse('2026-11-22T10:00:00.000Z');
    const closes = '2026-11-22T10:00:50.000Z';
    expect(secondsUntil(closes, client, 0)).toBe(50);
    // The server is 5 s ahead: 45 s are left in reality.
    expect(secondsUntil(closes, client, 5_000)).toBe(45);
    expect(secondsUntil(closes, client + 49_001, 0)).toBe(1);
    expect(secondsUntil(closes, client + 60_000, 0)).toBe(0);
  });

  it('formats as MM:SS', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});
