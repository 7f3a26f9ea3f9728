/**
 * Cash-out offers on open bets (a feature the spec does not list): the server prices them from its own
 * current prices; the member takes the offer only at exactly that value.
 *
 * Fair value of an open single or parlay: stake × Π(settled legs' factors) × Π(placed / current)
 * over the legs still open; the house keeps a margin and the result is floored to the won once,
 * in BigInt, and capped at the bet's max payout. A price that shortened since placement raises
 * the offer, a drifting one lowers it.
 *
 * No offer (reason code) when: a leg lost (LOST), an open leg has no current price because its
 * market is suspended, started or closed (SUSPENDED), nothing is left open (SETTLING: the sweeper
 * settles it), the bet is a system bet (NOT_OFFERED: lines settle separately), or the value is
 * under 1 won (NO_VALUE).
 */
import { assertOddsHundredths, ODDS_SCALE } from './odds';
import { assertStakeWon, capWon, toSafeWon } from './exact-money';
import { legFactorNumerator, LEG_SETTLEMENT, type LegSettlement } from './settlement';

/** The house's margin on a cash-out, in basis points of the fair value (5 %). */
export const CASHOUT_MARGIN_BASIS_POINTS = 500;
const BASIS = 10_000n;

export interface CashoutLeg {
  /** Price the leg was accepted at. */
  placedHundredths: number;
  /** Settlement code, or null while open. */
  result: LegSettlement | null;
  /** The leg's bettable price now; null when it cannot be bet (suspended, started, closed). */
  currentHundredths: number | null;
}

export type CashoutRefusal = 'LOST' | 'SUSPENDED' | 'SETTLING' | 'NOT_OFFERED' | 'NO_VALUE';
export type CashoutOffer = { ok: true; offerWon: number } | { ok: false; reason: CashoutRefusal };

export function cashoutOffer(
  stakeWon: number,
  legs: readonly CashoutLeg[],
  maxPayoutWon: number,
  options: { isSystem?: boolean; marginBasisPoints?: number } = {},
): CashoutOffer {
  assertStakeWon(stakeWon);
  if (options.isSystem) return { ok: false, reason: 'NOT_OFFERED' };
  if (legs.some((leg) => leg.result === LEG_SETTLEMENT.loser)) return { ok: false, reason: 'LOST' };
  const open = legs.filter((leg) => leg.result === null);
  if (open.length === 0) return { ok: false, reason: 'SETTLING' };
  if (open.some((leg) => leg.currentHundredths === null)) {
    return { ok: false, reason: 'SUSPENDED' };
  }
  const margin = BigInt(options.marginBasisPoints ?? CASHOUT_MARGIN_BASIS_POINTS);
  let numerator = BigInt(stakeWon) * (BASIS - margin);
  let denominator = BASIS;
  for (const leg of legs) {
    assertOddsHundredths(leg.placedHundredths);
    if (leg.result !== null) {
      numerator *= legFactorNumerator({
        oddsHundredths: leg.placedHundredths,
        settlement: leg.result,
      });
      denominator *= 2n * BigInt(ODDS_SCALE);
      continue;
    }
    const current = leg.currentHundredths as number;
    assertOddsHundredths(current);
    numerator *= BigInt(leg.placedHundredths);
    denominator *= BigInt(current);
  }
  const offer = toSafeWon(capWon(numerator / denominator, maxPayoutWon));
  return offer >= 1 ? { ok: true, offerWon: offer } : { ok: false, reason: 'NO_VALUE' };
}
