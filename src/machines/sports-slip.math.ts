/**
 * Figures the slip shows and checks: combined odds, potential payout, the largest
 * stake the limits allow, and what the limits say about a bet. All from common/domain/betting, so
 * the slip and the placement use-case agree to the won.
 */
import { validateBetLimits, type BettingLimits } from '../../common/domain/betting/limits';
import { combinedOddsHundredths, parlayPayoutWon } from '../../common/domain/betting/payout';
import type { Refusal } from '../../common/domain/betting/refusal';
import {
  binomial,
  splitSystemStake,
  systemPotentialPayoutWon,
  SYSTEM_MAX_SELECTIONS,
} from '../../common/domain/betting/system-bets';

export interface SlipFigures {
  /** Prices of the picks, in hundredths. */
  pricesHundredths: readonly number[];
  stakeWon: number;
  /** k of a k/n system bet; null for a single or a parlay. */
  systemSize: number | null;
}

/** The system sizes a slip of n picks offers: 2 ≤ k < n (k = n is the parlay itself). */
export function systemSizesFor(n: number): number[] {
  if (n < 3 || n > SYSTEM_MAX_SELECTIONS) return [];
  return Array.from({ length: n - 2 }, (_, i) => i + 2);
}

export const systemLines = (n: number, k: number): number => binomial(n, k);

/** Display odds: the parlay's product truncated to hundredths (payout.ts); 0 with no picks. */
export function slipCombinedOdds(figures: SlipFigures): number {
  return figures.pricesHundredths.length === 0
    ? 0
    : combinedOddsHundredths(figures.pricesHundredths);
}

/**
 * Payout if every pick wins, uncapped (a payout above the level's max is refused, not capped:
 * limits.ts). A system stake that does not split evenly over its lines has no payout (null).
 */
export function slipPotentialPayout(figures: SlipFigures): number | null {
  const { pricesHundredths, stakeWon, systemSize } = figures;
  if (pricesHundredths.length === 0 || stakeWon <= 0) return 0;
  if (systemSize === null) return parlayPayoutWon(stakeWon, pricesHundredths);
  const split = splitSystemStake(stakeWon, pricesHundredths.length, systemSize);
  if (!split.ok) return null;
  return systemPotentialPayoutWon(split.lineStakeWon, pricesHundredths, systemSize);
}

/** The limits' verdict on the slip as it stands (picks, stake, payout), or ok. */
export function slipLimitsCheck(
  limits: BettingLimits,
  figures: SlipFigures,
): { ok: true } | Refusal {
  const payout = slipPotentialPayout(figures);
  if (payout === null && figures.systemSize !== null) {
    const split = splitSystemStake(
      figures.stakeWon,
      figures.pricesHundredths.length,
      figures.systemSize,
    );
    if (!split.ok) return split;
  }
  return validateBetLimits(limits, {
    stakeWon: figures.stakeWon,
    selectionCount: figures.pricesHundredths.length,
    potentialPayoutWon: payout ?? 0,
  });
}

/**
 * The largest stake within the max stake, the max payout and (when known) the balance: the
 * payout grows with the stake, so a binary search finds it exactly whatever the bet kind. A
 * system stake is rounded down to a whole number of won per line.
 */
export function maxStakeFor(
  limits: Pick<BettingLimits, 'maxStakeWon' | 'maxPayoutWon'>,
  figures: Omit<SlipFigures, 'stakeWon'>,
  balanceWon: number | null = null,
): number {
  let high = Math.max(0, limits.maxStakeWon);
  if (balanceWon !== null) high = Math.min(high, Math.max(0, Math.floor(balanceWon)));
  const n = figures.pricesHundredths.length;
  const lines = figures.systemSize === null ? 1 : systemLines(n, figures.systemSize);
  if (n === 0 || lines === 0) return high;
  const fits = (stakeWon: number) => {
    const payout = slipPotentialPayout({ ...figures, stakeWon });
    return payout !== null && payout <= limits.maxPayoutWon;
  };
  let low = 0;
  high = Math.floor(high / lines);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid * lines)) low = mid;
    else high = mid - 1;
  }
  return low * lines;
}

/** Quick-stake buttons: +1만, +5만, +10만, +50만, then 최대 and 초기화. */
export const QUICK_STAKES_WON = [10_000, 50_000, 100_000, 500_000] as const;
