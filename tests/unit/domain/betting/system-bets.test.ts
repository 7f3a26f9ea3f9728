import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parlayPayoutWon } from '../../../../common/domain/betting/payout';
import {
  LEG_SETTLEMENT,
  settledPayoutWon,
  type LegSettlement,
} from '../../../../common/domain/betting/settlement';
import {
  binomial,
  splitSystemStake,
  systemCombinations,
  systemPotentialPayoutWon,
  systemSettledPayoutWon,
} from '../../../../common/domain/betting/system-bets';

const oddsArb = fc.integer({ min: 100, max: 1_000 });

describe('system combinations', () => {
  it('enumerates 2/3 as three doubles and 3/4 as four trebles', () => {
    expect(systemCombinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(systemCombinations(4, 3)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
  });

  it('has C(n, k) distinct sorted lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (n, k) => {
        fc.pre(k <= n);
        const lines = systemCombinations(n, k);
        expect(lines).toHaveLength(binomial(n, k));
        expect(new Set(lines.map((l) => l.join(','))).size).toBe(lines.length);
        for (const line of lines) {
          expect(line).toHaveLength(k);
          expect([...line].sort((a, b) => a - b)).toEqual(line);
        }
      }),
    );
  });

  it('refuses impossible sizes', () => {
    expect(() => systemCombinations(3, 4)).toThrow(RangeError);
    expect(() => systemCombinations(3, 0)).toThrow(RangeError);
  });
});

describe('system stake split', () => {
  it('splits the total stake equally over the lines', () => {
    expect(splitSystemStake(30_000, 3, 2)).toEqual({ ok: true, lines: 3, lineStakeWon: 10_000 });
    expect(splitSystemStake(40_000, 4, 3)).toEqual({ ok: true, lines: 4, lineStakeWon: 10_000 });
  });

  it('refuses a stake that does not divide by the number of lines', () => {
    const result = splitSystemStake(10_000, 3, 2);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toBe('SYSTEM_STAKE_NOT_DIVISIBLE');
  });

  it('refuses k = n (a parlay), k = 1 (singles) and k > n', () => {
    for (const [n, k] of [
      [3, 3],
      [3, 1],
      [3, 4],
    ] as const) {
      const result = splitSystemStake(30_000, n, k);
      expect(result.ok ? '' : result.reason).toBe('SYSTEM_SIZE_INVALID');
    }
  });
});

describe('system payout', () => {
  it('pays the sum of its lines', () => {
    // 2/3 of 2.00, 1.50, 3.00 at 10,000 a line: 30,000 + 60,000 + 45,000
    expect(systemPotentialPayoutWon(10_000, [200, 150, 300], 2)).toBe(135_000);
  });

  it('settles each line as its own parlay: one loser kills only its lines', () => {
    const { winner, loser } = LEG_SETTLEMENT;
    const legs = [
      { oddsHundredths: 200, settlement: winner },
      { oddsHundredths: 150, settlement: winner },
      { oddsHundredths: 300, settlement: loser },
    ];
    expect(systemSettledPayoutWon(10_000, legs, 2)).toBe(30_000);
  });

  it('caps the total, not each line', () => {
    expect(systemPotentialPayoutWon(10_000, [200, 150, 300], 2, 100_000)).toBe(100_000);
  });

  it('potential payout equals the sum of independently computed line payouts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(oddsArb, { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 2, max: 5 }),
        (stake, odds, k) => {
          fc.pre(k < odds.length);
          let expected = 0;
          for (const line of systemCombinations(odds.length, k)) {
            expected += parlayPayoutWon(
              stake,
              line.map((i) => odds[i] as number),
            );
          }
          expect(systemPotentialPayoutWon(stake, odds, k)).toBe(expected);
        },
      ),
    );
  });

  it('settled payout equals the sum of settled lines', () => {
    const codeArb = fc.constantFrom<LegSettlement>(-1, 1, 2, 3, 4, 5);
    const legArb = fc.record({ oddsHundredths: oddsArb, settlement: codeArb });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(legArb, { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 0, max: 1e9 }),
        (stake, legs, k, cap) => {
          fc.pre(k < legs.length);
          let expected = 0;
          for (const line of systemCombinations(legs.length, k)) {
            expected += settledPayoutWon(
              stake,
              line.map((i) => legs[i]!),
            );
          }
          expect(systemSettledPayoutWon(stake, legs, k)).toBe(expected);
          expect(systemSettledPayoutWon(stake, legs, k, cap)).toBe(Math.min(expected, cap));
        },
      ),
    );
  });
});
