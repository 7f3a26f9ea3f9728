/**
 * Outcome spaces of the card games dealt from a freshly shuffled shoe (cards.ts: every order of
 * the shoe equally likely, so the k-th card dealt is any remaining card with equal chance). The
 * game's own play function is replayed on every sequence of cards it can be dealt, card by card.
 *
 * Cards that no market can tell apart are dealt as one class (baccarat's third cards count only
 * by their points, so 10, J, Q and K are one class there): a class at a position stands for all
 * its member cards, and its weight is how many of them are left in the shoe. Later positions may
 * only merge classes of earlier positions, never split them, so the cards left of every class are
 * known. A sequence of k cards has weight (product of the counts) × (N - k)(N - k - 1)… down to
 * the longest deal, so every sequence is counted over the same total: ordered deals of
 * `maxCards` cards from the N-card shoe.
 */
import { DECK_SIZE, SHOE_DECKS, type Card } from '../cards';
import { fallingFactorial, type OutcomeSpace } from './outcome-space';

export interface CardClass {
  /** The card the game is dealt for this class. */
  readonly card: Card;
  /** The cards (0..51, cards.ts numbering) it stands for. */
  readonly members: ReadonlySet<number>;
}

const cardIndex = (card: Card) => card.suit * 13 + (card.rank - 1);

/** One class per rank (suits merged). */
export const RANK_CLASSES: readonly CardClass[] = Array.from({ length: 13 }, (_, i) => ({
  card: { rank: i + 1, suit: 0 },
  members: new Set([0, 1, 2, 3].map((suit) => suit * 13 + i)),
}));

export function shoeSequenceSpace<O>(
  play: (deal: () => Card) => O,
  classesAt: (position: number) => readonly CardClass[],
  maxCards: number,
  decks: number = SHOE_DECKS,
): OutcomeSpace<O> {
  const shoeSize = decks * DECK_SIZE;
  // Completing a k-card deal to maxCards cards: the same factor for every k-card sequence.
  const completions = Array.from({ length: maxCards + 1 }, (_, k) =>
    fallingFactorial(shoeSize - k, maxCards - k),
  );
  const prefix: CardClass[] = [];
  const forEach = (visit: (outcome: O, weight: bigint) => void) => {
    const walk = (counts: bigint) => {
      // Replays the play on the prefix; a deal past its end gets a stand-in card and marks the
      // play as unfinished (its outcome is then discarded and each next card tried instead).
      let position = 0;
      let short = false;
      const outcome = play(() => {
        const next = prefix[position];
        position += 1;
        if (next) return next.card;
        short = true;
        return RANK_CLASSES[0]!.card;
      });
      const k = prefix.length;
      if (!short) {
        visit(outcome, counts * completions[k]!);
        return;
      }
      if (k >= maxCards) throw new Error(`the deal needs more than ${maxCards} cards`);
      for (const candidate of classesAt(k)) {
        let left = decks * candidate.members.size;
        for (const dealt of prefix) if (candidate.members.has(cardIndex(dealt.card))) left -= 1;
        if (left <= 0) continue;
        prefix.push(candidate);
        walk(counts * BigInt(left));
        prefix.pop();
      }
    };
    walk(1n);
  };
  return { total: fallingFactorial(shoeSize, maxCards), forEach };
}
