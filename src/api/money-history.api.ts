import { memberHistoryPageSchema } from '../contract/money-history.contract';
import type { StatementCurrency } from '../contract/points.contract';
import { api } from './client';

/** Operators: any member's cash or point history (src/contract/money-history.contract.ts). */
export function fetchMemberHistory(memberId: number, currency: StatementCurrency, page = 1) {
  return api
    .get(`admin/members/${memberId}/money-history`, { searchParams: { currency, page } })
    .json(memberHistoryPageSchema);
}
