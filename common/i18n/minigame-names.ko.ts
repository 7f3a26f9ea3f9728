import type { MinigameGame } from '../domain/minigame/catalog';
import { MINIGAME_GAME_NAMES, MINIGAME_MARKET_NAMES, MINIGAME_PROVIDER_NAMES } from './minigame.ko';
import { BOARD_MARKET_LABELS } from './minigame-page.ko';

/** Korean names of catalog entries, markets and picks. */
export const providerName = (provider: string): string =>
  (MINIGAME_PROVIDER_NAMES as Record<string, string>)[provider] ?? provider;

export const gameName = (game: MinigameGame): string =>
  MINIGAME_GAME_NAMES[game.provider]?.[game.game] ?? game.game;

export const marketName = (game: MinigameGame, marketKey: string): string =>
  MINIGAME_MARKET_NAMES[game.family]?.[marketKey]?.name ?? marketKey;

/** The market part of a board button's accessible name, e.g. '파워볼' in '파워볼 홀'. */
export const boardMarketLabel = (game: MinigameGame, marketKey: string): string =>
  BOARD_MARKET_LABELS[game.family]?.[marketKey] ?? marketName(game, marketKey);

export const selectionName = (game: MinigameGame, marketKey: string, selection: string): string =>
  MINIGAME_MARKET_NAMES[game.family]?.[marketKey]?.selections[selection] ?? selection;

/** '파워볼 홀' for 'powerballOddEven.odd'. */
export function pickLabel(game: MinigameGame, selectionKey: string): string {
  const [marketKey = '', selection = ''] = selectionKey.split('.');
  return `${boardMarketLabel(game, marketKey)} ${selectionName(game, marketKey, selection)}`;
}
