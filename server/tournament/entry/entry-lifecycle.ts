/**
 * A member's tournament entry as a state table (docs/money-lifecycles.md, docs/tournaments.md
 * "Money"): for each state of the entry — which includes where its tournament stands — what the
 * member's join, the operator's cancel and the end job do. The join, the cancel and the end job
 * decide through it, and the model-based test drives the real server through the same events.
 *
 * The money it names: `takeFee` (member → house, through the stake gate, once per member and
 * tournament: the ledger key is the pair), `refundFee` (house → member, what was paid, once), and
 * `payPrize` (promotions → member, the prize of the final rank if it earns one, once). An entry
 * is never both refunded and prized: a cancel refunds only before the end, the end job pays only
 * a tournament that was not cancelled, and both lock the tournament's row.
 */
import {
  answer,
  decide,
  move,
  refuse,
  type LifecycleTable,
} from '../../platform/lib/lifecycle-table';
import type { TournamentRow } from '../tournament-rows';

export type EntryState =
  /** The tournament takes entries (scheduled, before its end); this member has none. */
  | 'open'
  /** Entered (fee taken if it has one); the tournament has not reached its end. */
  | 'entered'
  /** Past the end, the end job not run yet; this member has no entry. */
  | 'endedAbsent'
  /** Past the end, the end job not run yet; the member's entry waits for its rank. */
  | 'endedEntered'
  /** Cancelled; this member never entered. */
  | 'cancelledAbsent'
  /** Cancelled after the member entered: the fee went back. */
  | 'refunded'
  /** Finished; this member never entered. */
  | 'finishedAbsent'
  /** Finished with the member ranked: prized when the rank earned one, otherwise nothing paid. */
  | 'settled';

export type EntryEvent = 'memberJoin' | 'operatorCancel' | 'endJob';
export type EntryMoney = 'takeFee' | 'refundFee' | 'payPrize';
export type EntryRefusal = 'TOURNAMENT_CLOSED' | 'TOURNAMENT_ENDED' | 'TOURNAMENT_NOT_CANCELLABLE';

const notDue = answer('the end job takes only tournaments past their end');
const closed = refuse('TOURNAMENT_CLOSED' as const);
const notCancellable = refuse('TOURNAMENT_NOT_CANCELLABLE' as const);
// Past its end the operator has seen the final board: a cancel would turn prizes into refunds.
const ended = refuse('TOURNAMENT_ENDED' as const);

export const ENTRY_LIFECYCLE: LifecycleTable<EntryState, EntryEvent, EntryMoney, EntryRefusal> = {
  open: {
    memberJoin: move('entered', 'takeFee'),
    operatorCancel: move('cancelledAbsent'),
    endJob: notDue,
  },
  entered: {
    memberJoin: answer('joined already: the fee was taken once'),
    operatorCancel: move('refunded', 'refundFee'),
    endJob: notDue,
  },
  endedAbsent: {
    memberJoin: closed,
    operatorCancel: ended,
    endJob: move('finishedAbsent'),
  },
  endedEntered: {
    memberJoin: answer('joined already: the fee was taken once'),
    operatorCancel: ended,
    endJob: move('settled', 'payPrize'),
  },
  cancelledAbsent: {
    memberJoin: closed,
    operatorCancel: notCancellable,
    endJob: answer('a cancelled tournament has nothing to end'),
  },
  refunded: {
    memberJoin: answer('joined before the cancel: the fee was refunded once'),
    operatorCancel: notCancellable,
    endJob: answer('a cancelled tournament has nothing to end'),
  },
  finishedAbsent: {
    memberJoin: closed,
    operatorCancel: notCancellable,
    endJob: answer('finished once'),
  },
  settled: {
    memberJoin: answer('joined before the end: the entry stands as it finished'),
    operatorCancel: notCancellable,
    endJob: answer('finished once: the prize was paid once'),
  },
};

/** The state of `memberEntered`'s entry in tournament `t` at `now`. */
export function entryStateOf(
  t: Pick<TournamentRow, 'state' | 'ends_at'>,
  memberEntered: boolean,
  now: Date,
): EntryState {
  if (t.state === 'cancelled') return memberEntered ? 'refunded' : 'cancelledAbsent';
  if (t.state === 'finished') return memberEntered ? 'settled' : 'finishedAbsent';
  const past = new Date(t.ends_at).getTime() <= now.getTime();
  if (past) return memberEntered ? 'endedEntered' : 'endedAbsent';
  return memberEntered ? 'entered' : 'open';
}

/** The table's cell for this entry and event. */
export const decideEntry = (state: EntryState, event: EntryEvent) =>
  decide(ENTRY_LIFECYCLE, state, event);
