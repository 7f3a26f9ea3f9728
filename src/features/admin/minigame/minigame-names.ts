import { findGameById, type MinigameGame } from '../../../../common/domain/minigame/catalog';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { gameName, providerName } from '../../../../common/i18n/minigame-names.ko';

/** '엔트리 파워볼' for a catalog game; '게임 <id>' for an id the catalog does not know. */
export function gameLabel(gameId: number, game: MinigameGame | undefined = findGameById(gameId)) {
  return game
    ? `${providerName(game.provider)} ${gameName(game)}`
    : ADMIN.minigame.unknownGame(gameId);
}

/** 'abcdef12…9f0e': enough of a hex digest to tell rounds apart; the title holds the whole. */
export function shortHex(hex: string, head = 8, tail = 4): string {
  return hex.length <= head + tail + 1 ? hex : `${hex.slice(0, head)}…${hex.slice(-tail)}`;
}
