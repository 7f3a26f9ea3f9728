/**
 * Stakes per spin the selector offers, in won, within the provider's limits
 * (DEMO_MIN_STAKE..DEMO_MAX_STAKE) and divisible by every slot's line count (5 or 20), so each line
 * bet is a whole number of won.
 */
export const SLOT_STAKES: readonly number[] = [
  1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];
