/**
 * The member's minigame record (fair-record.ts): a bet accepted by the server is written with
 * the commit of its round as this page holds it; once that round is drawn its entry is completed
 * with the published seeds (GET /api/minigame/rounds/:gameId/:roundId/seeds).
 */
import { useEffect, useRef } from 'react';
import { fetchMinigameRoundSeeds, type MinigameBet, type RoundView } from '../../api/minigame.api';
import { completeMinigameRound, openMinigameEntries, recordMinigameBet } from './fair-record';

export function useMinigameRecord(
  gameId: number,
  family: string,
  rounds: readonly RoundView[],
  lastBet: MinigameBet | null,
): void {
  const asked = useRef(new Set<string>());

  useEffect(() => {
    if (!lastBet) return;
    const round = rounds.find((r) => r.roundId === lastBet.roundId);
    if (round) recordMinigameBet(round, lastBet, family);
  }, [family, lastBet, rounds]);

  useEffect(() => {
    for (const entry of openMinigameEntries(gameId)) {
      const round = rounds.find((r) => r.roundId === entry.shown.roundId);
      if (!round?.seedHex || round.outcome === null || asked.current.has(round.roundId)) continue;
      asked.current.add(round.roundId);
      void fetchMinigameRoundSeeds(gameId, round.roundId).then(
        (seeds) => completeMinigameRound(round, seeds),
        () => completeMinigameRound(round, null),
      );
    }
  }, [gameId, rounds]);
}
