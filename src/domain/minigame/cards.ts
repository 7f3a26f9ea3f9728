/**
 * Playing cards for baccarat, dragon tiger, odd-even, high-low and blackjack.
 * A card is 0..51: rank = (card mod 13) + 1 (1 = ace … 11 = J, 12 = Q, 13 = K),
 * suit = floor(card / 13): 0 spades, 1 hearts, 2 diamonds, 3 clubs (hearts and diamonds are red).
 */
import { uniformInt, type RandomStream } from './random-stream';

export interface Card {
  readonly rank: number;
  readonly suit: number;
}

export const DECK_SIZE = 52;
export const SHOE_DECKS = 8;

export function cardFromIndex(index: number): Card {
  const card = index % DECK_SIZE;
  return { rank: (card % 13) + 1, suit: Math.floor(card / 13) };
}

export function isRed(card: Card): boolean {
  return card.suit === 1 || card.suit === 2;
}

/**
 * A freshly shuffled shoe per round, dealt one card at a time by lazy Fisher-Yates: the k-th card
 * dealt (k = 0, 1, …) is position k after swapping it with k + uniformInt(stream, size - k). Dealing
 * only the cards needed equals drawWithoutReplacement over the whole shoe, card for card.
 */
export class Shoe {
  private readonly positions: number[];
  private dealt = 0;
  constructor(
    private readonly stream: RandomStream,
    decks: number = SHOE_DECKS,
    private readonly toCard: (position: number) => Card = cardFromIndex,
    size: number = decks * DECK_SIZE,
  ) {
    this.positions = Array.from({ length: size }, (_, position) => position);
  }
  deal(): Card {
    const size = this.positions.length;
    if (this.dealt >= size) throw new Error('shoe is empty');
    const j = this.dealt + uniformInt(this.stream, size - this.dealt);
    const picked = this.positions[j] as number;
    this.positions[j] = this.positions[this.dealt] as number;
    this.positions[this.dealt] = picked;
    this.dealt += 1;
    return this.toCard(picked);
  }
}
