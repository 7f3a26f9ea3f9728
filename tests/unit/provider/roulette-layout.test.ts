import { describe, expect, it } from 'vitest';
import {
  coveredPockets,
  validateRouletteBet,
  type RouletteBetKind,
} from '../../../common/domain/casino/tables/roulette';
import { ROULETTE_SPOTS } from '../../../src/provider/demo/roulette/roulette-spots';
import { pocketAngle, spinTarget, WHEEL_ORDER } from '../../../src/provider/demo/roulette/wheel';
import { boardSize, placeBox } from '../../../src/provider/demo/roulette/layout-orientation';

describe('roulette layout spots', () => {
  it('every clickable spot is a bet the provider accepts', () => {
    for (const spot of ROULETTE_SPOTS) {
      expect(
        validateRouletteBet({ kind: spot.kind, numbers: spot.numbers, stake: 1_000 }),
        spot.key,
      ).toBeNull();
    }
  });

  it('has one spot per bet, every number straight up, and all inside bets of the layout', () => {
    const keys = ROULETTE_SPOTS.map((spot) => spot.key);
    expect(new Set(keys).size).toBe(keys.length);
    const count = (kind: RouletteBetKind) => ROULETTE_SPOTS.filter((s) => s.kind === kind).length;
    expect(count('straight')).toBe(37);
    // 24 inside the streets, 33 between them, and 0-1, 0-2, 0-3: the layout's 60.
    expect(count('split')).toBe(12 * 2 + 11 * 3 + 3);
    expect(count('street')).toBe(12 + 2);
    expect(count('corner')).toBe(11 * 2 + 1);
    expect(count('six_line')).toBe(11);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(count(kind)).toBe(1);
    }
  });

  it('the number drawn in a cell is the number the cell bets on', () => {
    for (const spot of ROULETTE_SPOTS.filter((s) => s.kind === 'straight')) {
      expect(spot.label).toBe(String(spot.numbers[0]));
    }
    const column = ROULETTE_SPOTS.find((s) => s.kind === 'column' && s.y === 0);
    // The top row holds 3, 6, … 36: its 2:1 box is the third column.
    expect(column && coveredPockets(column)).toContain(36);
  });
});

describe('roulette wheel', () => {
  it('holds each pocket once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('turns forward at least five turns and stops with the pocket at the top', () => {
    let rotation = 0;
    for (const pocket of [17, 0, 26, 32, 17]) {
      const next = spinTarget(rotation, pocket);
      expect(next).toBeLessThanOrEqual(rotation - 5 * 360);
      expect(next).toBeGreaterThan(rotation - 6 * 360);
      const atTop = (((next + pocketAngle(pocket)) % 360) + 360) % 360;
      expect(Math.min(atTop, 360 - atTop)).toBeCloseTo(0, 6);
      rotation = next;
    }
  });
});

describe('roulette layout stood up on a phone', () => {
  const vertical = ROULETTE_SPOTS.map((spot) => ({ spot, box: placeBox(spot, true) }));
  const cellOf = (n: number) =>
    vertical.find(({ spot }) => spot.kind === 'straight' && spot.numbers[0] === n)?.box;

  it('keeps every spot on the board', () => {
    const { width, height } = boardSize(true);
    for (const { box } of vertical) {
      expect(box.x).toBeGreaterThanOrEqual(-6);
      expect(box.y).toBeGreaterThanOrEqual(-6);
      expect(box.x + box.w).toBeLessThanOrEqual(width + 6);
      expect(box.y + box.h).toBeLessThanOrEqual(height + 6);
    }
  });

  it('reads 1-2-3 left to right with 0 above and the streets going down', () => {
    const [zero, one, two, three, four] = [0, 1, 2, 3, 4].map(cellOf);
    expect(one!.x).toBeLessThan(two!.x);
    expect(two!.x).toBeLessThan(three!.x);
    expect(one!.y).toBe(two!.y);
    expect(zero!.y).toBeLessThan(one!.y);
    expect(four!.y).toBeGreaterThan(one!.y);
    expect(placeBox(cellOf(17)!, false)).toEqual(cellOf(17));
  });
});
