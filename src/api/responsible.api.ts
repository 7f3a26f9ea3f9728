import { api } from './client';
import {
  adminMemberResponsibleSchema,
  limitHitPageSchema,
  realityCheckSummarySchema,
  responsibleBlockViewSchema,
  responsibleHistoryPageSchema,
  responsibleViewSchema,
  type AdminResponsibleTimeOutBody,
  type RealityCheckInterval,
  type ResponsibleLimitKind,
  type ResponsibleSetLimitBody,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '../../common/contract/responsible.contract';

/**
 * Responsible gambling calls (`/api/responsible/*` and the operator's
 * `/api/admin/.../responsible`); shapes from common/contract/responsible.contract.ts.
 */

export function fetchResponsible() {
  return api.get('responsible').json(responsibleViewSchema);
}

/** Lowering is in force at once; raising or removing (null) waits 24 hours (RTS 12). */
export function setResponsibleLimit(body: ResponsibleSetLimitBody) {
  return api.put('responsible/limits', { json: body }).json(responsibleViewSchema);
}

export function confirmResponsibleLimit(kind: ResponsibleLimitKind) {
  return api.post('responsible/limits/confirm', { json: { kind } }).json(responsibleViewSchema);
}

export function cancelResponsibleLimit(kind: ResponsibleLimitKind) {
  return api.post('responsible/limits/cancel', { json: { kind } }).json(responsibleViewSchema);
}

export function setRealityCheck(intervalMin: RealityCheckInterval) {
  return api
    .put('responsible/reality-check', { json: { intervalMin } })
    .json(responsibleViewSchema);
}

export function setSessionLimit(minutes: number | null) {
  return api.put('responsible/session-limit', { json: { minutes } }).json(responsibleViewSchema);
}

/** The reality check's figures for the session in progress (RTS 13). */
export function fetchRealityCheckSummary() {
  return api.get('responsible/session').json(realityCheckSummarySchema);
}

export function startTimeOut(period: TimeOutPeriod) {
  return api.post('responsible/time-out', { json: { period } }).json(responsibleBlockViewSchema);
}

export function startSelfExclusion(period: SelfExclusionPeriod) {
  return api
    .post('responsible/self-exclusion', { json: { period } })
    .json(responsibleBlockViewSchema);
}

export function fetchResponsibleHistory(page: number) {
  return api
    .get('responsible/history', { searchParams: { page } })
    .json(responsibleHistoryPageSchema);
}

export function fetchAdminMemberResponsible(memberId: number) {
  return api.get(`admin/members/${memberId}/responsible`).json(adminMemberResponsibleSchema);
}

/** Audited; the server never lets it shorten a time-out or exclusion in force. */
export function imposeTimeOut(memberId: number, body: AdminResponsibleTimeOutBody) {
  return api
    .post(`admin/members/${memberId}/responsible/time-out`, { json: body })
    .json(responsibleBlockViewSchema);
}

/** The report of members refused by a limit at least `minHits` times in `days` days. */
export interface LimitHitsFilter {
  days: number;
  minHits: number;
  page: number;
}

export function fetchLimitHits(query: LimitHitsFilter) {
  return api
    .get('admin/responsible/limit-hits', { searchParams: { ...query } })
    .json(limitHitPageSchema);
}
