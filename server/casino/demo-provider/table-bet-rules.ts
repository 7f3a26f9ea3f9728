/**
 * The bets a shared table takes and what they return (banker 0.95 commission, tie 8:1,
 * pairs 11:1; roulette straight 35:1 … even chances 1:1), checked with the domain's validators.
 */
import {
  baccaratReturn,
  isValidBaccaratBet,
  type BaccaratOutcome,
} from '../../../common/domain/casino/tables/baccarat';
import {
  rouletteReturn,
  validateRouletteBet,
  type RouletteBet,
  type RouletteOutcome,
} from '../../../common/domain/casino/tables/roulette';
import type { CasinoOutcome } from '../../../common/domain/casino/outcomes';
import type { DemoGame } from './demo-games';

/** A bet spot as placed: baccarat `{ kind, stake }`, roulette `{ kind, numbers, stake }`. */
export interface PlacedTableBet {
  kind: string;
  stake: number;
  numbers?: number[];
}

/** True when every bet fits the table's game (a baccarat kind on baccarat, a valid roulette bet). */
export function areValidTableBets(game: DemoGame, bets: readonly PlacedTableBet[]): boolean {
  return bets.every((bet) =>
    game.drawCode === 'baccarat'
      ? bet.numbers === undefined && isValidBaccaratBet(bet)
      : bet.numbers !== undefined &&
        validateRouletteBet({ kind: bet.kind, numbers: bet.numbers, stake: bet.stake }) === null,
  );
}

/** What one (valid) bet returns in won, stake included. */
export function tableBetReturn(
  game: DemoGame,
  bet: PlacedTableBet,
  outcome: CasinoOutcome,
): number {
  if (game.drawCode === 'baccarat') {
    return baccaratReturn(
      { kind: bet.kind as never, stake: bet.stake },
      outcome as BaccaratOutcome,
    );
  }
  return rouletteReturn(bet as RouletteBet, outcome as RouletteOutcome);
}
