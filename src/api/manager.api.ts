import { api } from './client';
import { managerMemberPageSchema } from '../contract/admin.contract';
import { managerReportSchema, type ManagerSettlementBody } from '../contract/manager.contract';
import {
  rollingSummarySchema,
  settlementRequestPageSchema,
  settlementRequestResponseSchema,
} from '../contract/rolling.contract';

/** GET /api/manager/members?page: the agent's downline, 15 per page. */
export function fetchManagerMembers(page: number) {
  return api.get('manager/members', { searchParams: { page } }).json(managerMemberPageSchema);
}

/** GET /api/manager/report?from&to&page: Seoul days, both ends inclusive. */
export function fetchManagerReport(from: string, to: string, page: number) {
  return api.get('manager/report', { searchParams: { from, to, page } }).json(managerReportSchema);
}

export function fetchAgentRolling() {
  return api.get('manager/rolling').json(rollingSummarySchema);
}

export function requestAgentSettlement(body: ManagerSettlementBody) {
  return api.post('manager/rolling/requests', { json: body }).json(settlementRequestResponseSchema);
}

export function fetchAgentSettlements(page: number) {
  return api
    .get('manager/rolling/requests', { searchParams: { page } })
    .json(settlementRequestPageSchema);
}
