/**
 * Dice (skypark). Two dice, each 1 + uniformInt(6). Markets: total odd/even; low (2-6) / high
 * (8-12) / seven (a 7 loses low and high); exact total 2..12.
 */
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface DiceOutcome {
  readonly dice: readonly [number, number];
  readonly total: number;
}

const TOTAL_ODDS_HUNDREDTHS: Record<number, number> = {
  2: 3300,
  3: 1700,
  4: 1100,
  5: 850,
  6: 680,
  7: 570,
  8: 680,
  9: 850,
  10: 1100,
  11: 1700,
  12: 3300,
};

export const dice: FamilyEngine<DiceOutcome> = {
  family: 'dice',
  markets: [
    market('oddEven', { odd: 195, even: 195 }),
    market('lowHigh', { low: 230, high: 230, seven: 560 }),
    market('total', { ...TOTAL_ODDS_HUNDREDTHS }),
  ],
  draw(stream) {
    const first = 1 + uniformInt(stream, 6);
    const second = 1 + uniformInt(stream, 6);
    return { dice: [first, second], total: first + second };
  },
  grade({ total }, key) {
    const [marketKey, pick = ''] = key.split('.');
    switch (marketKey) {
      case 'oddEven':
        if (pick === 'odd') return wonIf(total % 2 === 1);
        if (pick === 'even') return wonIf(total % 2 === 0);
        break;
      case 'lowHigh':
        if (pick === 'low') return wonIf(total <= 6);
        if (pick === 'high') return wonIf(total >= 8);
        if (pick === 'seven') return wonIf(total === 7);
        break;
      case 'total':
        if (Number(pick) in TOTAL_ODDS_HUNDREDTHS) return wonIf(total === Number(pick));
        break;
    }
    throw new UnknownSelectionError('dice', key);
  },
};
