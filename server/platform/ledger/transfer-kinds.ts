/**
 * Every kind of ledger transfer the site writes: what a movement is (docs/architecture.md §5).
 * The ledger writers take only these, so a new kind of movement does not compile until it is
 * named here — and, because responsible gambling decides every kind that takes money from a
 * member (server/responsible/stake-gate-kinds.ts, a total table over this list), not until it is
 * decided there either: gated as a stake, counted as a return of play, or exempt with its reason.
 */
export const TRANSFER_KINDS = [
  // Sports: the stake into the bets-pending shard, and what comes back or is taken back.
  'sports_stake',
  'sports_payout',
  'sports_refund',
  'sports_cashout',
  'sports_reversal',
  'sports_house',
  // Minigames.
  'minigame_stake',
  'minigame_payout',
  'minigame_refund',
  // The casino and slot seamless wallet (and the operator's settle and rollback of a stuck round).
  'casino_bet',
  'casino_win',
  'casino_rollback',
  // Tournaments: the entry fee, its refund on a cancel, the prizes.
  'tournament_entry',
  'tournament_refund',
  'tournament_prize',
  // Charges (deposits) and exchanges (withdrawals).
  'charge',
  'exchange',
  'exchange_reserve',
  'exchange_return',
  // Promotions and the operator.
  'deposit_bonus',
  'coupon',
  'attendance',
  'event_payout',
  'rolling_payout',
  'admin_adjustment',
  // Points converted to cash: both legs.
  'point_convert',
  'point_convert_cash',
  // Demo data of a fresh site.
  'seed_credit',
] as const;

export type TransferKind = (typeof TRANSFER_KINDS)[number];
