import {
  eventRewardPageSchema,
  rollingSummarySchema,
  settlementRequestPageSchema,
  settlementRequestResponseSchema,
  type SettlementKind,
} from '../../common/contract/rolling.contract';
import { api } from './client';

/** The member's /calculate* calls; shapes from common/contract/rolling.contract.ts. */
export function fetchRollingSummary() {
  return api.get('rolling').json(rollingSummarySchema);
}

/** A new idempotency key per click: a retried click answers the same request. */
export function requestSettlement(kind: SettlementKind, idempotencyKey: string) {
  return api
    .post('rolling/requests', { json: { kind, idempotencyKey } })
    .json(settlementRequestResponseSchema);
}

export function fetchSettlementRequests(kind: SettlementKind, page = 1) {
  return api
    .get('rolling/requests', { searchParams: { kind, page } })
    .json(settlementRequestPageSchema);
}

export function fetchEventRewards(page = 1) {
  return api.get('rolling/event-rewards', { searchParams: { page } }).json(eventRewardPageSchema);
}
