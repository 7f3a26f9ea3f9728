/**
 * What a placed bet is worth from its legs' results (spec §4 statuses), for
 * every bet kind: single and multiple (a parlay) and k/n system bets. The server's settlement
 * sweeper and resettlement use it; the history page can use it to explain a settled bet.
 *
 * - single / multiple: betStatusFromLegs decides (a lost leg loses the parlay at once, even with
 *   legs still running); the payout is settledPayoutWon's exact floor, capped.
 * - system: a lost leg only loses the lines it is in, so the bet waits for every leg; then it is
 *   special when every leg is void, otherwise won when any line pays and lost when none does.
 *
 * Bonus-odds folders (spec §5, Korean book) have no match of their own: their result follows
 * the regular legs (bonusLegSettlement).
 */
import { BET_STATUS, betStatusFromLegs, type LegState } from './bet-status';
import {
  isVoidSettlement,
  LEG_SETTLEMENT,
  settledPayoutWon,
  type LegSettlement,
  type SettledLeg,
} from './settlement';
import { systemSettledPayoutWon } from './system-bets';

export type BetKind = 'single' | 'multiple' | 'system';

export interface BetTerms {
  kind: BetKind;
  /** Total stake, won. */
  stakeWon: number;
  /** k of a k/n system; null otherwise. */
  systemSize: number | null;
  /** Stake of one system line (the total stake for other kinds). */
  lineStakeWon: number;
  /** The level's max payout the bet was struck under. */
  maxPayoutWon: number;
}

export interface BetLeg {
  oddsHundredths: number;
  /** Settlement code, or null while the leg's market is unsettled. */
  result: LegState;
}

export type BetOutcome =
  | { status: typeof BET_STATUS.inProgress }
  | {
      status: typeof BET_STATUS.lost | typeof BET_STATUS.won | typeof BET_STATUS.special;
      payoutWon: number;
    };

function settledLegs(legs: readonly BetLeg[]): SettledLeg[] {
  return legs.map((leg) => ({
    oddsHundredths: leg.oddsHundredths,
    settlement: leg.result as LegSettlement,
  }));
}

function systemOutcome(terms: BetTerms, legs: readonly BetLeg[]): BetOutcome {
  if (legs.some((leg) => leg.result === null)) return { status: BET_STATUS.inProgress };
  const settled = settledLegs(legs);
  const payoutWon = systemSettledPayoutWon(
    terms.lineStakeWon,
    settled,
    terms.systemSize ?? legs.length,
    terms.maxPayoutWon,
  );
  if (settled.every((leg) => isVoidSettlement(leg.settlement))) {
    return { status: BET_STATUS.special, payoutWon };
  }
  return { status: payoutWon > 0 ? BET_STATUS.won : BET_STATUS.lost, payoutWon };
}

/** The bet's status and payout (won, floored, capped) from its legs, or in progress. */
export function betOutcome(terms: BetTerms, legs: readonly BetLeg[]): BetOutcome {
  if (terms.kind === 'system') return systemOutcome(terms, legs);
  const status = betStatusFromLegs(legs.map((leg) => leg.result));
  if (status === BET_STATUS.inProgress) return { status };
  if (status === BET_STATUS.lost) return { status, payoutWon: 0 };
  const payoutWon = settledPayoutWon(terms.stakeWon, settledLegs(legs), terms.maxPayoutWon);
  return { status, payoutWon };
}

/**
 * A bonus folder's result (spec §5): it pays (winner) once the regular legs are all settled and at
 * least `minFolders` of them were not void; with fewer real results the bonus is refunded (1.00).
 * While a regular leg is open it is open too, unless a regular leg already lost (the parlay is
 * lost whatever the bonus does, so the bonus counts as lost with it).
 */
export function bonusLegSettlement(
  regularResults: readonly LegState[],
  minFolders: number,
): LegState {
  if (regularResults.some((r) => r === LEG_SETTLEMENT.loser)) return LEG_SETTLEMENT.loser;
  if (regularResults.some((r) => r === null)) return null;
  const real = regularResults.filter((r) => !isVoidSettlement(r as LegSettlement)).length;
  return real >= minFolders ? LEG_SETTLEMENT.winner : LEG_SETTLEMENT.refund;
}
