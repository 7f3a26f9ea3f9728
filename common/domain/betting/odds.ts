/**
 * Odds are integer hundredths (docs/architecture.md §5: 1.85 → 185), never floats.
 */
export const ODDS_SCALE = 100;
/** A void leg counts as 1.00 (docs/architecture.md §6). */
export const VOID_ODDS_HUNDREDTHS = 100;
/** Spec §5/§9: with a bonus-odds entry in the slip, picks below 1.30 are refused. */
export const BONUS_MIN_ODDS_HUNDREDTHS = 130;

/** Decimal odds are at least 1.00 and whole hundredths. */
export function isValidOddsHundredths(value: number): boolean {
  return Number.isSafeInteger(value) && value >= VOID_ODDS_HUNDREDTHS;
}

export function assertOddsHundredths(value: number): void {
  if (!isValidOddsHundredths(value)) {
    throw new RangeError(`odds must be integer hundredths of at least 100, got ${value}`);
  }
}
