import {
  minigameBetPageSchema,
  minigameEventsSchema,
  minigamePlaceBetResponseSchema,
  minigameRoundPageSchema,
  minigameRoundSeedsSchema,
  minigameSettingSchema,
  type MinigameBetView,
  type MinigameEvents,
  type MinigamePlaceBet,
  type MinigameRoundSeeds,
  type MinigameRoundStatus,
  type MinigameRoundView,
  type MinigameSetting,
} from '../../common/contract/minigame.contract';
import { api } from './client';

/** Minigame calls (spec §7); shapes from common/contract/minigame.contract.ts. */
export type RoundView = MinigameRoundView;
export type RoundStatus = MinigameRoundStatus;
export type MinigameBet = MinigameBetView;
export type EventsSnapshot = MinigameEvents;
export type PlaceBetInput = MinigamePlaceBet;
export type { MinigameRoundSeeds, MinigameSetting };

export function fetchMinigameSetting(gameId: number) {
  return api.get(`settingMinigame/${gameId}`).json(minigameSettingSchema);
}

export function fetchMinigameEvents(gameId: number) {
  return api
    .get('minigame/events', { searchParams: { gameId, currentGame: 1 } })
    .json(minigameEventsSchema);
}

export function placeMinigameBet(input: PlaceBetInput) {
  return api.post('minigame/bets', { json: input }).json(minigamePlaceBetResponseSchema);
}

export function fetchMyMinigameBets(gameId: number, page = 1) {
  return api.get('minigame/bets', { searchParams: { gameId, page } }).json(minigameBetPageSchema);
}

export function fetchMinigameResults(gameId: number, date: string, page = 1) {
  return api
    .get('minigame/results', { searchParams: { gameId, date, page } })
    .json(minigameRoundPageSchema);
}

/** Every bettor's client seed of a closed round (rule 2), for the member's own check. */
export function fetchMinigameRoundSeeds(gameId: number, roundId: string) {
  return api
    .get(`minigame/rounds/${gameId}/${encodeURIComponent(roundId)}/seeds`)
    .json(minigameRoundSeedsSchema);
}
