/**
 * The agent tree's split: along a member's path each level earns its rate
 * minus the rate it gave down (the direct agent gave the member's own), integer won rounded
 * down; an agent's rolling over many members is rounded down once over the sum.
 */
import { describe, expect, it } from 'vitest';
import {
  pathSharesBp,
  rollingWonOfShares,
  splitAlongPath,
} from '../../../server/rolling/rolling-math';

describe('pathSharesBp', () => {
  it('gives each level its rate minus the rate below it on the path', () => {
    // member 0.5 % → agent 1.2 % → distributor 2 % → head office 3 %.
    expect(pathSharesBp(50, [120, 200, 300])).toEqual([70, 80, 100]);
    // The shares and the member's own rate add up to the head office's rate.
    expect(50 + 70 + 80 + 100).toBe(300);
  });

  it('gives a level below what it gave down nothing, and the level above only the difference to the larger rate', () => {
    // An operator's legacy rates: the member's 1.5 % is above its agent's 0.5 %.
    expect(pathSharesBp(150, [50, 200])).toEqual([0, 50]);
    expect(pathSharesBp(0, [0, 0])).toEqual([0, 0]);
    expect(pathSharesBp(30, [])).toEqual([]);
  });
});

describe('splitAlongPath', () => {
  it('splits one member’s turnover per level, each rounded down to the won', () => {
    // 123,457 × 0.7 % = 864.199; × 0.8 % = 987.656; × 1 % = 1,234.57.
    expect(splitAlongPath(123_457, 50, [120, 200, 300])).toEqual([864, 987, 1_234]);
    expect(splitAlongPath(0, 50, [120])).toEqual([0]);
  });

  it('refuses turnover that is not a non-negative safe integer', () => {
    expect(() => splitAlongPath(-1, 0, [10])).toThrow(RangeError);
    expect(() => splitAlongPath(1.5, 0, [10])).toThrow(RangeError);
  });
});

describe('rollingWonOfShares', () => {
  it('rounds down once over the sum, not per member', () => {
    // 123,457 × 0.8 % + 200,001 × 1 % = 987.656 + 2,000.01 = 2,987.666 → 2,987 (per member 2,987 too);
    expect(
      rollingWonOfShares([
        { turnoverWon: 123_457, shareBp: 80 },
        { turnoverWon: 200_001, shareBp: 100 },
      ]),
    ).toBe(2_987);
    // 3 × 0.5 won = 1.5 → 1 over the sum, where per-member flooring would give 0.
    const halves = Array.from({ length: 3 }, () => ({ turnoverWon: 50, shareBp: 100 }));
    expect(rollingWonOfShares(halves)).toBe(1);
    expect(rollingWonOfShares([])).toBe(0);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    expect(rollingWonOfShares([{ turnoverWon: Number.MAX_SAFE_INTEGER, shareBp: 1_000 }])).toBe(
      Number((BigInt(Number.MAX_SAFE_INTEGER) * 1_000n) / 10_000n),
    );
  });
});
