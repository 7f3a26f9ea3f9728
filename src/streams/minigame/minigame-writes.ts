import type { EventsSnapshot, MinigameBet, RoundView } from '../../api/minigame.api';
import { minigameBetsStore, upsertBets } from '../../stores/minigame-bets.store';
import {
  applyRoundEvents,
  applyRoundsSnapshot,
  minigameRoundsStore,
} from '../../stores/minigame-rounds.store';

/** The only writers of the minigame stores (rounds and the member's bets). */
export function writeRoundEvents(rounds: readonly RoundView[]): void {
  if (rounds.length === 0) return;
  minigameRoundsStore.setState(applyRoundEvents(minigameRoundsStore.getState(), rounds));
}

export function writeRoundsSnapshot(
  gameId: number,
  snapshot: EventsSnapshot,
  clientNowMs: number = Date.now(),
): void {
  const offset = Date.parse(snapshot.serverTime) - clientNowMs;
  minigameRoundsStore.setState(
    applyRoundsSnapshot(
      minigameRoundsStore.getState(),
      gameId,
      snapshot,
      Number.isFinite(offset) ? offset : 0,
    ),
  );
}

export function writeMyBets(bets: readonly MinigameBet[]): void {
  minigameBetsStore.setState(upsertBets(minigameBetsStore.getState(), bets));
}

export function clearMyBets(): void {
  minigameBetsStore.setState({ bets: {} });
}
