/**
 * Fair odds and the book's margin: a selection priced at fair odds returns the
 * stake on average, whatever mix of wins, half results and refunds it can end in.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../server/sports/feed/sim/models';
import { fairOdds, MAX_PRICE, MIN_PRICE, quote } from '../../../server/sports/feed/sim/pricing';
import { MARKET_TYPE } from '../../../common/domain/sports/market-catalog';
import { compileSelection, type Score } from '../../../common/domain/sports/market-settlement';

const at = (w: number, home: number, away: number): Scenario => {
  const score: Score = { home, away };
  return {
    w,
    outcome: { regular: score, full: score, firstPeriod: score, sets: score, firstToScore: null },
  };
};

describe('fair odds', () => {
  it('a plain win/lose selection: 1 / P(win)', () => {
    const judge = compileSelection(MARKET_TYPE.threeWay, '1', null);
    expect(fairOdds(judge, [at(0.4, 1, 0), at(0.6, 0, 0)])).toBeCloseTo(2.5, 10);
  });

  it('a quarter line returns the stake on average at fair odds', () => {
    // Home −0.25: a win pays in full, a draw loses half.
    const judge = compileSelection(MARKET_TYPE.asianHandicap, '1', '-0.25');
    const scenarios = [at(0.5, 1, 0), at(0.5, 0, 0)];
    const odds = fairOdds(judge, scenarios);
    expect(odds).toBeCloseTo(1.5, 10);
    expect(0.5 * odds + 0.5 * 0.5).toBeCloseTo(1, 10);
    // Away +0.25: a draw wins half.
    const away = compileSelection(MARKET_TYPE.asianHandicap, '2', '0.25');
    const awayOdds = fairOdds(away, [at(0.5, 1, 0), at(0.5, 0, 0)]);
    expect((0.5 * (1 + awayOdds)) / 2).toBeCloseTo(1, 10);
  });

  it('a whole line refunds the push: only the decided outcomes count', () => {
    const judge = compileSelection(MARKET_TYPE.overUnder, 'Over', '2');
    const odds = fairOdds(judge, [at(0.3, 3, 0), at(0.4, 2, 0), at(0.3, 1, 0)]);
    expect(0.3 * odds + 0.4 * 1).toBeCloseTo(1, 10);
  });
});

describe('quotes', () => {
  it('apply the margin, round down to hundredths and stay within the board limits', () => {
    expect(quote(2.0, 1.06)).toEqual({ price: 188, offBoard: false });
    expect(quote(1.02, 1.06)).toEqual({ price: MIN_PRICE, offBoard: true });
    expect(quote(Infinity, 1.06)).toEqual({ price: MAX_PRICE, offBoard: true });
    expect(quote(200, 1.06).offBoard).toBe(true);
  });
});
