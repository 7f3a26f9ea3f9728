import { api } from './client';
import {
  managerAgentListSchema,
  managerCreatedSchema,
  managerDownlinePageSchema,
  managerRatesResponseSchema,
  managerReportSchema,
  type ManagerCreateBody,
  type ManagerSettlementBody,
} from '../../common/contract/manager.contract';
import {
  rollingSummarySchema,
  settlementRequestPageSchema,
  settlementRequestResponseSchema,
  type RatesBp,
} from '../../common/contract/rolling.contract';

/** GET /api/manager/members?page: the members of the agent's whole subtree, 15 per page. */
export function fetchManagerMembers(page: number) {
  return api.get('manager/members', { searchParams: { page } }).json(managerDownlinePageSchema);
}

/**
 * GET /api/manager/report?from&to&page[&agentId]: Seoul days, both ends inclusive; agentId
 * drills into a sub-agent's subtree.
 */
export function fetchManagerReport(from: string, to: string, page: number, agentId?: number) {
  const searchParams = { from, to, page, ...(agentId ? { agentId } : {}) };
  return api.get('manager/report', { searchParams }).json(managerReportSchema);
}

/** GET /api/manager/agents: the caller (depth 0) and its sub-agents. */
export function fetchManagerAgents() {
  return api.get('manager/agents').json(managerAgentListSchema);
}

/** POST /api/manager/members or /agents: a member or sub-agent under the chosen agent. */
export function createManagerNode(kind: 'members' | 'agents', body: ManagerCreateBody) {
  return api.post(`manager/${kind}`, { json: body }).json(managerCreatedSchema);
}

/** PUT /api/manager/rates/:id: a subtree node's rates (within its agent's). */
export function saveManagerRates(memberId: number, ratesBp: RatesBp) {
  return api
    .put(`manager/rates/${memberId}`, { json: { ratesBp } })
    .json(managerRatesResponseSchema);
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
