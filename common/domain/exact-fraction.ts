/**
 * Exact rationals over BigInt, for probabilities and returns to player that must not carry a
 * float's rounding (a market's RTP is compared with 100 % exactly). Every fraction built here is
 * reduced and has a positive denominator, so equal values have equal parts.
 */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint | number, denominator: bigint | number = 1n): Fraction {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError('fraction: zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { numerator: n / divisor, denominator: d / divisor };
}

export const ZERO: Fraction = fraction(0n);
export const ONE: Fraction = fraction(1n);

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function compareFractions(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function fractionsEqual(a: Fraction, b: Fraction): boolean {
  return compareFractions(a, b) === 0;
}

/** The value as a float, for display only (decisions compare the fractions themselves). */
export function fractionToNumber(value: Fraction): number {
  // Twelve exact decimals before the float division: far below any display precision.
  const scale = 10n ** 12n;
  return Number((value.numerator * scale) / value.denominator) / 1e12;
}

/** '881/2457' (or '0', '1' for whole numbers). */
export function fractionText(value: Fraction): string {
  return value.denominator === 1n
    ? String(value.numerator)
    : `${value.numerator}/${value.denominator}`;
}

/** Reads '881/2457' (or a whole number) back into a fraction. */
export function fractionFromText(text: string): Fraction {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a fraction: '${text}'`);
  return fraction(BigInt(match[1]!), BigInt(match[2] ?? '1'));
}
