import { api } from './client';
import {
  adminCasinoCallPageSchema,
  adminCasinoCatalogSchema,
  adminCasinoMemberFlagsSchema,
  adminCasinoReconcileSchema,
  adminCasinoRoundActionSchema,
  adminCasinoRoundPageSchema,
  adminCasinoTransactionPageSchema,
  type AdminCasinoCallsQuery,
  type AdminCasinoMemberFlagsBody,
  type AdminCasinoRoundsQuery,
  type AdminCasinoSettleBody,
  type AdminCasinoSwitchBody,
  type AdminCasinoTransactionsQuery,
} from '../../common/contract/casino-admin.contract';

/**
 * Operator casino calls (`/api/admin/casino/*`); shapes from
 * common/contract/casino-admin.contract.ts.
 */

/** Query parameters without the filters left empty (an empty value would be a 400). */
function searchOf(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

export function fetchAdminCasinoCatalog() {
  return api.get('admin/casino/catalog').json(adminCasinoCatalogSchema);
}

export function updateAdminCasinoProvider(id: number, body: AdminCasinoSwitchBody) {
  return api.put(`admin/casino/providers/${id}`, { json: body }).json(adminCasinoCatalogSchema);
}

export function updateAdminCasinoGame(id: number, body: AdminCasinoSwitchBody) {
  return api.put(`admin/casino/games/${id}`, { json: body }).json(adminCasinoCatalogSchema);
}

export function fetchAdminCasinoMemberFlags(memberId: number) {
  return api.get(`admin/casino/members/${memberId}/flags`).json(adminCasinoMemberFlagsSchema);
}

export function updateAdminCasinoMemberFlags(memberId: number, body: AdminCasinoMemberFlagsBody) {
  return api
    .put(`admin/casino/members/${memberId}/flags`, { json: body })
    .json(adminCasinoMemberFlagsSchema);
}

export function fetchAdminCasinoRounds(query: AdminCasinoRoundsQuery) {
  return api
    .get('admin/casino/rounds', { searchParams: searchOf(query) })
    .json(adminCasinoRoundPageSchema);
}

export function fetchAdminCasinoTransactions(query: AdminCasinoTransactionsQuery) {
  return api
    .get('admin/casino/transactions', { searchParams: searchOf(query) })
    .json(adminCasinoTransactionPageSchema);
}

export function fetchAdminCasinoCalls(query: AdminCasinoCallsQuery) {
  return api
    .get('admin/casino/calls', { searchParams: searchOf(query) })
    .json(adminCasinoCallPageSchema);
}

export function fetchAdminCasinoStuckRounds(olderThanMinutes: number, page: number) {
  return api
    .get('admin/casino/stuck-rounds', { searchParams: { olderThanMinutes, page } })
    .json(adminCasinoRoundPageSchema);
}

export function rollbackAdminCasinoRound(roundId: number, reason: string) {
  return api
    .post(`admin/casino/stuck-rounds/${roundId}/rollback`, { json: { reason } })
    .json(adminCasinoRoundActionSchema);
}

export function settleAdminCasinoRound(roundId: number, body: AdminCasinoSettleBody) {
  return api
    .post(`admin/casino/stuck-rounds/${roundId}/settle`, { json: body })
    .json(adminCasinoRoundActionSchema);
}

export function fetchAdminCasinoReconciliation(providerId: number, date: string) {
  return api
    .get('admin/casino/reconciliation', { searchParams: { providerId, date } })
    .json(adminCasinoReconcileSchema);
}
