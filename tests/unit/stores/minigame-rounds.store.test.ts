import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../../src/api/minigame.api';
import {
  applyRoundEvents,
  applyRoundsSnapshot,
  initialRoundsState,
  selectGameRounds,
} from '../../../src/stores/minigame-rounds.store';

const round = (no: number, status: RoundView['status'], gameId = 211): RoundView => {
  const opens = Date.parse('2026-11-22T00:00:00Z') + no * 60_000;
  return {
    gameId,
    roundId: `20261122-${String(no).padStart(4, '0')}`,
    roundNo: no,
    status,
    opensAt: new Date(opens).toISOString(),
    closesAt: new Date(opens + 50_000).toISOString(),
    drawAt: new Date(opens + 60_000).toISOString(),
    commitHex: 'ab',
    seedHex: status === 'open' || status === 'closed' ? null : 'cd',
    fairRule: 1,
    clientSeed: null,
    outcome: null,
    resultLabels: [],
  };
};

describe('minigame rounds store', () => {
  it('merges the snapshot and live events without duplicates, newest first', () => {
    let state = applyRoundsSnapshot(
      initialRoundsState,
      211,
      { current: round(3, 'open'), recent: [round(2, 'settled'), round(1, 'settled')] },
      1_500,
    );
    expect(state.serverOffsetMs).toBe(1_500);
    state = applyRoundEvents(state, [round(3, 'closed'), round(3, 'drawn'), round(4, 'open', 212)]);
    const rounds = selectGameRounds(state, 211);
    expect(rounds.map((r) => [r.roundNo, r.status])).toEqual([
      [3, 'drawn'],
      [2, 'settled'],
      [1, 'settled'],
    ]);
    expect(selectGameRounds(state, 212).map((r) => r.roundNo)).toEqual([4]);
  });

  it('ignores an older status arriving after a newer one (and a stale snapshot)', () => {
    let state = applyRoundEvents(initialRoundsState, [round(5, 'settled')]);
    state = applyRoundEvents(state, [round(5, 'open')]);
    expect(selectGameRounds(state, 211)[0]?.status).toBe('settled');
    state = applyRoundsSnapshot(state, 211, { current: round(5, 'closed'), recent: [] }, 0);
    expect(selectGameRounds(state, 211)).toHaveLength(1);
    expect(selectGameRounds(state, 211)[0]?.status).toBe('settled');
  });

  it('returns the same state object when nothing changed for a game', () => {
    const state = applyRoundEvents(initialRoundsState, [round(7, 'settled')]);
    const again = applyRoundEvents(state, [round(7, 'drawn')]);
    expect(again.games[211]).toBe(state.games[211]);
  });
});
