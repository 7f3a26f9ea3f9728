/**
 * Minigame payout in integer won. Odds are decimal odds in hundredths (195 = 1.95): a winning bet
 * returns floor(stake * odds / 100) — rounding down, never in the member's favour beyond the odds;
 * a push returns the stake; a loss returns nothing.
 */
import type { Grade } from './types';

export function payoutWon(stakeWon: number, oddsHundredths: number, grade: Grade): number {
  if (!Number.isSafeInteger(stakeWon) || stakeWon < 0) {
    throw new RangeError(`stake must be a non-negative integer of won, got ${stakeWon}`);
  }
  if (!Number.isSafeInteger(oddsHundredths) || oddsHundredths < 100) {
    throw new RangeError(`odds must be an integer of hundredths >= 100, got ${oddsHundredths}`);
  }
  switch (grade) {
    case 'won':
      // BigInt keeps stake * odds exact past 2^53 for very large stakes.
      return Number((BigInt(stakeWon) * BigInt(oddsHundredths)) / 100n);
    case 'push':
      return stakeWon;
    case 'lost':
      return 0;
  }
}

/** The potential payout shown on the slip before the draw. */
export function potentialPayoutWon(stakeWon: number, oddsHundredths: number): number {
  return payoutWon(stakeWon, oddsHundredths, 'won');
}
