/**
 * Odd-even (lotus, skypark, mgm). One card from a single 48-card deck with the kings removed
 * (ranks ace = 1 … queen = 12, four suits), so odd and even ranks are 24 cards each.
 * Draw: index = uniformInt(48); rank = (index mod 12) + 1, suit = floor(index / 12).
 * Markets: rank odd/even; under (A-6) / over (7-Q); colour red (suits 1, 2) / black.
 */
import { isRed, type Card } from '../cards';
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface OddEvenOutcome {
  readonly card: Card;
}

export const ODD_EVEN_DECK_SIZE = 48;

export const oddEven: FamilyEngine<OddEvenOutcome> = {
  family: 'oddEven',
  markets: [
    market('oddEven', { odd: 195, even: 195 }),
    market('underOver', { under: 195, over: 195 }),
    market('color', { red: 195, black: 195 }),
  ],
  draw(stream) {
    const index = uniformInt(stream, ODD_EVEN_DECK_SIZE);
    return { card: { rank: (index % 12) + 1, suit: Math.floor(index / 12) } };
  },
  grade({ card }, key) {
    switch (key) {
      case 'oddEven.odd':
        return wonIf(card.rank % 2 === 1);
      case 'oddEven.even':
        return wonIf(card.rank % 2 === 0);
      case 'underOver.under':
        return wonIf(card.rank <= 6);
      case 'underOver.over':
        return wonIf(card.rank >= 7);
      case 'color.red':
        return wonIf(isRed(card));
      case 'color.black':
        return wonIf(!isRed(card));
    }
    throw new UnknownSelectionError('oddEven', key);
  },
};
