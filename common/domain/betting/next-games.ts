/**
 * The "next games" list of the prematch page (spec §3 nextGames, §4): started fixtures leave,
 * new ones join by id, never twice.
 */
export interface UpcomingGame {
  id: string;
  /** Epoch milliseconds. */
  startsAt: number;
}

/**
 * Drops games whose start has passed (a game starting exactly now has started) and appends the
 * incoming games not already listed, keeping the first copy of an id. Incoming games that have
 * already started are not added either: they would be dropped on the next tick anyway.
 */
export function nextGames<T extends UpcomingGame>(
  current: readonly T[],
  incoming: readonly T[],
  nowMs: number,
): T[] {
  const upcoming = (game: T) => game.startsAt > nowMs;
  const result: T[] = [];
  const seen = new Set<string>();
  for (const game of [...current, ...incoming]) {
    if (!upcoming(game) || seen.has(game.id)) continue;
    seen.add(game.id);
    result.push(game);
  }
  return result;
}
