import { memberHistoryPageSchema } from '../../common/contract/money-history.contract';
import type { StatementCurrency } from '../../common/contract/points.contract';
import { api } from './client';

/** Operators: any member's cash or point history (common/contract/money-history.contract.ts). */
export function fetchMemberHistory(memberId: number, currency: StatementCurrency, page = 1) {
  return api
    .get(`admin/members/${memberId}/money-history`, { searchParams: { currency, page } })
    .json(memberHistoryPageSchema);
}
