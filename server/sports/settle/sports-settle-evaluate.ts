/**
 * What a bet should be now, from its legs' effective results: the operator's
 * correction if there is one, else the feed's settlement code; a bonus folder follows the regular
 * legs (spec §5). The money math is common/domain/betting (betOutcome: voids 1.00, half results,
 * integer floor, capped at the max payout the bet was struck under).
 */
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import {
  betOutcome,
  bonusLegSettlement,
  type BetKind,
} from '../../../common/domain/betting/bet-outcome';
import type { LegState } from '../../../common/domain/betting/bet-status';
import { isLegSettlement } from '../../../common/domain/betting/settlement';
import type { Queryable } from '../../platform/db/db';
import type { BetState, Transition } from './sports-settle-ledger';

export interface LockedBet {
  id: number;
  member_id: number;
  family: SportsBetView['family'];
  kind: BetKind;
  system_size: number | null;
  stake_won: number;
  line_stake_won: number;
  max_payout_won: number;
  status: SportsBetView['status'];
  payout_won: number;
  settle_version: number;
  cashed_out_won: number | null;
  created_at: string;
}

export interface EffectiveLeg {
  bet_id: number;
  book: 'prematch' | 'inplay' | 'bonus';
  min_folders: number | null;
  price_hundredths: number;
  /** The correction, else the feed's code; null while unsettled. */
  live_result: number | null;
  /** The result the bet's current settlement used. */
  stored_result: number | null;
}

/**
 * Locks bets FOR UPDATE in id order (every use-case locks bets before ledger rows). With
 * `skipLocked` a bet an operator or member is acting on right now is left for the next sweep.
 */
export async function lockBets(
  tx: Queryable,
  ids: readonly number[],
  opts: { skipLocked?: boolean; memberId?: number } = {},
): Promise<LockedBet[]> {
  if (ids.length === 0) return [];
  return tx.query<LockedBet>(
    `SELECT id, member_id, family, kind, system_size, stake_won, line_stake_won, max_payout_won,
            status, payout_won, settle_version, cashed_out_won, created_at
       FROM sports_bets
      WHERE id = ANY($1::bigint[]) ${opts.memberId === undefined ? '' : 'AND member_id = $2'}
      ORDER BY id FOR UPDATE${opts.skipLocked ? ' SKIP LOCKED' : ''}`,
    opts.memberId === undefined ? [ids] : [ids, opts.memberId],
  );
}

export async function effectiveLegsOf(
  tx: Queryable,
  betIds: readonly number[],
): Promise<Map<number, EffectiveLeg[]>> {
  const rows = await tx.query<EffectiveLeg>(
    `SELECT l.bet_id, l.book, l.min_folders, l.price_hundredths, l.result AS stored_result,
            COALESCE(o.settlement, s.settlement) AS live_result
       FROM sports_bet_legs l
       LEFT JOIN sports_selections s ON s.id = l.selection_id
       LEFT JOIN sports_selection_overrides o ON o.selection_id = l.selection_id
      WHERE l.bet_id = ANY($1::bigint[])
      ORDER BY l.bet_id, l.leg_no`,
    [betIds],
  );
  const byBet = new Map<number, EffectiveLeg[]>();
  for (const row of rows) {
    const list = byBet.get(row.bet_id) ?? [];
    list.push(row);
    byBet.set(row.bet_id, list);
  }
  return byBet;
}

function asLegState(code: number | null): LegState {
  return isLegSettlement(code) ? code : null;
}

/** Each leg's result in leg order, the bonus folder derived from the regular legs. */
export function legResultsOf(legs: readonly EffectiveLeg[]): LegState[] {
  const regular = legs.filter((l) => l.book !== 'bonus').map((l) => asLegState(l.live_result));
  return legs.map((leg) => {
    if (leg.book !== 'bonus') return asLegState(leg.live_result);
    return asLegState(leg.live_result) ?? bonusLegSettlement(regular, leg.min_folders ?? 0);
  });
}

/** The state the legs say the bet is in now (status 0 while undecided). */
export function outcomeOf(bet: LockedBet, legs: readonly EffectiveLeg[]) {
  const results = legResultsOf(legs);
  const outcome = betOutcome(
    {
      kind: bet.kind,
      stakeWon: bet.stake_won,
      systemSize: bet.system_size,
      lineStakeWon: bet.line_stake_won,
      maxPayoutWon: bet.max_payout_won,
    },
    legs.map((leg, i) => ({ oddsHundredths: leg.price_hundredths, result: results[i] ?? null })),
  );
  const state: BetState = outcome.status === 0 ? { status: 0, payoutWon: 0 } : outcome;
  return { state, legResults: results as (number | null)[] };
}

/**
 * The step that brings a bet from its stored state to what its legs say now, or null when
 * nothing changes (same status, payout and leg results: a re-run settles nothing twice).
 */
export function settleStep(
  bet: LockedBet,
  legs: readonly EffectiveLeg[],
  actor: { actorId: number | null; reason: string },
): Transition | null {
  const { state, legResults } = outcomeOf(bet, legs);
  const from: BetState = { status: bet.status, payoutWon: bet.payout_won };
  const sameLegs = bet.status === 0 || legs.every((leg, i) => leg.stored_result === legResults[i]);
  if (from.status === state.status && from.payoutWon === state.payoutWon && sameLegs) return null;
  if (from.status === 0 && state.status === 0) return null;
  return {
    betId: bet.id,
    memberId: bet.member_id,
    stakeWon: bet.stake_won,
    version: bet.settle_version,
    from,
    to: state,
    legResults,
    action: 'settle',
    actorId: actor.actorId,
    reason: actor.reason,
  };
}
