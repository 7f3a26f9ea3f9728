/**
 * Which ledger transfers are bonuses and which are rolling paid (NGR = GGR −
 * bonuses − rolling). Bonuses are the promotions credited to members: deposit bonus, coupon,
 * attendance, event reward, tournament prize; points count at their cash value (1P = 1원,
 * POINT_CONVERT_LIMITS.wonPerPoint). Rolling paid is every approved rolling settlement.
 * Migration 029's partial index ledger_transfers_report_day names the same kinds.
 */
export const BONUS_TRANSFER_KINDS = [
  'deposit_bonus',
  'coupon',
  'attendance',
  'event_payout',
  'tournament_prize',
] as const;
export const ROLLING_TRANSFER_KIND = 'rolling_payout';

/** The SQL list of the index predicate, so the planner can use the partial index. */
export const REPORT_TRANSFER_KINDS_SQL = [...BONUS_TRANSFER_KINDS, ROLLING_TRANSFER_KIND]
  .map((kind) => `'${kind}'`)
  .join(', ');
