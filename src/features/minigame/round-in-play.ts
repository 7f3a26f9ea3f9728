import type { RoundView } from '../../api/minigame.api';

/**
 * The round a member bets on now. The server publishes the next round (status 'open', its seed
 * hash committed) a whole interval before it opens, so "the newest open round" would be that
 * future one: the round in play is the latest open round whose `opensAt` has passed on the
 * server clock, or, between rounds, the earliest one still to open.
 */
export function roundInPlay(
  rounds: readonly RoundView[],
  clientNowMs: number,
  offsetMs: number,
): RoundView | undefined {
  const serverNowMs = clientNowMs + offsetMs;
  const open = rounds
    .filter((round) => round.status === 'open')
    .sort((a, b) => Date.parse(a.opensAt) - Date.parse(b.opensAt));
  const started = open.filter((round) => Date.parse(round.opensAt) <= serverNowMs);
  return started.at(-1) ?? open[0];
}
