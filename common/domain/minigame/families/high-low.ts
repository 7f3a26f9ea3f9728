/**
 * High-low (token highrow, highrow5). Each round is independent: one card from a fresh 52-card deck
 * (uniformInt(52), see cards.ts) compared with a fixed 7 — not with the previous round's card, so a
 * round can be verified on its own. High = 8..K, low = A..6; a 7 loses high and low bets and pays the
 * seven bet. Colour red/black also offered.
 */
import { cardFromIndex, DECK_SIZE, isRed, type Card } from '../cards';
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface HighLowOutcome {
  readonly card: Card;
}

export const HIGH_LOW_PIVOT_RANK = 7;

export const highLow: FamilyEngine<HighLowOutcome> = {
  family: 'highLow',
  markets: [
    market('highLow', { high: 200, low: 200, seven: 1200 }),
    market('color', { red: 195, black: 195 }),
  ],
  draw(stream) {
    return { card: cardFromIndex(uniformInt(stream, DECK_SIZE)) };
  },
  grade({ card }, key) {
    switch (key) {
      case 'highLow.high':
        return wonIf(card.rank > HIGH_LOW_PIVOT_RANK);
      case 'highLow.low':
        return wonIf(card.rank < HIGH_LOW_PIVOT_RANK);
      case 'highLow.seven':
        return wonIf(card.rank === HIGH_LOW_PIVOT_RANK);
      case 'color.red':
        return wonIf(isRed(card));
      case 'color.black':
        return wonIf(!isRed(card));
    }
    throw new UnknownSelectionError('highLow', key);
  },
};
