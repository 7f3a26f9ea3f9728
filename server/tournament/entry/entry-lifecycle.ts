/**
 * A member's tournament entry as a state table (docs/money-lifecycles.md, docs/tournaments.md
 * "Money"): for each state of the entry — which includes where its tournament stands — what the
 * member's join, the operator's cancel and the end job do. The join, the leave, the cancel and the
 * end job decide through it, and the model-based test drives the real server through the same events.
 *
 * The money it names: `takeFee` (member → house, through the stake gate, once per member and
 * tournament: the ledger key is the pair), `refundFee` (house → member, what was paid, once: a
 * leave before the start and a cancel share one key, so a fee comes back at most once), and
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
import type { Queryable } from '../../platform/db/db';
import type { TournamentRow } from '../tournament-rows';

export type EntryState =
  /** The tournament takes entries and has not started; this member has none. */
  | 'openUpcoming'
  /** The tournament takes entries and runs (started, before its end); this member has none. */
  | 'openRunning'
  /** The member left before the start and had the fee back; a paid entry is not taken again. */
  | 'left'
  /** Entered (fee taken if it has one); the tournament has not started. */
  | 'enteredUpcoming'
  /** Entered; the tournament runs (started, before its end). */
  | 'enteredRunning'
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

export type EntryEvent = 'memberJoin' | 'memberLeave' | 'operatorCancel' | 'endJob';
export type EntryMoney = 'takeFee' | 'refundFee' | 'payPrize';
export type EntryRefusal =
  | 'TOURNAMENT_CLOSED'
  | 'TOURNAMENT_ENDED'
  | 'TOURNAMENT_NOT_CANCELLABLE'
  | 'TOURNAMENT_NOT_ENTERED'
  | 'TOURNAMENT_LEAVE_STARTED'
  | 'TOURNAMENT_LEFT';

const notDue = answer('the end job takes only tournaments past their end');
const closed = refuse('TOURNAMENT_CLOSED' as const);
const notCancellable = refuse('TOURNAMENT_NOT_CANCELLABLE' as const);
// Past its end the operator has seen the final board: a cancel would turn prizes into refunds.
const ended = refuse('TOURNAMENT_ENDED' as const);
const notEntered = refuse('TOURNAMENT_NOT_ENTERED' as const);
// Once it runs the member's rounds count: leaving then would be a free option on the board.
const started = refuse('TOURNAMENT_LEAVE_STARTED' as const);
const joinedOnce = answer('joined already: the fee was taken once');

export const ENTRY_LIFECYCLE: LifecycleTable<EntryState, EntryEvent, EntryMoney, EntryRefusal> = {
  openUpcoming: {
    memberJoin: move('enteredUpcoming', 'takeFee'),
    memberLeave: notEntered,
    operatorCancel: move('cancelledAbsent'),
    endJob: notDue,
  },
  openRunning: {
    memberJoin: move('enteredRunning', 'takeFee'),
    memberLeave: notEntered,
    operatorCancel: move('cancelledAbsent'),
    endJob: notDue,
  },
  left: {
    // The fee key is the tournament and the member: a second fee could not be taken.
    memberJoin: refuse('TOURNAMENT_LEFT' as const),
    memberLeave: answer('left once: the fee came back once'),
    operatorCancel: answer('the fee came back when the member left'),
    endJob: answer('no entry to rank'),
  },
  enteredUpcoming: {
    memberJoin: joinedOnce,
    memberLeave: move('left', 'refundFee'),
    operatorCancel: move('refunded', 'refundFee'),
    endJob: notDue,
  },
  enteredRunning: {
    memberJoin: joinedOnce,
    memberLeave: started,
    operatorCancel: move('refunded', 'refundFee'),
    endJob: notDue,
  },
  endedAbsent: {
    memberJoin: closed,
    memberLeave: notEntered,
    operatorCancel: ended,
    endJob: move('finishedAbsent'),
  },
  endedEntered: {
    memberJoin: joinedOnce,
    memberLeave: started,
    operatorCancel: ended,
    endJob: move('settled', 'payPrize'),
  },
  cancelledAbsent: {
    memberJoin: closed,
    memberLeave: notEntered,
    operatorCancel: notCancellable,
    endJob: answer('a cancelled tournament has nothing to end'),
  },
  refunded: {
    memberJoin: answer('joined before the cancel: the fee was refunded once'),
    memberLeave: closed,
    operatorCancel: notCancellable,
    endJob: answer('a cancelled tournament has nothing to end'),
  },
  finishedAbsent: {
    memberJoin: closed,
    memberLeave: notEntered,
    operatorCancel: notCancellable,
    endJob: answer('finished once'),
  },
  settled: {
    memberJoin: answer('joined before the end: the entry stands as it finished'),
    memberLeave: closed,
    operatorCancel: notCancellable,
    endJob: answer('finished once: the prize was paid once'),
  },
};

/** Where the member stands: entered, left with the fee back, or neither. */
export type Membership = 'entered' | 'left' | 'none';

/** The state of the member's entry in tournament `t` at `now`. */
export function entryStateOf(
  t: Pick<TournamentRow, 'state' | 'starts_at' | 'ends_at'>,
  membership: Membership,
  now: Date,
): EntryState {
  if (membership === 'left') return 'left';
  const entered = membership === 'entered';
  if (t.state === 'cancelled') return entered ? 'refunded' : 'cancelledAbsent';
  if (t.state === 'finished') return entered ? 'settled' : 'finishedAbsent';
  if (new Date(t.ends_at).getTime() <= now.getTime()) {
    return entered ? 'endedEntered' : 'endedAbsent';
  }
  const running = new Date(t.starts_at).getTime() <= now.getTime();
  if (!entered) return running ? 'openRunning' : 'openUpcoming';
  return running ? 'enteredRunning' : 'enteredUpcoming';
}

/**
 * Where the member stands in tournament `id`: entered (an entry row), left (no entry, but the fee
 * came back by a leave: the refund line of the payout record), or neither. A free entry that is
 * left leaves no trace: the member may join again.
 */
export async function membershipOf(
  q: Queryable,
  tournamentId: number,
  memberId: number,
): Promise<Membership> {
  const [row] = await q.query<{ entered: boolean; refunded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND member_id = $2) AS entered,
            EXISTS (SELECT 1 FROM tournament_payouts
                     WHERE tournament_id = $1 AND member_id = $2 AND kind = 'refund') AS refunded`,
    [tournamentId, memberId],
  );
  if (row?.entered) return 'entered';
  return row?.refunded ? 'left' : 'none';
}

/** The table's cell for this entry and event. */
export const decideEntry = (state: EntryState, event: EntryEvent) =>
  decide(ENTRY_LIFECYCLE, state, event);
