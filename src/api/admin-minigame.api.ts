import { api } from './client';
import {
  adminMinigameBetListSchema,
  adminMinigameCancelResponseSchema,
  adminMinigameRoundPageSchema,
  adminMinigameSettingsListSchema,
  minigameSettingSchema,
  type AdminMinigameSettingsUpdate,
} from '../../common/contract/minigame.contract';

/** Operator minigame calls (`/api/admin/minigame/*`); shapes from common/contract/minigame.contract.ts. */
export function fetchAdminMinigameSettings() {
  return api.get('admin/minigame/settings').json(adminMinigameSettingsListSchema);
}

export function updateAdminMinigameSettings(gameId: number, body: AdminMinigameSettingsUpdate) {
  return api.put(`admin/minigame/settings/${gameId}`, { json: body }).json(minigameSettingSchema);
}

export function fetchAdminMinigameRounds(gameId: number, page: number) {
  return api
    .get('admin/minigame/rounds', { searchParams: { gameId, page } })
    .json(adminMinigameRoundPageSchema);
}

export function fetchAdminMinigameRoundBets(gameId: number, roundId: string) {
  return api
    .get(`admin/minigame/rounds/${gameId}/${encodeURIComponent(roundId)}/bets`)
    .json(adminMinigameBetListSchema);
}

export function cancelAdminMinigameRound(gameId: number, roundId: string) {
  return api
    .post(`admin/minigame/rounds/${gameId}/${encodeURIComponent(roundId)}/cancel`)
    .json(adminMinigameCancelResponseSchema);
}
