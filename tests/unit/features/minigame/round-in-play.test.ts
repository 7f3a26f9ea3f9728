import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../../../src/api/minigame.api';
import { roundInPlay } from '../../../../src/features/minigame/round-in-play';
import { bettingStateOf } from '../../../../src/features/minigame/RoundHeader';

function round(roundNo: number, status: RoundView['status'], opensAt: string): RoundView {
  const opens = Date.parse(opensAt);
  return {
    gameId: 211,
    roundId: `20261122-${String(roundNo).padStart(4, '0')}`,
    roundNo,
    status,
    opensAt,
    closesAt: new Date(opens + 50_000).toISOString(),
    drawAt: new Date(opens + 60_000).toISOString(),
    commitHex: 'ab'.repeat(32),
    seedHex: null,
    fairRule: 1,
    clientSeed: null,
    outcome: null,
    resultLabels: [],
  };
}

describe('the round in play', () => {
  const drawn = round(1183, 'settled', '2026-11-22T10:00:00.000Z');
  const current = round(1184, 'open', '2026-11-22T10:01:00.000Z');
  const next = round(1185, 'open', '2026-11-22T10:02:00.000Z');
  const rounds = [next, current, drawn]; // newest first, as the store lists them

  it('is the open round that has started, not the next one already published', () => {
    const client = Date.parse('2026-11-22T10:01:30.000Z');
    expect(roundInPlay(rounds, client, 0)?.roundNo).toBe(1184);
  });

  it('follows the server clock, not the client clock', () => {
    const client = Date.parse('2026-11-22T10:01:59.000Z');
    expect(roundInPlay(rounds, client, 0)?.roundNo).toBe(1184);
    expect(roundInPlay(rounds, client, 2_000)?.roundNo).toBe(1185);
  });

  it('between rounds, is the earliest one still to open; none when nothing is open', () => {
    const client = Date.parse('2026-11-22T10:00:30.000Z');
    expect(roundInPlay(rounds, client, 0)?.roundNo).toBe(1184);
    expect(roundInPlay([drawn], client, 0)).toBeUndefined();
  });
});

describe('whether the round in play takes bets', () => {
  const current = round(1184, 'open', '2026-11-22T10:01:00.000Z'); // closes 10:01:50

  it('not before it opens on the server clock (the next round is shown ahead of its opening)', () => {
    const client = Date.parse('2026-11-22T10:00:55.000Z');
    expect(bettingStateOf(current, client, 0)).toBe('notYet');
    expect(bettingStateOf(current, client, 5_000)).toBe('open');
  });

  it('while open and before its close; closed from the close on, or once not open', () => {
    expect(bettingStateOf(current, Date.parse('2026-11-22T10:01:49.000Z'), 0)).toBe('open');
    expect(bettingStateOf(current, Date.parse('2026-11-22T10:01:50.000Z'), 0)).toBe('closed');
    const closing = { ...current, status: 'closed' as const };
    expect(bettingStateOf(closing, Date.parse('2026-11-22T10:01:10.000Z'), 0)).toBe('closed');
    expect(bettingStateOf(undefined, Date.parse('2026-11-22T10:01:10.000Z'), 0)).toBe('closed');
  });
});
