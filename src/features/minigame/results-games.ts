import { MINIGAME_CATALOG, type MinigameGame } from '../../../common/domain/minigame/catalog';
import type { VirtualSport } from './results-search';

/**
 * The games a results page offers: the minigames, or one virtual sport's venues. Apart from
 * results-search.ts, whose search schema the routes load with the first page, so the catalog and
 * its game engines load with the results page only.
 */
export function resultGames(virtuals: VirtualSport | null): MinigameGame[] {
  return MINIGAME_CATALOG.filter((game) =>
    virtuals === null
      ? game.provider !== 'bet365'
      : game.provider === 'bet365' && game.game.startsWith(`${virtuals}/`),
  );
}
