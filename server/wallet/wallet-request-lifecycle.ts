/**
 * A charge or exchange request as a state table (docs/money-lifecycles.md; docs/architecture.md
 * §5 "Deposits and withdrawals"): for each state, what the member's request and cancel and the
 * operator's approve and reject do. The use-cases decide through it and the model-based test
 * drives the real server through the same events.
 *
 * The money it names, by the request's kind:
 *   - `reserve`: an exchange takes its amount from the member's cash into withdrawals-pending at
 *     request time (a charge moves nothing yet);
 *   - `settle`: an approved charge credits the member (with the level's deposit bonus); an
 *     approved exchange pays the reserved amount out to the house;
 *   - `release`: a rejected or cancelled exchange returns the reserved amount (a charge: nothing).
 * Each is one ledger movement under a key of the request, so it happens at most once, and a
 * request leaves `pending` once: a decided request refuses every later decision.
 */
import { answer, decide, move, refuse, type LifecycleTable } from '../platform/lib/lifecycle-table';

export type WalletRequestState = 'absent' | 'pending' | 'approved' | 'rejected' | 'cancelled';
export type WalletRequestEvent =
  'memberRequest' | 'memberCancel' | 'operatorApprove' | 'operatorReject';
export type WalletRequestMoney = 'reserve' | 'settle' | 'release';
export type WalletRequestRefusal =
  'WALLET_REQUEST_NOT_FOUND' | 'WALLET_REQUEST_DECIDED' | 'WALLET_NOT_CANCELLABLE';

const notFound = refuse('WALLET_REQUEST_NOT_FOUND' as const);
const decided = refuse('WALLET_REQUEST_DECIDED' as const);
const notCancellable = refuse('WALLET_NOT_CANCELLABLE' as const);
const sameKey = answer('the same key answers the request it made; nothing moves again');

/** A decided request: every later decision is refused, a repeated request answers it. */
const final = {
  memberRequest: sameKey,
  memberCancel: notCancellable,
  operatorApprove: decided,
  operatorReject: decided,
} as const;

export const WALLET_REQUEST_LIFECYCLE: LifecycleTable<
  WalletRequestState,
  WalletRequestEvent,
  WalletRequestMoney,
  WalletRequestRefusal
> = {
  absent: {
    memberRequest: move('pending', 'reserve'),
    memberCancel: notFound,
    operatorApprove: notFound,
    operatorReject: notFound,
  },
  pending: {
    memberRequest: sameKey,
    memberCancel: move('cancelled', 'release'),
    operatorApprove: move('approved', 'settle'),
    operatorReject: move('rejected', 'release'),
  },
  approved: final,
  rejected: final,
  cancelled: final,
};

export const decideWalletRequest = (state: WalletRequestState, event: WalletRequestEvent) =>
  decide(WALLET_REQUEST_LIFECYCLE, state, event);
