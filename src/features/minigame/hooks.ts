import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { MinigameBet, RoundView } from '../../api/minigame.api';
import { minigameBetsStore, selectGameBets } from '../../stores/minigame-bets.store';
import { minigameRoundsStore, selectGameRounds } from '../../stores/minigame-rounds.store';

/** Rounds of one game, newest first (select the game's map, sort in a memo). */
export function useGameRounds(gameId: number): RoundView[] {
  const game = useStore(minigameRoundsStore, (s) => s.games[gameId]);
  return useMemo(
    () => selectGameRounds({ games: game ? { [gameId]: game } : {}, serverOffsetMs: 0 }, gameId),
    [game, gameId],
  );
}

export const useServerOffsetMs = (): number =>
  useStore(minigameRoundsStore, (s) => s.serverOffsetMs);

export function useGameBets(gameId: number): MinigameBet[] {
  const bets = useStore(minigameBetsStore, (s) => s.bets);
  return useMemo(() => selectGameBets({ bets }, gameId), [bets, gameId]);
}

/** The client clock, ticking every `intervalMs`. */
export function useNow(intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
