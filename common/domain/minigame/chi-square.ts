/**
 * Pearson's chi-square goodness of fit and its p-value, for the fairness statistics (tests and
 * bench). p = Q(k/2, x/2), the regularised upper incomplete gamma function, computed with the
 * series for x < a + 1 and Lentz's continued fraction otherwise (Numerical Recipes §6.2).
 */

export interface ChiSquareResult {
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  readonly pValue: number;
}

/** counts[i] observed in cell i; expectedShares[i] the cell's probability (default: uniform). */
export function chiSquareTest(
  counts: readonly number[],
  expectedShares?: readonly number[],
): ChiSquareResult {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const shareTotal = expectedShares?.reduce((sum, share) => sum + share, 0) ?? counts.length;
  let statistic = 0;
  counts.forEach((count, cell) => {
    const expected = (total * (expectedShares?.[cell] ?? 1)) / shareTotal;
    statistic += ((count - expected) * (count - expected)) / expected;
  });
  const degreesOfFreedom = counts.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom) };
}

export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (statistic <= 0) return 1;
  return regularizedGammaQ(degreesOfFreedom / 2, statistic / 2);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 10_000;
const TINY = 1e-300;

/** ln Γ(x) by the Lanczos approximation (g = 7, n = 9), accurate to about 1e-15. */
export function logGamma(x: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = coefficients[0] as number;
  for (let i = 1; i < coefficients.length; i += 1) {
    sum += (coefficients[i] as number) / (shifted + i);
  }
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) return 1 - lowerSeries(a, x);
  return upperContinuedFraction(a, x);
}

function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function upperContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}
