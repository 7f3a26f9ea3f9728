import {
  adminTournamentBoardSchema,
  adminTournamentPageSchema,
  adminTournamentPayoutsSchema,
  adminTournamentResponseSchema,
  type AdminTournamentBody,
  type AdminTournamentsQuery,
} from '../../common/contract/tournament.contract';
import { api } from './client';

/** Operator tournament calls (`/api/admin/tournaments*`). */

/** Query parameters without the filters left empty (an empty value would be a 400). */
function searchOf(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

export function fetchAdminTournaments(query: AdminTournamentsQuery) {
  return api
    .get('admin/tournaments', { searchParams: searchOf(query) })
    .json(adminTournamentPageSchema);
}

export function createAdminTournament(body: AdminTournamentBody) {
  return api.post('admin/tournaments', { json: body }).json(adminTournamentResponseSchema);
}

/** The server refuses an edit once the tournament started. */
export function updateAdminTournament(id: number, body: AdminTournamentBody) {
  return api.put(`admin/tournaments/${id}`, { json: body }).json(adminTournamentResponseSchema);
}

/** Cancels and refunds every entry fee; the reason is audited. */
export function cancelAdminTournament(id: number, reason: string) {
  return api
    .post(`admin/tournaments/${id}/cancel`, { json: { reason } })
    .json(adminTournamentResponseSchema);
}

export function fetchAdminTournamentBoard(id: number, page = 1) {
  return api
    .get(`admin/tournaments/${id}/board`, { searchParams: { page } })
    .json(adminTournamentBoardSchema);
}

export function fetchAdminTournamentPayouts(id: number) {
  return api.get(`admin/tournaments/${id}/payouts`).json(adminTournamentPayoutsSchema);
}
