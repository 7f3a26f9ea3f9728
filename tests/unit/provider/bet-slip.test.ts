import { describe, expect, it } from 'vitest';
import { DEMO_MAX_STAKE } from '../../../common/contract/demo-provider.contract';
import {
  addChip,
  EMPTY_SLIP,
  parseSpotKey,
  slipBets,
  slipTotal,
  spotKey,
  stakesBySpot,
} from '../../../src/provider/demo/tables/bet-slip';

describe('bet slip (chips before confirming)', () => {
  it('adds chips per spot and totals them in won', () => {
    let slip = addChip(EMPTY_SLIP, 'player', 1_000).slip;
    slip = addChip(slip, 'player', 5_000).slip;
    slip = addChip(slip, 'tie', 10_000).slip;
    expect(slip).toEqual({ player: 6_000, tie: 10_000 });
    expect(slipTotal(slip)).toBe(16_000);
  });

  it('stops a spot at the maximum stake and says nothing was added', () => {
    let slip = EMPTY_SLIP;
    for (let i = 0; i < 10; i += 1) slip = addChip(slip, 'banker', 100_000).slip;
    expect(slip.banker).toBe(DEMO_MAX_STAKE);
    const again = addChip(slip, 'banker', 1_000);
    expect(again.added).toBe(false);
    expect(again.slip).toBe(slip);
    // A chip bigger than the room left is trimmed to the maximum.
    const trimmed = addChip({ banker: DEMO_MAX_STAKE - 1_000 }, 'banker', 5_000);
    expect(trimmed).toEqual({ slip: { banker: DEMO_MAX_STAKE }, added: true });
  });

  it('sends baccarat spots without numbers and roulette spots with them', () => {
    expect(slipBets({ player_pair: 1_000 }, 'baccarat')).toEqual([
      { kind: 'player_pair', stake: 1_000 },
    ]);
    const roulette = {
      [spotKey('split', [1, 2])]: 5_000,
      red: 1_000,
      [spotKey('dozen', [3])]: 2_000,
    };
    expect(slipBets(roulette, 'roulette')).toEqual([
      { kind: 'split', numbers: [1, 2], stake: 5_000 },
      { kind: 'red', numbers: [], stake: 1_000 },
      { kind: 'dozen', numbers: [3], stake: 2_000 },
    ]);
  });

  it('keys round-trip and confirmed bets sum per spot', () => {
    expect(parseSpotKey(spotKey('corner', [1, 2, 4, 5]))).toEqual({
      kind: 'corner',
      numbers: [1, 2, 4, 5],
    });
    expect(parseSpotKey('odd')).toEqual({ kind: 'odd', numbers: [] });
    expect(
      stakesBySpot([
        { kind: 'straight', numbers: [17], stake: 1_000 },
        { kind: 'straight', numbers: [17], stake: 5_000 },
        { kind: 'player', stake: 2_000 },
      ]),
    ).toEqual({ 'straight:17': 6_000, player: 2_000 });
  });
});
