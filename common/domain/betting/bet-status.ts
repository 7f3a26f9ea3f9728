/**
 * Bet status from its legs (spec §4: -1 cancelled, 0 in progress, 1 lost, 2 won, 3 special).
 *
 * - any leg lost → lost, even while other legs are still running (a parlay cannot recover);
 * - otherwise any leg unsettled (null) → in progress;
 * - every leg void (cancelled or refunded) → special: the stake comes back (spec: draw/no-action);
 * - otherwise → won, half results included: the amount paid is settledPayoutWon's, which for a
 *   half-lost leg can be below the stake.
 * Cancelled (-1) is the status of a bet cancelled as a whole (member or admin), never derived
 * from legs: a cancelled leg is a void leg.
 */
import { isVoidSettlement, LEG_SETTLEMENT, type LegSettlement } from './settlement';

export const BET_STATUS = {
  cancelled: -1,
  inProgress: 0,
  lost: 1,
  won: 2,
  special: 3,
} as const;
export type BetStatus = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/** A leg's settlement code, or null while its market is unsettled. */
export type LegState = LegSettlement | null;

export function betStatusFromLegs(legs: readonly LegState[]): Exclude<BetStatus, -1> {
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  if (legs.some((leg) => leg === LEG_SETTLEMENT.loser)) return BET_STATUS.lost;
  if (legs.some((leg) => leg === null)) return BET_STATUS.inProgress;
  const settled = legs as readonly LegSettlement[];
  if (settled.every(isVoidSettlement)) return BET_STATUS.special;
  return BET_STATUS.won;
}
