import { describe, expect, it } from 'vitest';
import {
  baccaratReturn,
  dealBaccarat,
  isValidBaccaratBet,
  type BaccaratBetKind,
  type BaccaratOutcome,
} from '../../../../common/domain/casino/tables/baccarat';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';

/**
 * A stream that makes the fresh 8-deck shoe deal the given ranks (spades) in deal order: the k-th
 * card is shoe position k + draw, so draw = target - k with target = (rank - 1) + 52 (k + 1) — a
 * position never touched before, holding that rank.
 */
function dealing(ranks: readonly number[]): ArrayStream {
  return new ArrayStream(ranks.map((rank, k) => rank - 1 + 52 * (k + 1) - k));
}

function ranks(outcome: BaccaratOutcome) {
  return {
    player: outcome.player.map((card) => card.rank),
    banker: outcome.banker.map((card) => card.rank),
  };
}

describe('baccarat deal (8-deck shoe, punto banco third-card rules)', () => {
  it('deals player, banker, player, banker from the stream; a natural stands both', () => {
    const outcome = dealBaccarat(dealing([4, 3, 5, 4]));
    expect(ranks(outcome)).toEqual({ player: [4, 5], banker: [3, 4] });
    expect(outcome).toMatchObject({ playerPoints: 9, bankerPoints: 7, winner: 'player' });
  });

  it('player draws on 5; banker on 3 stands when the player third card is an 8', () => {
    const outcome = dealBaccarat(dealing([2, 1, 3, 2, 8, 9]));
    expect(ranks(outcome)).toEqual({ player: [2, 3, 8], banker: [1, 2] });
    expect(outcome.winner).toBe('tie');
  });

  it('player stands on 6; banker then draws on 5', () => {
    const outcome = dealBaccarat(dealing([3, 2, 3, 3, 1]));
    expect(ranks(outcome)).toEqual({ player: [3, 3], banker: [2, 3, 1] });
    expect(outcome).toMatchObject({ playerPoints: 6, bankerPoints: 6, winner: 'tie' });
  });

  it('banker 6 draws on a player third card of 6 or 7, stands otherwise', () => {
    const draws = dealBaccarat(dealing([1, 3, 2, 3, 6, 2]));
    expect(ranks(draws)).toEqual({ player: [1, 2, 6], banker: [3, 3, 2] });
    expect(draws).toMatchObject({ playerPoints: 9, bankerPoints: 8, winner: 'player' });
    const stands = dealBaccarat(dealing([1, 3, 2, 3, 5, 2]));
    expect(ranks(stands).banker).toEqual([3, 3]);
    expect(stands).toMatchObject({ playerPoints: 8, bankerPoints: 6, winner: 'player' });
  });

  it('banker 7 stands; face cards count 0', () => {
    const outcome = dealBaccarat(dealing([13, 7, 12, 10, 4]));
    expect(ranks(outcome)).toEqual({ player: [13, 12, 4], banker: [7, 10] });
    expect(outcome).toMatchObject({ playerPoints: 4, bankerPoints: 7, winner: 'banker' });
  });
});

describe('baccaratReturn', () => {
  const outcome = (winner: BaccaratOutcome['winner'], pairs = false): BaccaratOutcome => ({
    player: [
      { rank: 2, suit: 0 },
      { rank: pairs ? 2 : 3, suit: 1 },
    ],
    banker: [
      { rank: 4, suit: 0 },
      { rank: pairs ? 4 : 5, suit: 2 },
    ],
    playerPoints: 0,
    bankerPoints: 0,
    winner,
  });
  const ret = (kind: BaccaratBetKind, stake: number, o: BaccaratOutcome) =>
    baccaratReturn({ kind, stake }, o);

  it('pays player 2x, banker floor(1.95x), tie 9x; losers return 0', () => {
    expect(ret('player', 1000, outcome('player'))).toBe(2000);
    expect(ret('banker', 1000, outcome('banker'))).toBe(1950);
    expect(ret('banker', 15, outcome('banker'))).toBe(29); // 29.25 rounded down
    expect(ret('banker', 1, outcome('banker'))).toBe(1);
    expect(ret('tie', 1000, outcome('tie'))).toBe(9000);
    expect(ret('player', 1000, outcome('banker'))).toBe(0);
    expect(ret('banker', 1000, outcome('player'))).toBe(0);
    expect(ret('tie', 1000, outcome('banker'))).toBe(0);
  });

  it('pushes player and banker bets on a tie', () => {
    expect(ret('player', 1000, outcome('tie'))).toBe(1000);
    expect(ret('banker', 1000, outcome('tie'))).toBe(1000);
  });

  it('pays pairs 12x on the side first two cards sharing a rank', () => {
    expect(ret('player_pair', 500, outcome('banker', true))).toBe(6000);
    expect(ret('banker_pair', 500, outcome('player', true))).toBe(6000);
    expect(ret('player_pair', 500, outcome('player'))).toBe(0);
    expect(ret('banker_pair', 500, outcome('banker'))).toBe(0);
  });

  it('validates bet shapes', () => {
    expect(isValidBaccaratBet({ kind: 'banker', stake: 1000 })).toBe(true);
    expect(isValidBaccaratBet({ kind: 'dragon', stake: 1000 })).toBe(false);
    expect(isValidBaccaratBet({ kind: 'tie', stake: 0 })).toBe(false);
    expect(isValidBaccaratBet({ kind: 'tie', stake: 1.5 })).toBe(false);
  });
});
