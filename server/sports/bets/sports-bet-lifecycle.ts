/**
 * The sports bet's money lifecycle as one table (docs/money-lifecycles.md, docs/architecture.md
 * §14): for every state of a bet, what each event does — the member placing, cashing out or
 * cancelling (and their retries under the same key), the settlement sweeper, the operator's void
 * and result correction. Every handler of a sports bet reads its cell here before it writes.
 *
 * The money of a bet (sports-settle-ledger.ts): placing moves the stake from the member's cash to
 * bets pending; closing pays the state's credit (a payout, the stake back, a cash-out offer, or
 * nothing for a loss) from bets pending and settles the rest with the house; re-opening takes the
 * credit back and puts the stake in play again. A correction of a closed bet is a re-opening and a
 * closing in one step.
 */
import type { LockedBet } from '../settle/sports-settle-evaluate';
import {
  answer,
  decide,
  move,
  refuse,
  type LifecycleTable,
  type Transition,
} from '../../platform/lib/lifecycle-table';

/**
 * `absent`: no bet under the key yet. `void`: every leg void, the stake paid back as the payout
 * (status 3). `cashedOut`: closed by the member's accepted offer (status 3 with cashed_out_won).
 * `cancelled`: status −1, the stake refunded, by the member within the window or by an operator.
 */
export const SPORTS_BET_STATES = [
  'absent',
  'open',
  'won',
  'lost',
  'void',
  'cashedOut',
  'cancelled',
] as const;
export type SportsBetState = (typeof SPORTS_BET_STATES)[number];

/**
 * Who does what. The settlement sweeper and the operator's correction are named by what the
 * bet's legs say afterwards (won, lost, void: every leg void, open: not decided any more).
 * A `…Retry` is the same request again under a key already used; a placement under a used key
 * is `memberPlace` on the bet that key placed.
 */
export const SPORTS_BET_EVENTS = [
  'memberPlace',
  'memberCashOut',
  'memberCashOutRetry',
  'memberCancel',
  'memberCancelRetry',
  'jobSettleWon',
  'jobSettleLost',
  'jobSettleVoid',
  'operatorVoid',
  'operatorResettleWon',
  'operatorResettleLost',
  'operatorResettleVoid',
  'operatorResettleOpen',
] as const;
export type SportsBetEvent = (typeof SPORTS_BET_EVENTS)[number];

/**
 * - `takeStake`: member cash → bets pending, the stake;
 * - `close`: bets pending → member, the new state's credit; the rest of the stake to the house;
 * - `reopen`: the credit back from the member, the stake back into bets pending from the house;
 * - `reopenAndClose`: both, in one step (a correction of a closed bet).
 */
export type SportsBetMoney = 'takeStake' | 'close' | 'reopen' | 'reopenAndClose';

export type SportsBetRefusalCode =
  | 'SPORTS_BET_NOT_FOUND'
  | 'SPORTS_CASHOUT_UNAVAILABLE'
  | 'SPORTS_BET_NOT_CANCELLABLE'
  | 'SPORTS_BET_CLOSED';

type Row = { readonly [E in SportsBetEvent]: SportsBetCell };
export type SportsBetCell = Transition<SportsBetState, SportsBetMoney, SportsBetRefusalCode>;

const retriesAnswer = {
  memberCashOutRetry: answer('the key names the cash-out made first; the request answers it'),
  memberCancelRetry: answer('the key names the cancellation made first; the request answers it'),
} as const;

/** A closed bet's answer to the sweeper: it settles only open bets, corrections are an operator's. */
const sweeperLeavesClosed = {
  jobSettleWon: answer('closed already: the sweeper takes only open bets'),
  jobSettleLost: answer('closed already: the sweeper takes only open bets'),
  jobSettleVoid: answer('closed already: the sweeper takes only open bets'),
} as const;

/** A settled bet (won, lost, void): what the legs say now, re-applied by the operator. */
const settledRow: Omit<
  Row,
  'operatorResettleWon' | 'operatorResettleLost' | 'operatorResettleVoid'
> = {
  memberPlace: answer('the bet exists; placing under its key answers it'),
  ...retriesAnswer,
  memberCashOut: refuse('SPORTS_CASHOUT_UNAVAILABLE'),
  memberCancel: refuse('SPORTS_BET_NOT_CANCELLABLE'),
  ...sweeperLeavesClosed,
  operatorVoid: move('cancelled', 'reopenAndClose'),
  operatorResettleOpen: move('open', 'reopen'),
};

/** Closed for good: its money has left the bet, nothing changes it any more. */
const finalRow = (): Row => ({
  memberPlace: answer('the bet exists; placing under its key answers it'),
  ...retriesAnswer,
  memberCashOut: refuse('SPORTS_CASHOUT_UNAVAILABLE'),
  memberCancel: refuse('SPORTS_BET_NOT_CANCELLABLE'),
  ...sweeperLeavesClosed,
  operatorVoid: refuse('SPORTS_BET_CLOSED'),
  operatorResettleWon: answer('closed for good: a correction skips it'),
  operatorResettleLost: answer('closed for good: a correction skips it'),
  operatorResettleVoid: answer('closed for good: a correction skips it'),
  operatorResettleOpen: answer('closed for good: a correction skips it'),
});

export const SPORTS_BET_LIFECYCLE: LifecycleTable<
  SportsBetState,
  SportsBetEvent,
  SportsBetMoney,
  SportsBetRefusalCode
> = {
  absent: {
    memberPlace: move('open', 'takeStake'),
    memberCashOut: refuse('SPORTS_BET_NOT_FOUND'),
    memberCashOutRetry: refuse('SPORTS_BET_NOT_FOUND'),
    memberCancel: refuse('SPORTS_BET_NOT_FOUND'),
    memberCancelRetry: refuse('SPORTS_BET_NOT_FOUND'),
    jobSettleWon: answer('no bet: nothing to settle'),
    jobSettleLost: answer('no bet: nothing to settle'),
    jobSettleVoid: answer('no bet: nothing to settle'),
    operatorVoid: refuse('SPORTS_BET_NOT_FOUND'),
    operatorResettleWon: answer('no bet: nothing to correct'),
    operatorResettleLost: answer('no bet: nothing to correct'),
    operatorResettleVoid: answer('no bet: nothing to correct'),
    operatorResettleOpen: answer('no bet: nothing to correct'),
  },
  open: {
    memberPlace: answer('the bet exists; placing under its key answers it'),
    ...retriesAnswer,
    // The offer's own conditions (a priced, open market; the exact offer) are checked after.
    memberCashOut: move('cashedOut', 'close'),
    // The cancel window and the fixtures' start (sports-bet-rules.ts) are checked after.
    memberCancel: move('cancelled', 'close'),
    jobSettleWon: move('won', 'close'),
    jobSettleLost: move('lost', 'close'),
    jobSettleVoid: move('void', 'close'),
    operatorVoid: move('cancelled', 'close'),
    operatorResettleWon: move('won', 'close'),
    operatorResettleLost: move('lost', 'close'),
    operatorResettleVoid: move('void', 'close'),
    operatorResettleOpen: answer('still open: the correction decides nothing yet'),
  },
  // A correction to the same state changes the payout (a half result): re-opened and re-closed.
  won: {
    ...settledRow,
    operatorResettleWon: move('won', 'reopenAndClose'),
    operatorResettleLost: move('lost', 'reopenAndClose'),
    operatorResettleVoid: move('void', 'reopenAndClose'),
  },
  lost: {
    ...settledRow,
    operatorResettleWon: move('won', 'reopenAndClose'),
    operatorResettleLost: move('lost', 'reopenAndClose'),
    operatorResettleVoid: move('void', 'reopenAndClose'),
  },
  void: {
    ...settledRow,
    operatorResettleWon: move('won', 'reopenAndClose'),
    operatorResettleLost: move('lost', 'reopenAndClose'),
    operatorResettleVoid: move('void', 'reopenAndClose'),
  },
  cashedOut: finalRow(),
  cancelled: finalRow(),
};

/** The state a stored bet is in (statuses: common/domain/betting/bet-status.ts). */
export function sportsBetStateOf(
  bet: Pick<LockedBet, 'status' | 'cashed_out_won'>,
): SportsBetState {
  switch (bet.status) {
    case 0:
      return 'open';
    case 1:
      return 'lost';
    case 2:
      return 'won';
    case 3:
      return bet.cashed_out_won === null ? 'void' : 'cashedOut';
    default:
      return 'cancelled';
  }
}

/** What a bet's cell says for `event`. */
export function decideSportsBet(
  bet: Pick<LockedBet, 'status' | 'cashed_out_won'>,
  event: SportsBetEvent,
): SportsBetCell {
  return decide(SPORTS_BET_LIFECYCLE, sportsBetStateOf(bet), event);
}

/**
 * The settlement sweeper's or the correction's event for the status the legs now give; null for
 * the sweeper when the legs decide nothing (it never re-opens a bet).
 */
export function settleEventOf(status: number, by: 'job' | 'operator'): SportsBetEvent | null {
  const outcome = status === 2 ? 'Won' : status === 1 ? 'Lost' : status === 3 ? 'Void' : 'Open';
  if (by === 'operator') return `operatorResettle${outcome}`;
  return outcome === 'Open' ? null : `jobSettle${outcome}`;
}

/** A state no event moves out of (its money has left the bet for good). */
export function isFinalSportsBetState(state: SportsBetState): boolean {
  return SPORTS_BET_EVENTS.every((e) => SPORTS_BET_LIFECYCLE[state][e].kind !== 'move');
}
