import { createStore } from 'zustand/vanilla';
import type { MinigameBetView as MinigameBet } from '../../common/contract/minigame.contract';

/** The member's minigame bets by id, fed by `/api/minigame/bets` and the bets stream. */
export interface MinigameBetsState {
  readonly bets: Readonly<Record<string, MinigameBet>>;
}

export function upsertBets(
  state: MinigameBetsState,
  bets: readonly MinigameBet[],
): MinigameBetsState {
  if (bets.length === 0) return state;
  const next = { ...state.bets };
  for (const bet of bets) next[String(bet.id)] = bet;
  return { bets: next };
}

const newestFirst = (a: MinigameBet, b: MinigameBet) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || String(b.id).localeCompare(String(a.id));

export function selectGameBets(state: MinigameBetsState, gameId: number): MinigameBet[] {
  return Object.values(state.bets)
    .filter((bet) => bet.gameId === gameId)
    .sort(newestFirst);
}

export const minigameBetsStore = createStore<MinigameBetsState>()(() => ({ bets: {} }));
