// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { payoutWon, potentialPayoutWon } from '../../../../common/domain/minigame/payout';

describe('minigame payout', () => {
  it('pays floor(stake × odds / 100) on a win', () => {
    expect(payoutWon(10_000, 195, 'won')).toBe(19_500);
    expect(payoutWon(333, 195, 'won')).toBe(649); // 649.35 rounds down
    expect(potentialPayoutWon(1_001, 1100)).toBe(11_011);
  });

  it('returns the stake on a push and nothing on a loss', () => {
    expect(payoutWon(10_000, 195, 'push')).toBe(10_000);
    expect(payoutWon(10_000, 195, 'lost')).toBe(0);
  });

  it('stays exact for large stakes', () => {
    expect(payoutWon(9_007_199_254_740, 15100, 'won')).toBe(1_360_087_087_465_740);
  });

  it('refuses fractional or negative stakes and odds below 1.00', () => {
    expect(() => payoutWon(10.5, 195, 'won')).toThrow(RangeError);
    expect(() => payoutWon(-1, 195, 'won')).toThrow(RangeError);
    expect(() => payoutWon(100, 1.95, 'won')).toThrow(RangeError);
    expect(() => payoutWon(100, 99, 'won')).toThrow(RangeError);
  });
});
