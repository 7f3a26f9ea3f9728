import { describe, expect, it } from 'vitest';
import {
  countdownOf,
  formatRemaining,
  secondsUntil,
} from '../../../src/features/tournament/tournament-time';

const days = (d: number) => `${d}일`;
const NOW = Date.parse('2026-11-25T12:00:00+09:00');
const tournament = {
  startsAt: '2026-11-25T13:00:00+09:00',
  endsAt: '2026-11-27T15:30:05+09:00',
};

describe('tournament countdown', () => {
  it('counts to the start while upcoming and to the end while running', () => {
    expect(countdownOf({ ...tournament, status: 'upcoming' }, NOW)).toEqual({
      kind: 'startsIn',
      seconds: 3_600,
    });
    expect(countdownOf({ ...tournament, status: 'running' }, NOW)).toEqual({
      kind: 'endsIn',
      seconds: 2 * 86_400 + 3 * 3_600 + 30 * 60 + 5,
    });
  });

  it('past the instant, waits for the server instead of showing a negative time', () => {
    const later = Date.parse('2026-11-28T00:00:00+09:00');
    expect(countdownOf({ ...tournament, status: 'upcoming' }, later)).toEqual({
      kind: 'startingSoon',
    });
    expect(countdownOf({ ...tournament, status: 'running' }, later)).toEqual({ kind: 'closing' });
  });

  it('shows nothing for finished and cancelled tournaments', () => {
    expect(countdownOf({ ...tournament, status: 'finished' }, NOW)).toEqual({ kind: 'none' });
    expect(countdownOf({ ...tournament, status: 'cancelled' }, NOW)).toEqual({ kind: 'none' });
  });

  it('rounds a part second up and reads any offset (the same instant in UTC)', () => {
    expect(secondsUntil('2026-11-25T03:00:00.500Z', Date.parse('2026-11-25T03:00:00Z'))).toBe(1);
    expect(secondsUntil('not a date', NOW)).toBe(0);
  });

  it('formats HH:MM:SS, with whole days in front past a day', () => {
    expect(formatRemaining(59, days)).toBe('00:00:59');
    expect(formatRemaining(3_600 + 61, days)).toBe('01:01:01');
    expect(formatRemaining(2 * 86_400 + 5, days)).toBe('2일 00:00:05');
    expect(formatRemaining(-3, days)).toBe('00:00:00');
  });
});
