/**
 * The baccarat table's history (the provider's road list, oldest first) as the cells the two
 * scoreboards draw, with common/domain/casino/tables/baccarat-roads.ts doing the counting. The boards
 * have a fixed width, so only their last columns are drawn (a long shoe scrolls left, as on a
 * real table's screen).
 */
import type { BaccaratWinner } from '../../../../common/domain/casino/tables/baccarat';
import {
  beadPlate,
  bigRoad,
  bigRoadGrid,
  ROAD_ROWS,
  type BeadCell,
  type PlacedBigRoadCell,
} from '../../../../common/domain/casino/tables/baccarat-roads';

export const BEAD_COLUMNS = 10;
export const BIG_ROAD_COLUMNS = 20;

const WINNERS: ReadonlySet<string> = new Set(['player', 'banker', 'tie']);

export function baccaratWinners(history: readonly (string | number)[]): BaccaratWinner[] {
  return history.filter((entry): entry is BaccaratWinner =>
    typeof entry === 'string' ? WINNERS.has(entry) : false,
  );
}

export interface RoadCells {
  readonly bead: readonly BeadCell[];
  readonly big: readonly PlacedBigRoadCell[];
  readonly counts: Readonly<Record<BaccaratWinner, number>>;
}

/** Keeps the last `width` columns and renumbers them from 0. */
function lastColumns<T extends { column: number }>(cells: readonly T[], width: number): T[] {
  const last = cells.reduce((max, cell) => Math.max(max, cell.column), -1);
  const from = Math.max(0, last + 1 - width);
  return cells
    .filter((cell) => cell.column >= from)
    .map((cell) => ({ ...cell, column: cell.column - from }));
}

export function roadCells(history: readonly (string | number)[]): RoadCells {
  const winners = baccaratWinners(history);
  const counts = { player: 0, banker: 0, tie: 0 };
  for (const winner of winners) counts[winner] += 1;
  return {
    bead: lastColumns(beadPlate(winners, ROAD_ROWS), BEAD_COLUMNS),
    big: lastColumns(bigRoadGrid(bigRoad(winners), ROAD_ROWS), BIG_ROAD_COLUMNS),
    counts,
  };
}
