import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parlayPayoutWon } from '../../../../common/domain/betting/payout';
import {
  isLegSettlement,
  LEG_SETTLEMENT,
  settledPayoutWon,
  type LegSettlement,
  type SettledLeg,
} from '../../../../common/domain/betting/settlement';

const { cancelled, loser, winner, refund, halfLost, halfWon } = LEG_SETTLEMENT;
const stakeArb = fc.integer({ min: 0, max: 10_000_000 });
// Up to 10.00 per leg keeps 8-leg parlays of 10,000,000 won inside the safe integer range.
const oddsArb = fc.integer({ min: 100, max: 1_000 });
const codeArb = fc.constantFrom<LegSettlement>(cancelled, loser, winner, refund, halfLost, halfWon);
const legArb = fc.record({ oddsHundredths: oddsArb, settlement: codeArb });
const legsArb = fc.array(legArb, { minLength: 1, maxLength: 6 });

const leg = (oddsHundredths: number, settlement: LegSettlement): SettledLeg => ({
  oddsHundredths,
  settlement,
});

describe('settlement codes (LSports)', () => {
  it('knows the six codes', () => {
    expect([cancelled, loser, winner, refund, halfLost, halfWon]).toEqual([-1, 1, 2, 3, 4, 5]);
    expect(isLegSettlement(0)).toBe(false);
    expect(isLegSettlement(5)).toBe(true);
  });

  it('winner pays the odds, loser nothing, cancelled and refund return the stake', () => {
    expect(settledPayoutWon(10_000, [leg(185, winner)])).toBe(18_500);
    expect(settledPayoutWon(10_000, [leg(185, loser)])).toBe(0);
    expect(settledPayoutWon(10_000, [leg(185, cancelled)])).toBe(10_000);
    expect(settledPayoutWon(10_000, [leg(185, refund)])).toBe(10_000);
  });

  it('half lost returns half the stake; half won pays half at the odds and refunds half', () => {
    expect(settledPayoutWon(10_000, [leg(190, halfLost)])).toBe(5_000);
    expect(settledPayoutWon(10_000, [leg(190, halfWon)])).toBe(14_500);
    expect(settledPayoutWon(10_001, [leg(190, halfLost)])).toBe(5_000); // 5,000.5
  });

  it('composes a parlay exactly and floors once', () => {
    // 10,001 × 1.85 × (1 + 1.93)/2 × 1.00 × 1/2 = 13,552.6…; flooring after each leg would give
    // 18,501 → 27,103 → 13,551, one won short.
    const legs = [leg(185, winner), leg(193, halfWon), leg(250, refund), leg(170, halfLost)];
    expect(settledPayoutWon(10_001, legs)).toBe(13_552);
    const exact = (10_001n * 370n * 293n * 200n * 100n) / 200n ** 4n;
    expect(BigInt(settledPayoutWon(10_001, legs))).toBe(exact);
  });

  it('applies the max payout cap', () => {
    expect(settledPayoutWon(1_000_000, [leg(500, winner)], 2_000_000)).toBe(2_000_000);
  });

  it('refuses unknown codes', () => {
    expect(() => settledPayoutWon(1_000, [leg(185, 0 as LegSettlement)])).toThrow(RangeError);
  });
});

describe('settlement properties', () => {
  it('all winners equals the potential payout', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(oddsArb, { minLength: 1, maxLength: 6 }), (stake, odds) => {
        const legs = odds.map((o) => leg(o, winner));
        expect(settledPayoutWon(stake, legs)).toBe(parlayPayoutWon(stake, odds));
      }),
    );
  });

  it('a void leg is the same as removing it', () => {
    fc.assert(
      fc.property(
        stakeArb,
        legsArb,
        oddsArb,
        fc.constantFrom(cancelled, refund),
        (s, legs, o, v) => {
          expect(settledPayoutWon(s, [...legs, leg(o, v)])).toBe(settledPayoutWon(s, legs));
        },
      ),
    );
  });

  it('any loser pays nothing', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, oddsArb, (stake, legs, odds) => {
        expect(settledPayoutWon(stake, [leg(odds, loser), ...legs])).toBe(0);
      }),
    );
  });

  it('half lost lies between lost and void; half won between void and won', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, oddsArb, (stake, legs, odds) => {
        const payout = (code: LegSettlement) => settledPayoutWon(stake, [...legs, leg(odds, code)]);
        expect(payout(loser)).toBeLessThanOrEqual(payout(halfLost));
        expect(payout(halfLost)).toBeLessThanOrEqual(payout(refund));
        expect(payout(refund)).toBeLessThanOrEqual(payout(halfWon));
        expect(payout(halfWon)).toBeLessThanOrEqual(payout(winner));
      }),
    );
  });

  it('half results of a single are exact to less than 1 won', () => {
    fc.assert(
      fc.property(stakeArb, oddsArb, (stake, odds) => {
        const halfLostPaid = BigInt(settledPayoutWon(stake, [leg(odds, halfLost)]));
        const halfWonPaid = BigInt(settledPayoutWon(stake, [leg(odds, halfWon)]));
        const s = BigInt(stake);
        // half lost: stake / 2; half won: stake × (100 + odds) / 200
        expect(halfLostPaid).toBe(s / 2n);
        expect(halfWonPaid * 200n <= s * (100n + BigInt(odds))).toBe(true);
        expect(s * (100n + BigInt(odds)) - halfWonPaid * 200n < 200n).toBe(true);
      }),
    );
  });

  it('is an integer never above the exact rational value', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        const paid = settledPayoutWon(stake, legs);
        expect(Number.isSafeInteger(paid)).toBe(true);
        let numerator = BigInt(stake);
        for (const l of legs) {
          const o = BigInt(l.oddsHundredths);
          const factor = { [-1]: 200n, 1: 0n, 2: 2n * o, 3: 200n, 4: 100n, 5: 100n + o }[
            l.settlement
          ];
          numerator *= factor;
        }
        const denominator = 200n ** BigInt(legs.length);
        expect(BigInt(paid) * denominator <= numerator).toBe(true);
        expect(numerator < (BigInt(paid) + 1n) * denominator).toBe(true);
      }),
    );
  });

  it('capping never increases a settled payout', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, fc.integer({ min: 0, max: 1e9 }), (stake, legs, cap) => {
        expect(settledPayoutWon(stake, legs, cap)).toBeLessThanOrEqual(
          settledPayoutWon(stake, legs),
        );
      }),
    );
  });
});
