/**
 * Settled payout of a bet from its legs' LSports settlement codes (docs/architecture.md §6).
 * Each leg is an exact factor of the stake; the factors multiply as rationals in BigInt and the
 * payout is floored once, at the end, so voids and half results never round twice.
 *
 *   −1 cancelled, 3 refund → void, factor 1 (the leg counts 1.00)
 *    1 loser               → 0
 *    2 winner              → odds
 *    4 half lost           → 1/2 (half the stake lost, half refunded)
 *    5 half won            → (1 + odds) / 2 (half at the odds, half refunded)
 */
import { assertOddsHundredths, ODDS_SCALE } from './odds';
import { assertStakeWon, capWon, toSafeWon } from './exact-money';

export const LEG_SETTLEMENT = {
  cancelled: -1,
  loser: 1,
  winner: 2,
  refund: 3,
  halfLost: 4,
  halfWon: 5,
} as const;
export type LegSettlement = (typeof LEG_SETTLEMENT)[keyof typeof LEG_SETTLEMENT];

export interface SettledLeg {
  oddsHundredths: number;
  settlement: LegSettlement;
}

const SETTLEMENT_CODES: ReadonlySet<number> = new Set(Object.values(LEG_SETTLEMENT));

export function isLegSettlement(code: unknown): code is LegSettlement {
  return typeof code === 'number' && SETTLEMENT_CODES.has(code);
}

export function isVoidSettlement(code: LegSettlement): boolean {
  return code === LEG_SETTLEMENT.cancelled || code === LEG_SETTLEMENT.refund;
}

/** Every factor has the denominator 2 × 100 (halves of hundredths), so only numerators vary. */
const FACTOR_DENOMINATOR = 2n * BigInt(ODDS_SCALE);

export function legFactorNumerator(leg: SettledLeg): bigint {
  assertOddsHundredths(leg.oddsHundredths);
  const odds = BigInt(leg.oddsHundredths);
  const one = BigInt(ODDS_SCALE);
  switch (leg.settlement) {
    case LEG_SETTLEMENT.cancelled:
    case LEG_SETTLEMENT.refund:
      return 2n * one;
    case LEG_SETTLEMENT.loser:
      return 0n;
    case LEG_SETTLEMENT.winner:
      return 2n * odds;
    case LEG_SETTLEMENT.halfLost:
      return one;
    case LEG_SETTLEMENT.halfWon:
      return one + odds;
    default:
      throw new RangeError(`unknown leg settlement ${String(leg.settlement)}`);
  }
}

/**
 * floor(stake × Π factors) won for a fully settled single or parlay, optionally capped at the
 * max payout of the member's level (cap applied before leaving BigInt).
 */
export function settledPayoutWon(
  stakeWon: number,
  legs: readonly SettledLeg[],
  maxPayoutWon?: number,
): number {
  assertStakeWon(stakeWon);
  let numerator = BigInt(stakeWon);
  for (const leg of legs) numerator *= legFactorNumerator(leg);
  const payout = numerator / FACTOR_DENOMINATOR ** BigInt(legs.length);
  return toSafeWon(capWon(payout, maxPayoutWon));
}
