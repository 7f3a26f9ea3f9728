import type { MinigameHistoryItem } from '../../../common/contract/bet-history.contract';
import { findGameById } from '../../../common/domain/minigame/catalog';
import { BET_HISTORY as T } from '../../../common/i18n/bet-history.ko';
import { gameName, pickLabel, providerName } from '../../../common/i18n/minigame-names.ko';

/** '엔트리 파워볼' / '벳365 축구 …': the game of a bet, or '게임 <id>' for one the catalog lost. */
export function betGameLabel(bet: Pick<MinigameHistoryItem, 'gameId'>): string {
  const game = findGameById(bet.gameId);
  return game ? `${providerName(game.provider)} ${gameName(game)}` : T.unknownGame(bet.gameId);
}

/** '파워볼 홀' for 'powerballOddEven.odd'; the raw key for a game the catalog lost. */
export function betPickLabel(bet: Pick<MinigameHistoryItem, 'gameId' | 'selectionKey'>): string {
  const game = findGameById(bet.gameId);
  return game ? pickLabel(game, bet.selectionKey) : bet.selectionKey;
}
