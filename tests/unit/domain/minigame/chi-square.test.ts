// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chiSquarePValue,
  chiSquareTest,
  logGamma,
  regularizedGammaQ,
} from '../../../../common/domain/minigame/chi-square';

describe('chi-square p-values against table values', () => {
  // Critical values from standard chi-square tables: P(X > x) for the given degrees of freedom.
  it.each([
    [6.635, 1, 0.01],
    [3.841, 1, 0.05],
    [11.07, 5, 0.05],
    [15.086, 5, 0.01],
    [23.209, 10, 0.01],
    [18.307, 10, 0.05],
    [58.619, 36, 0.01],
    [46.963, 27, 0.01],
    [49.645, 27, 0.005],
  ])('x=%f with %i df has p≈%f', (statistic, degreesOfFreedom, p) => {
    expect(chiSquarePValue(statistic, degreesOfFreedom)).toBeCloseTo(p, 4);
  });

  it('matches the closed form for 2 degrees of freedom: p = exp(-x/2)', () => {
    for (const x of [0.5, 2, 7.3, 40])
      expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it('is 1 at a zero statistic and small for a wild one', () => {
    expect(chiSquarePValue(0, 4)).toBe(1);
    expect(chiSquarePValue(500, 4)).toBeLessThan(1e-100);
  });

  it('logGamma matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3_628_800), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('Q(1, x) = exp(-x) on both sides of the series / continued fraction switch', () => {
    for (const x of [0.3, 1.9, 2.1, 9])
      expect(regularizedGammaQ(1, x)).toBeCloseTo(Math.exp(-x), 12);
  });
});

describe('chiSquareTest', () => {
  it('computes Pearson statistic for uniform cells', () => {
    const result = chiSquareTest([10, 20, 30]);
    // expected 20 each: (100 + 0 + 100) / 20 = 10
    expect(result.statistic).toBeCloseTo(10, 12);
    expect(result.degreesOfFreedom).toBe(2);
    expect(result.pValue).toBeCloseTo(Math.exp(-5), 12);
  });

  it('uses weighted expected shares', () => {
    const result = chiSquareTest([30, 70], [3, 7]);
    expect(result.statistic).toBe(0);
    expect(result.pValue).toBe(1);
  });
});
