import { describe, expect, it } from 'vitest';
import {
  coveredPockets,
  rouletteReturn,
  spinRoulette,
  validateRouletteBet,
  type RouletteBet,
  type RouletteBetKind,
} from '../../../../common/domain/casino/tables/roulette';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';

const bet = (kind: RouletteBetKind, numbers: number[], stake = 100): RouletteBet => ({
  kind,
  numbers,
  stake,
});
const pays = (b: RouletteBet, pocket: number) => rouletteReturn(b, { pocket });

describe('roulette spin', () => {
  it('draws the pocket as uniformInt(37), rejecting biased values', () => {
    expect(spinRoulette(new ArrayStream([40]))).toEqual({ pocket: 3 });
    expect(spinRoulette(new ArrayStream([0xffffffff, 36]))).toEqual({ pocket: 36 });
  });
});

describe('roulette returns, stake included', () => {
  it('inside bets: straight 36x, split 18x, street 12x, corner 9x, six line 6x', () => {
    expect(pays(bet('straight', [17]), 17)).toBe(3600);
    expect(pays(bet('straight', [0]), 0)).toBe(3600);
    expect(pays(bet('straight', [17]), 18)).toBe(0);
    expect(pays(bet('split', [17, 20]), 20)).toBe(1800);
    expect(pays(bet('split', [17, 20]), 18)).toBe(0);
    expect(pays(bet('street', [13, 14, 15]), 14)).toBe(1200);
    expect(pays(bet('street', [13, 14, 15]), 16)).toBe(0);
    expect(pays(bet('corner', [17, 18, 20, 21]), 21)).toBe(900);
    expect(pays(bet('corner', [0, 1, 2, 3]), 0)).toBe(900);
    expect(pays(bet('corner', [17, 18, 20, 21]), 19)).toBe(0);
    expect(pays(bet('six_line', [31, 32, 33, 34, 35, 36]), 36)).toBe(600);
    expect(pays(bet('six_line', [31, 32, 33, 34, 35, 36]), 30)).toBe(0);
  });

  it('dozens and columns 3x', () => {
    expect(pays(bet('dozen', [1]), 12)).toBe(300);
    expect(pays(bet('dozen', [2]), 13)).toBe(300);
    expect(pays(bet('dozen', [3]), 24)).toBe(0);
    expect(pays(bet('column', [1]), 34)).toBe(300);
    expect(pays(bet('column', [2]), 35)).toBe(300);
    expect(pays(bet('column', [3]), 36)).toBe(300);
    expect(pays(bet('column', [3]), 35)).toBe(0);
    expect(coveredPockets(bet('column', [2]))).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
  });

  it('even chances 2x, all lost on zero', () => {
    expect(pays(bet('red', []), 1)).toBe(200);
    expect(pays(bet('red', []), 2)).toBe(0);
    expect(pays(bet('black', []), 2)).toBe(200);
    expect(pays(bet('odd', []), 35)).toBe(200);
    expect(pays(bet('even', []), 36)).toBe(200);
    expect(pays(bet('low', []), 18)).toBe(200);
    expect(pays(bet('high', []), 19)).toBe(200);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(pays(bet(kind, []), 0)).toBe(0);
      expect(coveredPockets(bet(kind, []))).toHaveLength(18);
    }
    for (const kind of ['dozen', 'column'] as const) expect(pays(bet(kind, [1]), 0)).toBe(0);
  });

  it('every kind has the fair single-zero house edge (covered x return = 36 x stake)', () => {
    const samples: RouletteBet[] = [
      bet('straight', [5]),
      bet('split', [0, 2]),
      bet('street', [0, 2, 3]),
      bet('corner', [1, 2, 4, 5]),
      bet('six_line', [1, 2, 3, 4, 5, 6]),
      bet('dozen', [3]),
      bet('column', [1]),
      bet('red', []),
      bet('high', []),
    ];
    for (const b of samples) {
      const total = Array.from({ length: 37 }, (_, pocket) => pays(b, pocket)).reduce(
        (a, v) => a + v,
      );
      expect(total).toBe(36 * b.stake);
    }
  });

  it('refuses to settle an invalid bet', () => {
    expect(() => pays(bet('split', [1, 5]), 1)).toThrow(RangeError);
  });
});

describe('roulette bet validation', () => {
  const valid = (kind: RouletteBetKind, numbers: number[]) =>
    validateRouletteBet(bet(kind, numbers)) === null;

  it('straight: one number 0..36', () => {
    expect(valid('straight', [0])).toBe(true);
    expect(valid('straight', [36])).toBe(true);
    expect(valid('straight', [37])).toBe(false);
    expect(valid('straight', [1, 2])).toBe(false);
  });

  it('split: adjacent on the layout (side by side in a row, one above the other, or with 0)', () => {
    expect(valid('split', [1, 2])).toBe(true);
    expect(valid('split', [2, 3])).toBe(true);
    expect(valid('split', [3, 4])).toBe(false); // end of one row, start of the next
    expect(valid('split', [1, 4])).toBe(true);
    expect(valid('split', [36, 33])).toBe(true);
    expect(valid('split', [0, 3])).toBe(true);
    expect(valid('split', [0, 4])).toBe(false);
    expect(valid('split', [1, 3])).toBe(false);
    expect(valid('split', [5, 5])).toBe(false);
  });

  it('street: a row of three, or a trio with zero', () => {
    expect(valid('street', [34, 35, 36])).toBe(true);
    expect(valid('street', [0, 1, 2])).toBe(true);
    expect(valid('street', [2, 3, 4])).toBe(false);
    expect(valid('street', [0, 1, 3])).toBe(false);
  });

  it('corner: four numbers meeting at a corner, or 0-1-2-3', () => {
    expect(valid('corner', [1, 2, 4, 5])).toBe(true);
    expect(valid('corner', [32, 33, 35, 36])).toBe(true);
    expect(valid('corner', [3, 4, 6, 7])).toBe(false);
    expect(valid('corner', [1, 2, 3, 4])).toBe(false);
    expect(valid('corner', [33, 34, 36, 37])).toBe(false);
  });

  it('six line: two adjacent rows', () => {
    expect(valid('six_line', [4, 5, 6, 7, 8, 9])).toBe(true);
    expect(valid('six_line', [2, 3, 4, 5, 6, 7])).toBe(false);
    expect(valid('six_line', [34, 35, 36, 37, 38, 39])).toBe(false);
  });

  it('dozen and column take their ordinal 1..3; even chances take no numbers', () => {
    expect(valid('dozen', [3])).toBe(true);
    expect(valid('dozen', [0])).toBe(false);
    expect(valid('column', [4])).toBe(false);
    expect(valid('red', [])).toBe(true);
    expect(valid('odd', [1])).toBe(false);
  });

  it('rejects unknown kinds and bad stakes', () => {
    expect(validateRouletteBet({ kind: 'basket', numbers: [], stake: 100 })).toBe('unknownKind');
    expect(validateRouletteBet({ kind: 'red', numbers: [], stake: 0 })).toBe('badStake');
    expect(validateRouletteBet({ kind: 'red', numbers: [], stake: 2.5 })).toBe('badStake');
    expect(validateRouletteBet({ kind: 'straight', numbers: [1.5], stake: 100 })).toBe(
      'badNumbers',
    );
  });
});
