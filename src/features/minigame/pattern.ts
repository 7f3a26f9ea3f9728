import type { RoundView } from '../../api/minigame.api';
import type { FamilyId } from '../../../common/domain/minigame/types';

/**
 * The pattern table ("road"): each finished round gives one symbol (odd/even, or P/B/T for
 * baccarat); equal symbols in a row stack in one column, a change starts the next column.
 */
export type RoadSymbol = 'odd' | 'even' | 'player' | 'banker' | 'tie';

type Outcome = Record<string, unknown>;

const parity = (n: unknown): RoadSymbol | null =>
  typeof n === 'number' ? (n % 2 === 1 ? 'odd' : 'even') : null;

export function roadSymbol(family: FamilyId, outcome: unknown): RoadSymbol | null {
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as Outcome;
  switch (family) {
    case 'powerball':
      return parity(o.powerball);
    case 'ladder':
      return o.result === 'odd' || o.result === 'even' ? o.result : null;
    case 'oddEven':
      return parity((o.card as { rank?: number } | undefined)?.rank);
    case 'baccarat':
      return o.winner === 'player' || o.winner === 'banker' || o.winner === 'tie' ? o.winner : null;
    default:
      return null;
  }
}

export const hasRoad = (family: FamilyId): boolean =>
  family === 'powerball' || family === 'ladder' || family === 'oddEven' || family === 'baccarat';

/** Columns of runs, oldest first; a run longer than `rows` continues in the next column. */
export function buildRoad(symbols: readonly RoadSymbol[], rows = 6): RoadSymbol[][] {
  const columns: RoadSymbol[][] = [];
  let previous: RoadSymbol | null = null;
  for (const symbol of symbols) {
    const last = columns[columns.length - 1];
    if (last && symbol === previous && last.length < rows) last.push(symbol);
    else columns.push([symbol]);
    previous = symbol;
  }
  return columns;
}

/** Road of finished rounds, given newest first as the store keeps them. */
export function roadOfRounds(
  family: FamilyId,
  roundsNewestFirst: readonly RoundView[],
): RoadSymbol[][] {
  const symbols = [...roundsNewestFirst]
    .reverse()
    .filter((round) => round.status === 'drawn' || round.status === 'settled')
    .map((round) => roadSymbol(family, round.outcome))
    .filter((symbol): symbol is RoadSymbol => symbol !== null);
  return buildRoad(symbols);
}
