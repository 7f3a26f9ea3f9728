/**
 * Guards between the exact BigInt arithmetic of the payout math and the safe-integer won amounts
 * the rest of the site uses (docs/architecture.md §5: integer won, safe integers in JSON).
 */

export function assertStakeWon(stakeWon: number): void {
  if (!Number.isSafeInteger(stakeWon) || stakeWon < 0) {
    throw new RangeError(`stake must be a non-negative safe integer of won, got ${stakeWon}`);
  }
}

/** A won amount computed in BigInt, back as a number; refuses rather than lose precision. */
export function toSafeWon(amount: bigint): number {
  if (amount < 0n || amount > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`amount ${amount} is outside the safe integer range of won`);
  }
  return Number(amount);
}

/** The smaller of a payout and its cap, both won; a cap is a non-negative safe integer. */
export function capWon(amount: bigint, maxPayoutWon: number | undefined): bigint {
  if (maxPayoutWon === undefined) return amount;
  assertStakeWon(maxPayoutWon);
  const cap = BigInt(maxPayoutWon);
  return amount < cap ? amount : cap;
}
