/**
 * Roulette (token). Single zero: pocket = uniformInt(37) (0..36). Outside bets — colour, odd/even,
 * low (1-18) / high (19-36), dozens, columns — all lose on 0. Column 1 holds 1, 4, …, 34 (n mod 3
 * = 1), column 2 holds 2, 5, …, 35, column 3 holds 3, 6, …, 36. Straight bets on 0..36.
 */
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface RouletteOutcome {
  readonly pocket: number;
}

export const ROULETTE_POCKETS = 37;
export const RED_POCKETS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const roulette: FamilyEngine<RouletteOutcome> = {
  family: 'roulette',
  markets: [
    market('color', { red: 195, black: 195 }),
    market('oddEven', { odd: 195, even: 195 }),
    market('lowHigh', { low: 195, high: 195 }),
    market('dozen', { first: 290, second: 290, third: 290 }),
    market('column', { first: 290, second: 290, third: 290 }),
    market(
      'straight',
      Object.fromEntries(Array.from({ length: ROULETTE_POCKETS }, (_, n) => [String(n), 3500])),
    ),
  ],
  draw(stream) {
    return { pocket: uniformInt(stream, ROULETTE_POCKETS) };
  },
  grade({ pocket }, key) {
    const [marketKey, pick = ''] = key.split('.');
    const zero = pocket === 0;
    const ordinal = { first: 0, second: 1, third: 2 }[pick];
    switch (marketKey) {
      case 'color':
        if (pick === 'red') return wonIf(RED_POCKETS.has(pocket));
        if (pick === 'black') return wonIf(!zero && !RED_POCKETS.has(pocket));
        break;
      case 'oddEven':
        if (pick === 'odd') return wonIf(pocket % 2 === 1);
        if (pick === 'even') return wonIf(!zero && pocket % 2 === 0);
        break;
      case 'lowHigh':
        if (pick === 'low') return wonIf(!zero && pocket <= 18);
        if (pick === 'high') return wonIf(pocket >= 19);
        break;
      case 'dozen':
        if (ordinal !== undefined) return wonIf(!zero && Math.floor((pocket - 1) / 12) === ordinal);
        break;
      case 'column':
        if (ordinal !== undefined) return wonIf(!zero && (pocket - 1) % 3 === ordinal);
        break;
      case 'straight':
        if (/^\d+$/.test(pick) && Number(pick) < ROULETTE_POCKETS) {
          return wonIf(pocket === Number(pick));
        }
        break;
    }
    throw new UnknownSelectionError('roulette', key);
  },
};
