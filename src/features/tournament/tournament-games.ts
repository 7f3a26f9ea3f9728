/**
 * Which catalog games a tournament counts (it names games or providers): the
 * games it names one by one and every game of the providers it names. The play buttons open
 * only these, in the catalog's order.
 */
import type { TournamentSummary } from '../../../common/contract/tournament.contract';

type CatalogGame = { id: number; providerId: number };

export function qualifyingGames<G extends CatalogGame>(
  catalog: readonly G[],
  tournament: Pick<TournamentSummary, 'games' | 'providers'>,
): G[] {
  const gameIds = new Set(tournament.games.map((game) => game.id));
  const providerIds = new Set(tournament.providers.map((provider) => provider.id));
  const seen = new Set<number>();
  return catalog.filter((game) => {
    if (seen.has(game.id)) return false;
    seen.add(game.id);
    return gameIds.has(game.id) || providerIds.has(game.providerId);
  });
}
