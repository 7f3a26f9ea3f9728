/**
 * What responsible gambling makes of every ledger transfer kind (docs/responsible-gambling.md
 * "The stake gate"): a total table over the ledger's list, so a new kind does not compile until
 * it is decided here.
 *   - `stake`: money the member puts into play. It passes the stake gate (stake-gate.ts) inside
 *     the money's transaction, and its entries count in the loss windows at once.
 *   - `playReturn`: money coming back from play (a payout, a refund, a rollback, a prize); its
 *     entries count in the loss windows as money back. It never takes from a member.
 *   - `exempt`: a kind that takes from a member's cash or points without putting it into play,
 *     with the reason it does not pass the gate. `play` says whether it still counts in the loss
 *     windows (a reversed payout is play money taken back, a withdrawal is not play).
 *   - `credit`: a kind that never takes from a member and is not play (deposits, bonuses, …).
 * The stake-gate coverage test holds this table to the ledger's list, to the gate's callers and
 * to the ledger itself: no debit of a member outside `stake` and `exempt`.
 */
import { TRANSFER_KINDS, type TransferKind } from '../platform/ledger/transfer-kinds';

export type StakeGateRule =
  | { readonly rule: 'stake' }
  | { readonly rule: 'playReturn' }
  | { readonly rule: 'exempt'; readonly play: boolean; readonly reason: string }
  | { readonly rule: 'credit' };

const stake = { rule: 'stake' } as const;
const playReturn = { rule: 'playReturn' } as const;
const credit = { rule: 'credit' } as const;
const exempt = (reason: string, play = false) => ({ rule: 'exempt', play, reason }) as const;

export const STAKE_GATE_RULES = {
  sports_stake: stake,
  sports_payout: playReturn,
  sports_refund: playReturn,
  sports_cashout: playReturn,
  sports_reversal: exempt(
    'a resettlement takes back a payout it no longer owes: money already won, not a new stake',
    true,
  ),
  sports_house: credit, // between the house and the bets-pending shards: no member on either side
  minigame_stake: stake,
  minigame_payout: playReturn,
  minigame_refund: playReturn,
  casino_bet: stake,
  casino_win: playReturn,
  casino_rollback: playReturn,
  tournament_entry: stake,
  tournament_refund: playReturn,
  tournament_prize: playReturn,
  charge: credit,
  exchange: credit, // the approved withdrawal leaves withdrawals-pending, not the member
  exchange_reserve: exempt(
    'a withdrawal request reserves the member’s own money to pay it out; leaving is never limited',
  ),
  exchange_return: credit,
  deposit_bonus: credit,
  coupon: credit,
  attendance: credit,
  event_payout: credit,
  rolling_payout: credit,
  admin_adjustment: exempt('an operator’s correction, audited with its reason; not play'),
  point_convert: exempt(
    'points become the member’s cash in the same transaction (point_convert_cash): nothing is put into play',
  ),
  point_convert_cash: credit,
  seed_credit: credit,
} as const satisfies { readonly [K in TransferKind]: StakeGateRule };

const kindsWhere = (keep: (rule: StakeGateRule) => boolean): TransferKind[] =>
  TRANSFER_KINDS.filter((kind) => keep(STAKE_GATE_RULES[kind] as StakeGateRule));

/** The kinds that pass the gate: the only ones its callers may name. */
export const GATED_KINDS = kindsWhere((r) => r.rule === 'stake');
export type GatedKind = {
  [K in TransferKind]: (typeof STAKE_GATE_RULES)[K] extends typeof stake ? K : never;
}[TransferKind];

/**
 * The kinds of play (stakes out of, returns into member cash): the loss limits and the reality
 * check sum a member's cash entries of these kinds. A stake's own ledger entry is therefore the
 * record of its use, read back by the next stake's gate: nothing is kept twice.
 */
export const PLAY_TRANSFER_KINDS = kindsWhere(
  (r) => r.rule === 'stake' || r.rule === 'playReturn' || (r.rule === 'exempt' && r.play),
);

/** The kinds that may take from a member's cash or points: through the gate or exempt. */
export const MEMBER_DEBIT_KINDS = kindsWhere((r) => r.rule === 'stake' || r.rule === 'exempt');
