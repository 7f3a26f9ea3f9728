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
  // Only swapped positions are stored (position k holds k until swapped), so a round that deals six
  // cards from 416 touches six entries instead of building the whole shoe.
  private readonly swapped = new Map<number, number>();
  private dealt = 0;
  private readonly size: number;
  constructor(
    private readonly stream: RandomStream,
    decks: number = SHOE_DECKS,
  ) {
    this.size = decks * DECK_SIZE;
  }
  deal(): Card {
    if (this.dealt >= this.size) throw new Error('shoe is empty');
    const j = this.dealt + uniformInt(this.stream, this.size - this.dealt);
    const picked = this.swapped.get(j) ?? j;
    this.swapped.set(j, this.swapped.get(this.dealt) ?? this.dealt);
    this.dealt += 1;
    return cardFromIndex(picked);
  }
}
