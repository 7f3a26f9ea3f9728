import { describe, expect, it } from 'vitest';
import {
  BEAD_COLUMNS,
  BIG_ROAD_COLUMNS,
  roadCells,
} from '../../../src/provider/demo/baccarat/road-input';
import { dealOrder } from '../../../src/provider/demo/baccarat/deal-order';
import {
  learnOffset,
  localDeadline,
  secondsLeft,
  WINDOW_MS,
} from '../../../src/provider/demo/tables/countdown';

const at = (ms: number) => new Date(ms).toISOString();
const T = Date.parse('2026-11-24T10:00:00.000Z');

describe('betting countdown', () => {
  it('trusts closesAt within one window of the browser clock', () => {
    const deadline = localDeadline(at(T + 9_500), T, null);
    expect(deadline).toBe(T + 9_500);
    expect(secondsLeft(deadline ?? 0, T)).toBe(10);
    expect(secondsLeft(deadline ?? 0, T + 9_400)).toBe(1);
    expect(secondsLeft(deadline ?? 0, T + 20_000)).toBe(0);
  });

  it('is unknown when the provider clock is far off, until a round opens in front of the page', () => {
    const aheadMs = 3_600_000;
    expect(localDeadline(at(T + aheadMs + 9_000), T, null)).toBeNull();
    // A round opened now on the provider's clock (closesAt = now + window there).
    const offset = learnOffset(at(T + aheadMs + WINDOW_MS), T);
    expect(offset).toBe(aheadMs);
    const next = localDeadline(at(T + aheadMs + 40_000), T + 25_000, offset);
    expect(secondsLeft(next ?? 0, T + 25_000)).toBe(15);
  });
});

describe('baccarat road input and deal order', () => {
  it('counts results and places the roads from the provider history', () => {
    const { bead, big, counts } = roadCells(['tie', 'banker', 'banker', 'tie', 'player', 17, 'x']);
    expect(counts).toEqual({ player: 1, banker: 2, tie: 2 });
    expect(bead).toHaveLength(5);
    expect(big.map((c) => [c.winner, c.column, c.row, c.ties])).toEqual([
      ['banker', 0, 0, 1],
      ['banker', 0, 1, 1],
      ['player', 1, 0, 0],
    ]);
  });

  it('shows only the last columns of a long shoe, renumbered from the left', () => {
    const history = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 'player' : 'banker'));
    const { bead, big } = roadCells(history);
    expect(Math.max(...bead.map((c) => c.column))).toBe(BEAD_COLUMNS - 1);
    expect(Math.min(...bead.map((c) => c.column))).toBe(0);
    expect(big).toHaveLength(BIG_ROAD_COLUMNS);
    expect(big.at(-1)?.round).toBe(59);
  });

  it('deals in shoe order: P, B, P, B, then the third cards', () => {
    const card = { rank: 1, suit: 0 };
    expect(dealOrder({ player: [card, card, card], banker: [card, card, card] })).toEqual({
      player: [0, 2, 4],
      banker: [1, 3, 5],
      count: 6,
    });
    expect(dealOrder({ player: [card, card], banker: [card, card, card] }).banker).toEqual([
      1, 3, 4,
    ]);
  });
});
