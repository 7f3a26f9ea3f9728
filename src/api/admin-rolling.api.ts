import {
  adminEventRewardPageSchema,
  adminEventRewardResponseSchema,
  adminRollingRatePageSchema,
  adminRollingRateRowSchema,
  adminSettlementDecisionSchema,
  adminSettlementRequestPageSchema,
  type AdminEventRewardBody,
  type EventRewardStatus,
  type RatesBp,
  type SettlementKind,
  type SettlementRole,
  type SettlementStatus,
} from '../../common/contract/rolling.contract';
import { api } from './client';

/** The operator's rolling calls: rates, the settlement queue, event rewards. */
export function fetchRollingRates(filter: { search: string; type: 1 | 2 | ''; page: number }) {
  const searchParams: Record<string, string | number> = { page: filter.page };
  if (filter.search) searchParams.search = filter.search;
  if (filter.type) searchParams.type = filter.type;
  return api.get('admin/rolling/rates', { searchParams }).json(adminRollingRatePageSchema);
}

export function saveRollingRates(memberId: number, ratesBp: RatesBp) {
  return api
    .put(`admin/rolling/rates/${memberId}`, { json: { ratesBp } })
    .json(adminRollingRateRowSchema);
}

export type SettlementFilter = {
  kind: SettlementKind | '';
  status: SettlementStatus | '';
  role: SettlementRole | '';
  page: number;
};

export function fetchSettlementQueue({ kind, status, role, page }: SettlementFilter) {
  const searchParams: Record<string, string | number> = { page };
  if (kind) searchParams.kind = kind;
  if (status) searchParams.status = status;
  if (role) searchParams.role = role;
  return api.get('admin/rolling/requests', { searchParams }).json(adminSettlementRequestPageSchema);
}

export function approveSettlement(id: number) {
  return api.post(`admin/rolling/requests/${id}/approve`).json(adminSettlementDecisionSchema);
}

export function rejectSettlement(id: number, reason: string) {
  return api
    .post(`admin/rolling/requests/${id}/reject`, { json: { reason } })
    .json(adminSettlementDecisionSchema);
}

export function fetchAdminEventRewards(status: EventRewardStatus | '', page: number) {
  const searchParams: Record<string, string | number> = { page };
  if (status) searchParams.status = status;
  return api.get('admin/rolling/event-rewards', { searchParams }).json(adminEventRewardPageSchema);
}

export function grantEventReward(body: AdminEventRewardBody) {
  return api
    .post('admin/rolling/event-rewards', { json: body })
    .json(adminEventRewardResponseSchema);
}

export function cancelEventReward(id: number) {
  return api.post(`admin/rolling/event-rewards/${id}/cancel`).json(adminEventRewardResponseSchema);
}
