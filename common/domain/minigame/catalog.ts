/**
 * The minigame catalog (docs/architecture.md §9: data, not code): every game with its id, route, family,
 * timing and markets. Markets and default odds come from the family engine; per-game odds, limits
 * and maintenance come from settings (`settingMinigame/{id}`) at run time, not from here.
 */
import { CATALOG_ROWS, type ProviderKey } from './catalog-data';
import { FAMILY_ENGINES } from './family-registry';
import type { FamilyId, MarketDefinition } from './types';

export { legacyRedirects, RESERVED_GAME_IDS, type ProviderKey } from './catalog-data';

/** Spec §3 game type codes: 3 minigame, 4 virtual game. */
export const GAME_TYPE_MINIGAME = 3;
export const GAME_TYPE_VIRTUAL = 4;

export interface MinigameGame {
  readonly id: number;
  readonly provider: ProviderKey;
  /** The route tail after the provider: 'powerball1', or '<sport>/<venue>' for bet365. */
  readonly game: string;
  readonly route: string;
  readonly family: FamilyId;
  readonly gameTypeCode: typeof GAME_TYPE_MINIGAME | typeof GAME_TYPE_VIRTUAL;
  readonly roundIntervalSec: number;
  readonly bettingCloseOffsetSec: number;
  readonly markets: readonly MarketDefinition[];
}

export function minigameRoute(provider: ProviderKey, game: string): string {
  return `/minigame/${provider}/${game}`;
}

export const MINIGAME_CATALOG: readonly MinigameGame[] = CATALOG_ROWS.map(
  ([provider, game, id, family, roundIntervalSec, bettingCloseOffsetSec]) => ({
    id,
    provider,
    game,
    route: minigameRoute(provider, game),
    family,
    gameTypeCode: provider === 'bet365' ? GAME_TYPE_VIRTUAL : GAME_TYPE_MINIGAME,
    roundIntervalSec,
    bettingCloseOffsetSec,
    markets: FAMILY_ENGINES[family].markets,
  }),
);

const BY_ID = new Map(MINIGAME_CATALOG.map((game) => [game.id, game]));
const BY_ROUTE = new Map(MINIGAME_CATALOG.map((game) => [game.route, game]));

export function findGameById(id: number): MinigameGame | undefined {
  return BY_ID.get(id);
}

export function findGameByRoute(route: string): MinigameGame | undefined {
  return BY_ROUTE.get(route.replace(/\/+$/, ''));
}

export function gamesOfProvider(provider: ProviderKey): MinigameGame[] {
  return MINIGAME_CATALOG.filter((game) => game.provider === provider);
}

/** The venues of one bet365 virtual sport ('soccer' → soccer/eurocups, …), in catalog order. */
export function virtualSportVenues(sport: string): MinigameGame[] {
  return gamesOfProvider('bet365').filter((game) => game.game.startsWith(`${sport}/`));
}

/** The odds of one pick in the catalog's defaults, or undefined if the game has no such pick. */
export function defaultOddsHundredths(
  game: MinigameGame,
  marketKey: string,
  selection: string,
): number | undefined {
  return game.markets
    .find((entry) => entry.key === marketKey)
    ?.selections.find((entry) => entry.key === selection)?.oddsHundredths;
}
