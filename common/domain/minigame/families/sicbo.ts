/**
 * Sic bo (lotus). Draw: three dice, each 1 + uniformInt(6), in order.
 * Markets: big (11-17) / small (4-10) and odd/even of the total — all four lose on any triple;
 * exact total 4..17; a specific triple 1..6; any triple.
 */
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface SicboOutcome {
  readonly dice: readonly [number, number, number];
  readonly total: number;
  readonly triple: boolean;
}

/** Odds by exact total (usual sic bo pay tables, as decimal odds in hundredths). */
const TOTAL_ODDS_HUNDREDTHS: Record<number, number> = {
  4: 5100,
  5: 1900,
  6: 1500,
  7: 1300,
  8: 900,
  9: 700,
  10: 700,
  11: 700,
  12: 700,
  13: 900,
  14: 1300,
  15: 1500,
  16: 1900,
  17: 5100,
};
const SPECIFIC_TRIPLE_ODDS_HUNDREDTHS = 15100;

export const sicbo: FamilyEngine<SicboOutcome> = {
  family: 'sicbo',
  markets: [
    market('bigSmall', { big: 195, small: 195 }),
    market('oddEven', { odd: 195, even: 195 }),
    market(
      'total',
      Object.fromEntries(
        Object.entries(TOTAL_ODDS_HUNDREDTHS).map(([total, odds]) => [total, odds]),
      ),
    ),
    market(
      'triple',
      Object.fromEntries(
        [1, 2, 3, 4, 5, 6].map((face) => [String(face), SPECIFIC_TRIPLE_ODDS_HUNDREDTHS]),
      ),
    ),
    market('anyTriple', { yes: 3100 }),
  ],
  draw(stream) {
    const dice = [0, 1, 2].map(() => 1 + uniformInt(stream, 6)) as [number, number, number];
    const [a, b, c] = dice;
    return { dice, total: a + b + c, triple: a === b && b === c };
  },
  grade({ dice, total, triple }, key) {
    const [marketKey, pick = ''] = key.split('.');
    switch (marketKey) {
      case 'bigSmall':
        if (pick === 'big') return wonIf(!triple && total >= 11);
        if (pick === 'small') return wonIf(!triple && total <= 10);
        break;
      case 'oddEven':
        if (pick === 'odd') return wonIf(!triple && total % 2 === 1);
        if (pick === 'even') return wonIf(!triple && total % 2 === 0);
        break;
      case 'total':
        if (Number(pick) in TOTAL_ODDS_HUNDREDTHS) return wonIf(total === Number(pick));
        break;
      case 'triple':
        if (/^[1-6]$/.test(pick)) return wonIf(triple && dice[0] === Number(pick));
        break;
      case 'anyTriple':
        if (pick === 'yes') return wonIf(triple);
        break;
    }
    throw new UnknownSelectionError('sicbo', key);
  },
};
