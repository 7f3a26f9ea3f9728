/**
 * The minigame bet's money lifecycle as one table (docs/money-lifecycles.md, docs/architecture.md
 * §14): for every state of a bet, what each event does — the member placing (a retry under the
 * same key included) or replacing the pick (spec §4: one bet per round), the round engine closing,
 * grading and cancelling a round, and the operator cancelling it.
 *
 * A round's bets are settled and refunded set-based (round-steps.ts: one UPDATE for 100k bets), so
 * the handlers read the table once per statement rather than per bet: the statuses an UPDATE
 * takes its bets from, and the status it gives them, come from the cells below
 * (`statusesMovingOn`, `statusCodeOf`).
 *
 * The money of a bet: placing moves the stake from the member's cash to bets pending; closing pays
 * the state's credit from bets pending (the payout of a win, the stake of a push, a replacement
 * or a cancelled round, nothing for a loss), the house keeping or paying the rest.
 */
import { MINIGAME_BET_STATUS } from '../../common/contract/minigame.contract';
import {
  answer,
  decide,
  move,
  refuse,
  type LifecycleTable,
  type Transition,
} from '../platform/lib/lifecycle-table';

/**
 * `replaced`: cancelled by the member's new pick in the same round (status −1, `replaced`).
 * `refunded`: its round was cancelled (status −1). `push`: the stake paid back by the grade.
 */
export const MINIGAME_BET_STATES = [
  'absent',
  'open',
  'won',
  'lost',
  'push',
  'replaced',
  'refunded',
] as const;
export type MinigameBetState = (typeof MINIGAME_BET_STATES)[number];

/**
 * `memberPlace` is a placement under this bet's key (the first, or a retry); `memberReplace` is
 * the member's placement of another pick in the bet's round. `jobClose` ends betting; the
 * `jobSettle…` events grade the round; `roundCancel` is the operator's cancel, or the engine's for
 * a round that cannot be drawn (no seed).
 */
export const MINIGAME_BET_EVENTS = [
  'memberPlace',
  'memberReplace',
  'jobClose',
  'jobSettleWon',
  'jobSettleLost',
  'jobSettlePush',
  'roundCancel',
] as const;
export type MinigameBetEvent = (typeof MINIGAME_BET_EVENTS)[number];

/** `takeStake`: member cash → bets pending. `close`: the new state's credit to the member. */
export type MinigameBetMoney = 'takeStake' | 'close';

type MinigameBetStatus = (typeof MINIGAME_BET_STATUS)[keyof typeof MINIGAME_BET_STATUS];

export type MinigameBetRefusalCode = 'BETTING_CLOSED' | 'ROUND_NOT_CANCELLABLE';

export type MinigameBetCell = Transition<
  MinigameBetState,
  MinigameBetMoney,
  MinigameBetRefusalCode
>;

const gradedRow = {
  memberPlace: answer('the bet exists; placing under its key answers it'),
  memberReplace: refuse('BETTING_CLOSED'),
  jobClose: answer('betting closed long ago'),
  jobSettleWon: answer('graded already: a round is settled once'),
  jobSettleLost: answer('graded already: a round is settled once'),
  jobSettlePush: answer('graded already: a round is settled once'),
  roundCancel: refuse('ROUND_NOT_CANCELLABLE'),
} as const;

export const MINIGAME_BET_LIFECYCLE: LifecycleTable<
  MinigameBetState,
  MinigameBetEvent,
  MinigameBetMoney,
  MinigameBetRefusalCode
> = {
  absent: {
    // The round's own conditions (open for betting, odds, limits) are checked before.
    memberPlace: move('open', 'takeStake'),
    memberReplace: answer('no open bet in the round: the new pick replaces nothing'),
    jobClose: answer('no bet'),
    jobSettleWon: answer('no bet: nothing to grade'),
    jobSettleLost: answer('no bet: nothing to grade'),
    jobSettlePush: answer('no bet: nothing to grade'),
    roundCancel: answer('no bet: nothing to refund'),
  },
  open: {
    memberPlace: answer('the bet exists; placing under its key answers it'),
    // Only while the round takes bets: the new pick is refused first when betting has closed.
    memberReplace: move('replaced', 'close'),
    jobClose: answer('betting closes; the bet waits for the draw'),
    jobSettleWon: move('won', 'close'),
    jobSettleLost: move('lost', 'close'),
    jobSettlePush: move('push', 'close'),
    roundCancel: move('refunded', 'close'),
  },
  won: gradedRow,
  lost: gradedRow,
  push: gradedRow,
  replaced: {
    memberPlace: answer('the bet exists; placing under its key answers it'),
    memberReplace: answer('replaced already: its stake came back then'),
    jobClose: answer('replaced already'),
    jobSettleWon: answer('replaced already: not graded'),
    jobSettleLost: answer('replaced already: not graded'),
    jobSettlePush: answer('replaced already: not graded'),
    roundCancel: answer('replaced already: its stake came back then'),
  },
  refunded: {
    memberPlace: answer('the bet exists; placing under its key answers it'),
    memberReplace: refuse('BETTING_CLOSED'),
    jobClose: answer('the round is cancelled'),
    jobSettleWon: answer('the round is cancelled: never graded'),
    jobSettleLost: answer('the round is cancelled: never graded'),
    jobSettlePush: answer('the round is cancelled: never graded'),
    roundCancel: refuse('ROUND_NOT_CANCELLABLE'),
  },
};

/** The status column of each state that is stored (absent is no row). */
const STATUS_CODE: Record<Exclude<MinigameBetState, 'absent'>, MinigameBetStatus> = {
  open: MINIGAME_BET_STATUS.open,
  won: MINIGAME_BET_STATUS.won,
  lost: MINIGAME_BET_STATUS.lost,
  push: MINIGAME_BET_STATUS.push,
  replaced: MINIGAME_BET_STATUS.cancelled,
  refunded: MINIGAME_BET_STATUS.cancelled,
};

export function statusCodeOf(state: Exclude<MinigameBetState, 'absent'>): MinigameBetStatus {
  return STATUS_CODE[state];
}

/** The state of a stored bet. */
export function minigameBetStateOf(bet: { status: number; replaced: boolean }): MinigameBetState {
  if (bet.status === MINIGAME_BET_STATUS.cancelled) return bet.replaced ? 'replaced' : 'refunded';
  const found = (Object.keys(STATUS_CODE) as (keyof typeof STATUS_CODE)[]).find(
    (state) => STATUS_CODE[state] === bet.status,
  );
  if (!found) throw new Error(`minigame bet status ${bet.status} is not a state`);
  return found;
}

/**
 * The stored statuses whose bets `event` moves: what a set-based UPDATE takes. Never −1: a
 * replaced and a refunded bet share it, so a table that moved one of them would need the
 * `replaced` column in the statement too.
 */
export function statusesMovingOn(event: MinigameBetEvent): MinigameBetStatus[] {
  const codes = MINIGAME_BET_STATES.filter(
    (state): state is Exclude<MinigameBetState, 'absent'> =>
      state !== 'absent' && decide(MINIGAME_BET_LIFECYCLE, state, event).kind === 'move',
  ).map(statusCodeOf);
  if (codes.includes(MINIGAME_BET_STATUS.cancelled)) {
    throw new Error(`${event} moves a cancelled bet: the status alone does not say which`);
  }
  return codes;
}

/** The status `event` gives the bets it moves: every moving cell of it goes to the same state. */
export function statusAfter(event: MinigameBetEvent): MinigameBetStatus {
  const targets = new Set(
    MINIGAME_BET_STATES.map((state) => decide(MINIGAME_BET_LIFECYCLE, state, event))
      .filter((cell) => cell.kind === 'move')
      .map((cell) => cell.to),
  );
  const [to, ...others] = [...targets];
  if (!to || to === 'absent' || others.length > 0) {
    throw new Error(`${event} does not move bets to one stored state`);
  }
  return statusCodeOf(to);
}
