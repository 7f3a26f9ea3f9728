/**
 * The demo provider's games that have a game page (issue 11): the live-style tables it runs
 * (migration 022's catalog: two baccarat tables and one roulette) and every slot of the domain
 * catalogue. A launch_url for any other code answers the not-found page.
 */
import { findSlotGame } from '../../../../src/domain/casino/slots/catalog';

const TABLE_GAME_CODES: ReadonlySet<string> = new Set(['baccarat-1', 'baccarat-2', 'roulette-1']);

export function hasGamePage(gameCode: string): boolean {
  return TABLE_GAME_CODES.has(gameCode) || findSlotGame(gameCode) !== undefined;
}
