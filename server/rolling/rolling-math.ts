/**
 * Rolling arithmetic: accrued rolling = turnover × percentage, rounded down to the won. Rates are integer hundredths of a percent, so the product is exact in BigInt and the
 * division floors: 123,457원 at 1.5 % (150) is 1,851원, never 1,852.
 */
import type { RollingCategory } from '../../common/contract/rolling.contract';

/** Hundredths of a percent in one whole: 100 % = 10,000. */
export const BP_PER_WHOLE = 10_000n;

/**
 * Turnover graded in the last minute is left for the next request: a grading transaction may
 * stamp its time a moment before it commits (and API nodes' clocks may differ a little), so a
 * window that ended "now" could miss a bet that commits just after it. With the lag, every bet
 * graded before a window's end is visible when the window is closed.
 */
export const ROLLING_CUTOFF_LAG_MS = 60_000;

/** Before any request, a window starts at the epoch: all recorded turnover counts. */
export const ROLLING_ORIGIN = new Date(0);

export function rollingWon(turnoverWon: number, rateBp: number): number {
  if (!Number.isSafeInteger(turnoverWon) || turnoverWon < 0) {
    throw new RangeError(`turnover must be a non-negative safe integer, got ${turnoverWon}`);
  }
  if (!Number.isInteger(rateBp) || rateBp < 0) {
    throw new RangeError(`rate must be a non-negative integer, got ${rateBp}`);
  }
  return Number((BigInt(turnoverWon) * BigInt(rateBp)) / BP_PER_WHOLE);
}

/** The same per category. */
export function rollingByCategory(
  turnover: Record<RollingCategory, number>,
  ratesBp: Record<RollingCategory, number>,
): Record<RollingCategory, number> {
  return {
    mini: rollingWon(turnover.mini, ratesBp.mini),
    sports: rollingWon(turnover.sports, ratesBp.sports),
    casino: rollingWon(turnover.casino, ratesBp.casino),
    slot: rollingWon(turnover.slot, ratesBp.slot),
  };
}

/**
 * The agent tree's split: along a member's path (direct agent first, the head
 * office last) each level earns its rate minus the rate it gave down; the direct agent gave the
 * member's own rate down. A level whose rate is below what it gave down (rates an operator set
 * before the tree's rule) earns 0, never a negative share. Hundredths of a percent, per level.
 */
export function pathSharesBp(memberRateBp: number, pathRatesBp: readonly number[]): number[] {
  let givenDown = memberRateBp;
  return pathRatesBp.map((rate) => {
    const share = Math.max(0, rate - givenDown);
    givenDown = Math.max(givenDown, rate);
    return share;
  });
}

/** One member's turnover split along its path: won per level, each rounded down. */
export function splitAlongPath(
  turnoverWon: number,
  memberRateBp: number,
  pathRatesBp: readonly number[],
): number[] {
  return pathSharesBp(memberRateBp, pathRatesBp).map((bp) => rollingWon(turnoverWon, bp));
}

/**
 * An agent's rolling over many members: Σ turnover × share, rounded down once over the sum (the
 * single-level rule floored the downline's total the same way), exact in BigInt.
 */
export function rollingWonOfShares(
  pieces: readonly { turnoverWon: number; shareBp: number }[],
): number {
  let sum = 0n;
  for (const { turnoverWon, shareBp } of pieces) {
    rollingWon(turnoverWon, shareBp); // the same range checks
    sum += BigInt(turnoverWon) * BigInt(shareBp);
  }
  return Number(sum / BP_PER_WHOLE);
}
