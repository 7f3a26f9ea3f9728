/**
 * A launch_url opens a game page only for a game the demo provider runs (its own catalog,
 * demo-games.ts: the live tables and the slots); any other code answers the not-found page.
 */
import { findDemoGame } from '../demo-games';

export function hasGamePage(gameCode: string): boolean {
  return findDemoGame(gameCode) !== undefined;
}
