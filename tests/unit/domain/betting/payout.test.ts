import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capPayoutWon,
  combinedOddsHundredths,
  parlayPayoutWon,
  singlePayoutWon,
} from '../../../../common/domain/betting/payout';

const stakeArb = fc.integer({ min: 0, max: 10_000_000 });
// Up to 10.00 per leg keeps 8-leg parlays of 10,000,000 won inside the safe integer range.
const oddsArb = fc.integer({ min: 100, max: 1_000 });
const legsArb = fc.array(oddsArb, { minLength: 1, maxLength: 8 });

describe('payout examples (docs/architecture.md §5)', () => {
  it('pays a single at its odds, rounded down to the won', () => {
    expect(singlePayoutWon(10_000, 185)).toBe(18_500);
    expect(singlePayoutWon(999, 185)).toBe(1_848); // 1848.15
  });

  it('multiplies parlay legs exactly and floors once', () => {
    // 1.85 × 1.85 × 1.85 = 6.331625 → 10,001 × 6.331625 = 63,322.58…
    expect(parlayPayoutWon(10_001, [185, 185, 185])).toBe(63_322);
  });

  it('shows combined odds truncated to hundredths, but pays on the exact product', () => {
    expect(combinedOddsHundredths([185, 185, 185])).toBe(633); // 6.331625
    expect(combinedOddsHundredths([])).toBe(100);
    // 1,000,000 × 6.33 = 6,330,000 would short-change the member by 1,625 won.
    expect(parlayPayoutWon(1_000_000, [185, 185, 185])).toBe(6_331_625);
  });

  it('caps at the max payout and never raises a payout', () => {
    expect(parlayPayoutWon(1_000_000, [500, 500], 20_000_000)).toBe(20_000_000);
    expect(capPayoutWon(5_000, 20_000)).toBe(5_000);
    expect(capPayoutWon(50_000, 20_000)).toBe(20_000);
  });

  it('refuses odds below 1.00, fractional odds, fractional or negative stakes', () => {
    expect(() => singlePayoutWon(1_000, 99)).toThrow(RangeError);
    expect(() => singlePayoutWon(1_000, 185.5)).toThrow(RangeError);
    expect(() => singlePayoutWon(1_000.5, 185)).toThrow(RangeError);
    expect(() => singlePayoutWon(-1, 185)).toThrow(RangeError);
  });

  it('refuses a payout beyond the safe integer range rather than lose precision', () => {
    const huge = Array.from({ length: 12 }, () => 5_000);
    expect(() => parlayPayoutWon(10_000_000, huge)).toThrow(RangeError);
    // …but a cap brings it back into range, computed without overflow.
    expect(parlayPayoutWon(10_000_000, huge, 50_000_000)).toBe(50_000_000);
  });
});

describe('payout properties', () => {
  it('a single is an integer, never above the exact value, less than 1 won below it', () => {
    fc.assert(
      fc.property(stakeArb, oddsArb, (stake, odds) => {
        const payout = singlePayoutWon(stake, odds);
        expect(Number.isSafeInteger(payout)).toBe(true);
        const exactTimes100 = BigInt(stake) * BigInt(odds);
        const paidTimes100 = BigInt(payout) * 100n;
        expect(paidTimes100 <= exactTimes100).toBe(true);
        expect(exactTimes100 - paidTimes100 < 100n).toBe(true);
      }),
    );
  });

  it('a parlay of n legs pays floor(stake × product of the legs)', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        const payout = BigInt(parlayPayoutWon(stake, legs));
        const exact = legs.reduce((p, o) => p * BigInt(o), BigInt(stake));
        const scale = 100n ** BigInt(legs.length);
        expect(payout * scale <= exact).toBe(true);
        expect(exact < (payout + 1n) * scale).toBe(true);
      }),
    );
  });

  it('leg order does not matter', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        expect(parlayPayoutWon(stake, [...legs].reverse())).toBe(parlayPayoutWon(stake, legs));
      }),
    );
  });

  it('paying on the exact product is never below paying on the displayed combined odds', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        const onDisplayed = singlePayoutWon(stake, combinedOddsHundredths(legs));
        expect(parlayPayoutWon(stake, legs)).toBeGreaterThanOrEqual(onDisplayed);
      }),
    );
  });

  it('a 1.00 leg changes nothing', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        expect(parlayPayoutWon(stake, [...legs, 100])).toBe(parlayPayoutWon(stake, legs));
      }),
    );
  });

  it('capping never increases a payout and never exceeds the cap', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, fc.integer({ min: 0, max: 1e9 }), (stake, legs, cap) => {
        const uncapped = parlayPayoutWon(stake, legs);
        const capped = parlayPayoutWon(stake, legs, cap);
        expect(capped).toBeLessThanOrEqual(uncapped);
        expect(capped).toBeLessThanOrEqual(cap);
        expect(capped).toBe(Math.min(uncapped, cap));
        expect(capPayoutWon(uncapped, cap)).toBe(capped);
      }),
    );
  });
});
