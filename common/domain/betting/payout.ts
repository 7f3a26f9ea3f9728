/**
 * Payout of bets whose legs all win (the slip's potential payout, docs/architecture.md §5): exact integer
 * arithmetic in BigInt, rounded down to the won once, at the end.
 *
 * Decision: the combined odds shown in the slip are the product truncated to hundredths, for
 * display only. The payout is NOT stake × displayed odds: it is floor(stake × Π odds / 100^n),
 * which is never below the truncated figure and never above the exact value, so the member is
 * never short-changed by an intermediate rounding and the house never pays a fraction of a won.
 */
import { assertOddsHundredths, ODDS_SCALE } from './odds';
import { assertStakeWon, capWon, toSafeWon } from './exact-money';

const SCALE = BigInt(ODDS_SCALE);

function oddsProduct(legOddsHundredths: readonly number[]): bigint {
  let product = 1n;
  for (const odds of legOddsHundredths) {
    assertOddsHundredths(odds);
    product *= BigInt(odds);
  }
  return product;
}

/** Combined odds of a parlay in hundredths, truncated (display); no legs → 1.00. */
export function combinedOddsHundredths(legOddsHundredths: readonly number[]): number {
  const n = legOddsHundredths.length;
  if (n === 0) return ODDS_SCALE;
  const truncated = oddsProduct(legOddsHundredths) / SCALE ** BigInt(n - 1);
  if (truncated > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('combined odds exceed the safe integer range');
  }
  return Number(truncated);
}

/**
 * floor(stake × Π odds / 100^n) won, optionally capped at the level's max payout (the cap is
 * applied in BigInt, so a capped payout never overflows).
 */
export function parlayPayoutWon(
  stakeWon: number,
  legOddsHundredths: readonly number[],
  maxPayoutWon?: number,
): number {
  assertStakeWon(stakeWon);
  const exactNumerator = BigInt(stakeWon) * oddsProduct(legOddsHundredths);
  const payout = exactNumerator / SCALE ** BigInt(legOddsHundredths.length);
  return toSafeWon(capWon(payout, maxPayoutWon));
}

export function singlePayoutWon(stakeWon: number, oddsHundredths: number, maxPayoutWon?: number) {
  return parlayPayoutWon(stakeWon, [oddsHundredths], maxPayoutWon);
}

/**
 * Per-level max payout (docs/architecture.md §6). Capping only ever lowers a payout.
 */
export function capPayoutWon(payoutWon: number, maxPayoutWon: number): number {
  assertStakeWon(payoutWon);
  return toSafeWon(capWon(BigInt(payoutWon), maxPayoutWon));
}
