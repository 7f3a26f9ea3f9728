import { createStore } from 'zustand/vanilla';
import type {
  MinigameRoundStatus as RoundStatus,
  MinigameRoundView as RoundView,
} from '../../common/contract/minigame.contract';

/**
 * Minigame rounds by game id (docs/architecture.md §3: entities by id), fed by the `/minigame/events`
 * snapshot and the general stream's `minigameRound` events. The reducers are pure so the merge
 * rules (no duplicates, an older status never overwrites a newer one) are testable.
 */
export interface GameRounds {
  /** Rounds by roundId. */
  readonly rounds: Readonly<Record<string, RoundView>>;
}

export interface MinigameRoundsState {
  readonly games: Readonly<Record<number, GameRounds>>;
  /** Server clock minus client clock, from the last snapshot's `serverTime`. */
  readonly serverOffsetMs: number;
}

/** Rounds kept per game: the strip and the pattern table show at most this many. */
export const ROUNDS_KEPT = 60;

const STATUS_RANK: Record<RoundStatus, number> = {
  open: 0,
  closed: 1,
  drawn: 2,
  settled: 3,
  cancelled: 3,
};

const byOpensAtDesc = (a: RoundView, b: RoundView) =>
  Date.parse(b.opensAt) - Date.parse(a.opensAt) || b.roundNo - a.roundNo;

/** Merges rounds into one game's map: a round never moves back to an earlier status. */
export function mergeRounds(
  game: GameRounds | undefined,
  incoming: readonly RoundView[],
): GameRounds {
  const rounds: Record<string, RoundView> = { ...(game?.rounds ?? {}) };
  let changed = false;
  for (const round of incoming) {
    const existing = rounds[round.roundId];
    if (existing && STATUS_RANK[existing.status] > STATUS_RANK[round.status]) continue;
    rounds[round.roundId] = round;
    changed = true;
  }
  if (!changed && game) return game;
  const kept = Object.values(rounds).sort(byOpensAtDesc).slice(0, ROUNDS_KEPT);
  return { rounds: Object.fromEntries(kept.map((round) => [round.roundId, round])) };
}

export function applyRoundEvents(
  state: MinigameRoundsState,
  rounds: readonly RoundView[],
): MinigameRoundsState {
  const byGame = new Map<number, RoundView[]>();
  for (const round of rounds)
    byGame.set(round.gameId, [...(byGame.get(round.gameId) ?? []), round]);
  const games = { ...state.games };
  for (const [gameId, list] of byGame) games[gameId] = mergeRounds(games[gameId], list);
  return { ...state, games };
}

export function applyRoundsSnapshot(
  state: MinigameRoundsState,
  gameId: number,
  snapshot: { current: RoundView | null; recent: readonly RoundView[] },
  serverOffsetMs: number,
): MinigameRoundsState {
  const list = snapshot.current ? [snapshot.current, ...snapshot.recent] : [...snapshot.recent];
  return {
    serverOffsetMs,
    games: { ...state.games, [gameId]: mergeRounds(state.games[gameId], list) },
  };
}

/** Newest first. */
export function selectGameRounds(state: MinigameRoundsState, gameId: number): RoundView[] {
  return Object.values(state.games[gameId]?.rounds ?? {}).sort(byOpensAtDesc);
}

export const initialRoundsState: MinigameRoundsState = { games: {}, serverOffsetMs: 0 };
export const minigameRoundsStore = createStore<MinigameRoundsState>()(() => initialRoundsState);
