/**
 * The baccarat table's scoreboards ("roads"), computed from the list of round winners, oldest
 * first.
 * - Bead plate: every round in order, filling columns of 6 top to bottom, left to right.
 * - Big road: banker and player results only; a new column starts whenever the winner changes,
 *   consecutive wins of the same side go down the same column. A tie is not a cell: it is counted
 *   on the last cell (ties before the first banker/player result are counted on the first cell,
 *   as the printed scorecards do). Columns here are logical (unbounded length); the page draws a
 *   column longer than the board's 6 rows as the usual "dragon tail" (bigRoadGrid).
 */
import type { BaccaratWinner } from './baccarat';

export const ROAD_ROWS = 6;

export interface BeadCell {
  readonly column: number;
  readonly row: number;
  readonly winner: BaccaratWinner;
  /** Index of the round in the input list. */
  readonly round: number;
}

export function beadPlate(
  results: readonly BaccaratWinner[],
  rows: number = ROAD_ROWS,
): BeadCell[] {
  return results.map((winner, round) => ({
    column: Math.floor(round / rows),
    row: round % rows,
    winner,
    round,
  }));
}

export interface BigRoadCell {
  readonly winner: 'player' | 'banker';
  /** Ties counted on this cell (drawn as a slash with the count). */
  readonly ties: number;
  /** Index of the round in the input list. */
  readonly round: number;
}

export function bigRoad(results: readonly BaccaratWinner[]): BigRoadCell[][] {
  const columns: { winner: 'player' | 'banker'; ties: number; round: number }[][] = [];
  let leadingTies = 0;
  results.forEach((winner, round) => {
    const last = columns[columns.length - 1];
    if (winner === 'tie') {
      const cell = last?.[last.length - 1];
      if (cell) cell.ties += 1;
      else leadingTies += 1;
      return;
    }
    const cell = { winner, ties: leadingTies, round };
    leadingTies = 0;
    if (last && last[0]?.winner === winner) last.push(cell);
    else columns.push([cell]);
  });
  return columns;
}

export interface PlacedBigRoadCell extends BigRoadCell {
  readonly column: number;
  readonly row: number;
}

/**
 * Places the big road's logical columns on a board of `rows` rows: a column that would run past
 * the bottom or into an occupied cell turns right along its last row (the dragon tail).
 */
export function bigRoadGrid(
  columns: readonly (readonly BigRoadCell[])[],
  rows: number = ROAD_ROWS,
): PlacedBigRoadCell[] {
  const taken = new Set<string>();
  const placed: PlacedBigRoadCell[] = [];
  columns.forEach((cells, start) => {
    let column = start;
    let row = 0;
    // Earlier dragon tails may occupy this column's top cells; the column still starts at `start`.
    cells.forEach((cell, index) => {
      if (index > 0) {
        const down = row + 1;
        if (down < rows && !taken.has(`${column}:${down}`)) row = down;
        else column += 1;
      }
      taken.add(`${column}:${row}`);
      placed.push({ ...cell, column, row });
    });
  });
  return placed;
}
