import { describe, expect, it } from 'vitest';
import type { BaccaratWinner } from '../../../../common/domain/casino/tables/baccarat';
import {
  beadPlate,
  bigRoad,
  bigRoadGrid,
} from '../../../../common/domain/casino/tables/baccarat-roads';

const P: BaccaratWinner = 'player';
const B: BaccaratWinner = 'banker';
const T: BaccaratWinner = 'tie';

describe('bead plate', () => {
  it('fills columns of 6 top to bottom with every result, ties included', () => {
    const beads = beadPlate([P, B, T, B, B, P, T, P]);
    expect(beads.map((b) => [b.column, b.row, b.winner])).toEqual([
      [0, 0, P],
      [0, 1, B],
      [0, 2, T],
      [0, 3, B],
      [0, 4, B],
      [0, 5, P],
      [1, 0, T],
      [1, 1, P],
    ]);
  });
});

describe('big road', () => {
  it('starts a column when the winner changes and counts ties on the last cell', () => {
    const road = bigRoad([P, P, B, T, T, B, P, T]);
    expect(road.map((column) => column.map((c) => [c.winner, c.ties, c.round]))).toEqual([
      [
        [P, 0, 0],
        [P, 0, 1],
      ],
      [
        [B, 2, 2],
        [B, 0, 5],
      ],
      [[P, 1, 6]],
    ]);
  });

  it('counts ties before the first result on the first cell', () => {
    expect(bigRoad([T, T, B])).toEqual([[{ winner: B, ties: 2, round: 2 }]]);
    expect(bigRoad([T])).toEqual([]);
  });

  it('turns a column longer than 6 rows right along the bottom (dragon tail)', () => {
    const grid = bigRoadGrid(bigRoad([B, B, B, B, B, B, B, B, P, P]));
    expect(grid.map((c) => [c.column, c.row, c.winner])).toEqual([
      [0, 0, B],
      [0, 1, B],
      [0, 2, B],
      [0, 3, B],
      [0, 4, B],
      [0, 5, B],
      [1, 5, B],
      [2, 5, B],
      [1, 0, P],
      [1, 1, P],
    ]);
  });
});
