/**
 * Where a tournament's money goes (docs/tournaments.md "Money"): entry fees from the
 * member's cash or points to the house (refunds back the same way), prizes from promotions (the
 * account every bonus and coupon is paid from) to the member's cash or points. Only the ledger
 * moves it; every movement's idempotency key names the tournament and the member.
 */
import type { MemberAccountRef, SystemAccountRef } from '../platform/ledger/accounts';

type MoneyCurrency = 'cash' | 'points';

const memberAccountOf = (memberId: number, currency: MoneyCurrency): MemberAccountRef => ({
  memberId,
  kind: currency === 'cash' ? 'member_cash' : 'member_point',
});
const ledgerCurrency = (currency: MoneyCurrency) => (currency === 'cash' ? 'KRW' : 'POINT');

export function entryFeeAccounts(memberId: number, currency: MoneyCurrency) {
  const house: SystemAccountRef = { system: 'house', currency: ledgerCurrency(currency) };
  return { member: memberAccountOf(memberId, currency), house };
}

export function prizeAccounts(memberId: number, currency: MoneyCurrency) {
  const promotions: SystemAccountRef = { system: 'promotions', currency: ledgerCurrency(currency) };
  return { member: memberAccountOf(memberId, currency), promotions };
}

export const prizeKey = (tournamentId: number, memberId: number) =>
  `tournament-prize:${tournamentId}:${memberId}`;
export const refundKey = (tournamentId: number, memberId: number) =>
  `tournament-refund:${tournamentId}:${memberId}`;
