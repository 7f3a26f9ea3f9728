/**
 * Go-stop (mgm), a one-card hwatu showdown. The 48-card hwatu deck has 12 months (1 January pine …
 * 12 December rain) of 4 cards each; card index c in 0..47 is month floor(c / 4) + 1. Draw: two
 * cards without replacement (drawWithoutReplacement over 0..47): first to the left hand (선), second
 * to the right hand (후). Higher month wins; equal months tie, and a tie pushes left and right bets.
 * Markets: winner left/right/tie; the left card's month odd/even.
 */
import { drawWithoutReplacement } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface GoStopOutcome {
  readonly leftCard: number;
  readonly rightCard: number;
  readonly leftMonth: number;
  readonly rightMonth: number;
  readonly winner: 'left' | 'right' | 'tie';
}

export const HWATU_DECK_SIZE = 48;
const HWATU_DECK = Array.from({ length: HWATU_DECK_SIZE }, (_, card) => card);
export const hwatuMonth = (card: number) => Math.floor(card / 4) + 1;

export const goStop: FamilyEngine<GoStopOutcome> = {
  family: 'goStop',
  markets: [
    market('winner', { left: 195, right: 195, tie: 1000 }),
    market('leftMonthOddEven', { odd: 195, even: 195 }),
  ],
  draw(stream) {
    const [leftCard = 0, rightCard = 0] = drawWithoutReplacement(stream, HWATU_DECK, 2);
    const leftMonth = hwatuMonth(leftCard);
    const rightMonth = hwatuMonth(rightCard);
    const winner = leftMonth > rightMonth ? 'left' : rightMonth > leftMonth ? 'right' : 'tie';
    return { leftCard, rightCard, leftMonth, rightMonth, winner };
  },
  grade(outcome, key) {
    switch (key) {
      case 'winner.left':
      case 'winner.right':
        if (outcome.winner === 'tie') return 'push';
        return wonIf(outcome.winner === key.slice('winner.'.length));
      case 'winner.tie':
        return wonIf(outcome.winner === 'tie');
      case 'leftMonthOddEven.odd':
        return wonIf(outcome.leftMonth % 2 === 1);
      case 'leftMonthOddEven.even':
        return wonIf(outcome.leftMonth % 2 === 0);
    }
    throw new UnknownSelectionError('goStop', key);
  },
};
