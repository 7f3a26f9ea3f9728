/**
 * The casino round's money lifecycle as a table (docs/architecture.md §14, docs/casino-wallet.md
 * "The round table"): for each state of a member's round, what each event does — from the
 * provider (a bet, a win, a rollback, each either new or sent again under the id it already
 * used) and from the operator's stuck-round desk (settle, rollback). The wallet's use-cases
 * (wallet-bet.ts, wallet-win.ts, wallet-rollback.ts, and the batch's wallet-batch-decide.ts) and
 * the desk (server/casino/admin/casino-stuck-rounds.service.ts) read their cell here and do what
 * it says: move the money it names, answer with what already happened and move nothing, or
 * refuse with its code. The rules a call's id decides on its own (a repeat with a changed body,
 * a tombstoned bet id, a win naming a win) stay with the use-cases.
 */
import type { CasinoWalletStatus } from '../../../common/contract/casino-wallet.contract';
import {
  answer,
  decide,
  move,
  refuse,
  type LifecycleTable,
  type Transition,
} from '../../platform/lib/lifecycle-table';

export const ROUND_STATES = [
  /** No round yet: its bet was never seen. */
  'none',
  /** Stakes standing, no win, not closed. */
  'open',
  /** A win paid, the provider has not closed the round yet. */
  'won',
  /** Closed by the provider without a win (a lost round, or a bet that closed it). */
  'lost',
  /** Closed by the provider with its win paid. */
  'paid',
  /** The provider rolled the stake back (the bet's, or every bet of the round). */
  'rolled_back',
  /** The operator closed the stuck round with the win they decided. */
  'operator_settled',
  /** The operator refunded the stuck round's standing stakes. */
  'operator_rolled_back',
] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const ROUND_EVENTS = [
  'bet',
  /** A bet with round_closed. */
  'bet_closing',
  /** The same transaction_uuid again. */
  'bet_retry',
  'win',
  /** A win with round_closed. */
  'win_closing',
  'win_retry',
  'rollback',
  'rollback_retry',
  'operator_settle',
  'operator_rollback',
] as const;
export type RoundEvent = (typeof ROUND_EVENTS)[number];

/** The ledger movements (docs/casino-wallet.md "Money"). */
export type RoundMoney =
  /** casino_bet: member cash → the provider's house. */
  | 'stake'
  /** casino_win: the house → member cash. */
  | 'win'
  /** casino_rollback: the bet's stake back. */
  | 'refund'
  /** casino_win, the amount the operator entered. */
  | 'operator_win'
  /** casino_rollback of every standing stake. */
  | 'operator_refund';

/** The provider's refusals are wallet statuses; the desk's are error codes (common/i18n). */
export type RoundRefusal =
  | Extract<CasinoWalletStatus, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' | 'RS_ERROR_UNKNOWN'>
  | 'CASINO_ROUND_NOT_FOUND'
  | 'CASINO_ROUND_NOT_OPEN'
  | 'CASINO_ROUND_HAS_WIN';

export type RoundTransition = Transition<RoundState, RoundMoney, RoundRefusal>;

const REPEAT = answer('a repeat of a used id answers its first result and moves nothing');
const RETRIES = { bet_retry: REPEAT, win_retry: REPEAT, rollback_retry: REPEAT } as const;
const DESK_CLOSED = {
  operator_settle: refuse('CASINO_ROUND_NOT_OPEN'),
  operator_rollback: refuse('CASINO_ROUND_NOT_OPEN'),
} as const;
/** A closed round takes no new stake: the money in it is decided. */
const NO_NEW_STAKE = {
  bet: refuse('RS_ERROR_UNKNOWN'),
  bet_closing: refuse('RS_ERROR_UNKNOWN'),
} as const;
const OPERATOR_DECIDED = answer(
  'the operator decided the round: the provider is answered with what already happened and nothing moves',
);

export const CASINO_ROUND_TABLE: LifecycleTable<RoundState, RoundEvent, RoundMoney, RoundRefusal> =
  {
    none: {
      bet: move('open', 'stake'),
      bet_closing: move('lost', 'stake'),
      ...RETRIES,
      win: refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST'),
      win_closing: refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST'),
      rollback: answer(
        'a rollback of a bet never seen answers RS_OK and leaves a tombstone, so the late bet is refused',
      ),
      operator_settle: refuse('CASINO_ROUND_NOT_FOUND'),
      operator_rollback: refuse('CASINO_ROUND_NOT_FOUND'),
    },
    open: {
      bet: move('open', 'stake'),
      bet_closing: move('lost', 'stake'),
      ...RETRIES,
      win: move('won', 'win'),
      win_closing: move('paid', 'win'),
      rollback: move('rolled_back', 'refund'),
      operator_settle: move('operator_settled', 'operator_win'),
      operator_rollback: move('operator_rolled_back', 'operator_refund'),
    },
    won: {
      bet: move('won', 'stake'),
      bet_closing: move('paid', 'stake'),
      ...RETRIES,
      win: move('won', 'win'),
      win_closing: move('paid', 'win'),
      // A won stake is not refunded: that would pay the member twice.
      rollback: refuse('RS_ERROR_UNKNOWN'),
      // The desk closes it with the rest of the win it decides (0: none).
      operator_settle: move('operator_settled', 'operator_win'),
      operator_rollback: refuse('CASINO_ROUND_HAS_WIN'),
    },
    lost: {
      ...NO_NEW_STAKE,
      ...RETRIES,
      win: refuse('RS_ERROR_UNKNOWN'),
      win_closing: refuse('RS_ERROR_UNKNOWN'),
      // A bet that closed its round is still the provider's to undo.
      rollback: move('rolled_back', 'refund'),
      ...DESK_CLOSED,
    },
    paid: {
      ...NO_NEW_STAKE,
      ...RETRIES,
      win: refuse('RS_ERROR_UNKNOWN'),
      win_closing: refuse('RS_ERROR_UNKNOWN'),
      rollback: refuse('RS_ERROR_UNKNOWN'),
      ...DESK_CLOSED,
    },
    rolled_back: {
      // Every stake went back: the round takes a new bet again, as a fresh one.
      bet: move('open', 'stake'),
      bet_closing: move('lost', 'stake'),
      ...RETRIES,
      win: refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST'),
      win_closing: refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST'),
      rollback: answer('the stake already went back: RS_OK, nothing moves'),
      ...DESK_CLOSED,
    },
    operator_settled: {
      ...NO_NEW_STAKE,
      ...RETRIES,
      win: OPERATOR_DECIDED,
      win_closing: OPERATOR_DECIDED,
      rollback: OPERATOR_DECIDED,
      ...DESK_CLOSED,
    },
    operator_rolled_back: {
      ...NO_NEW_STAKE,
      ...RETRIES,
      // The stake went back: a win for it is refused, as for a bet the provider rolled back.
      win: refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST'),
      win_closing: refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST'),
      rollback: OPERATOR_DECIDED,
      ...DESK_CLOSED,
    },
  };

/** What the round's row (and the bet a call names) say, as the table's state. */
export interface RoundFacts {
  status: 'open' | 'closed' | 'rolled_back';
  operatorDecision: 'settled' | 'rolled_back' | null;
  /** A win was paid in the round (a win call, even of 0, or the round's win sum above 0). */
  hasWin: boolean;
}

export function roundStateOf(round: RoundFacts | null, betRolledBack = false): RoundState {
  if (!round) return 'none';
  if (round.operatorDecision === 'settled') return 'operator_settled';
  if (round.operatorDecision === 'rolled_back') return 'operator_rolled_back';
  if (betRolledBack || round.status === 'rolled_back') return 'rolled_back';
  if (round.status === 'closed') return round.hasWin ? 'paid' : 'lost';
  return round.hasWin ? 'won' : 'open';
}

/** The cell for a round in `state` and `event`. */
export const decideRound = (state: RoundState, event: RoundEvent): RoundTransition =>
  decide(CASINO_ROUND_TABLE, state, event);

/** A provider's bet or win as the table's event: round_closed picks the closing one. */
export const betEvent = (closes: boolean): RoundEvent => (closes ? 'bet_closing' : 'bet');
export const winEvent = (closes: boolean): RoundEvent => (closes ? 'win_closing' : 'win');

/** A refusal of a provider's call as its wallet status (the desk's codes never reach it). */
export const providerStatusOf = (code: RoundRefusal): CasinoWalletStatus =>
  code.startsWith('RS_') ? (code as CasinoWalletStatus) : 'RS_ERROR_UNKNOWN';

/** The desk's own refusals (error codes with Korean messages, common/i18n/errors.ko.ts). */
export type DeskRefusal = Extract<RoundRefusal, `CASINO_${string}`>;

/** A refusal of an operator's action as the desk's code (a wallet status never reaches it). */
export const deskCodeOf = (code: RoundRefusal): DeskRefusal =>
  code.startsWith('CASINO_') ? (code as DeskRefusal) : 'CASINO_ROUND_NOT_OPEN';
