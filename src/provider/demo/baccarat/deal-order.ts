/**
 * The order cards leave the shoe (common/domain/minigame/families/baccarat.ts playCoup: player,
 * banker, player, banker, then the player's third card, then the banker's), so the page deals
 * them in the same order the maths drew them.
 */
import type { BaccaratOutcome } from '../../../../common/domain/casino/tables/baccarat';

export interface DealOrder {
  readonly player: readonly number[];
  readonly banker: readonly number[];
  /** How many cards in all (the totals appear after the last). */
  readonly count: number;
}

export function dealOrder(outcome: Pick<BaccaratOutcome, 'player' | 'banker'>): DealOrder {
  const playerThird = outcome.player.length > 2;
  const player = outcome.player.map((_, i) => (i < 2 ? i * 2 : 4));
  const banker = outcome.banker.map((_, i) => (i < 2 ? i * 2 + 1 : playerThird ? 5 : 4));
  return { player, banker, count: outcome.player.length + outcome.banker.length };
}
