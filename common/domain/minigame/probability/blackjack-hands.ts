/**
 * The hands of blackjack's exact count (blackjack-space.ts): every multiset of card values the
 * drawing rule can end a hand with, and in how many orders it draws each. Cards count by value
 * only: ace, 2..9, and the 128 cards worth ten of the 8-deck shoe.
 */
import { handTotal, STAND_ON_TOTAL } from '../families/blackjack';
import { DECK_SIZE, SHOE_DECKS, type Card } from '../cards';
import { fallingFactorial } from './outcome-space';

export const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const SHOE_SIZE = SHOE_DECKS * DECK_SIZE;
/** Cards of each value in the shoe: 4 suits × 8 decks, and 4 ranks of ten (10, J, Q, K). */
export const SHOE_COUNTS = VALUES.map((v) => (v === 10 ? 4 : 1) * 4 * SHOE_DECKS);
export const BUST = 22;

export const toCards = (values: readonly number[]): Card[] =>
  values.map((rank) => ({ rank, suit: 0 }));
const total = (values: readonly number[]) => handTotal(toCards(values));
export const isBlackjack = (values: readonly number[]) =>
  values.length === 2 && total(values) === 21;

export interface DrawnHand {
  /** Cards of each value (index v - 1). */
  readonly counts: readonly number[];
  readonly size: number;
  /** Final total, BUST for any total over 21. */
  readonly settled: number;
  /** Orders in which the rule draws this multiset. */
  ways: bigint;
  /** One of those orders, to replay. */
  readonly order: readonly number[];
}

function addHand(table: Map<string, DrawnHand>, values: readonly number[], settled: number) {
  const key = [...values].sort((a, b) => a - b).join(',');
  const known = table.get(key);
  if (known) {
    known.ways += 1n;
    return;
  }
  const counts = VALUES.map((v) => values.filter((value) => value === v).length);
  table.set(key, { counts, size: values.length, settled, ways: 1n, order: [...values] });
}

/** Every hand the drawing rule ends with from a two-card start that is not a blackjack. */
export function drawnHands(): Map<string, DrawnHand> {
  const table = new Map<string, DrawnHand>();
  const draw = (values: number[]) => {
    const now = total(values);
    if (now >= STAND_ON_TOTAL) {
      addHand(table, values, Math.min(now, BUST));
      return;
    }
    for (const v of VALUES) {
      values.push(v);
      draw(values);
      values.pop();
    }
  };
  for (const first of VALUES) {
    for (const second of VALUES) if (!isBlackjack([first, second])) draw([first, second]);
  }
  return table;
}

/** Two-card starts that are not blackjacks (the dealer's hand when the player busts). */
export function twoCardStarts(): Map<string, DrawnHand> {
  const table = new Map<string, DrawnHand>();
  for (const first of VALUES) {
    for (const second of VALUES) {
      if (!isBlackjack([first, second])) addHand(table, [first, second], total([first, second]));
    }
  }
  return table;
}

/**
 * The dealer's hands laid out flat for the inner loop, which visits every (player hand, dealer
 * hand) pair: millions of products, so plain arrays of numbers instead of objects and BigInt
 * wherever the numbers allow it.
 */
export interface DealerTable {
  readonly hands: readonly DrawnHand[];
  /** Index of the dealer's end in DEALER_ENDS. */
  readonly end: Int32Array;
  readonly size: Int32Array;
  readonly ways: Float64Array;
  /** 1 when ways × the largest count of its cards stays below 2^53: floats are exact then. */
  readonly exactInFloats: Uint8Array;
  /** Hand h holds presentCount[k] cards of value index presentValue[k], k in offset[h]..offset[h+1]. */
  readonly offset: Int32Array;
  readonly presentValue: Int32Array;
  readonly presentCount: Int32Array;
}

/** How the dealer ends: a total 17..21, a bust, or the two cards it keeps when the player busts. */
export const DEALER_ENDS = ['17', '18', '19', '20', '21', String(BUST), 'stays'];
const KEPT_TWO_CARDS = DEALER_ENDS.indexOf('stays');

export function dealerTable(table: Map<string, DrawnHand>, keptOnly: boolean): DealerTable {
  const hands = [...table.values()];
  const present = hands.map((hand) =>
    hand.counts.flatMap((m, i) => (m > 0 ? [[i, m] as const] : [])),
  );
  const offset = new Int32Array(hands.length + 1);
  present.forEach((list, h) => (offset[h + 1] = offset[h]! + list.length));
  const most = (h: number) =>
    present[h]!.reduce((product, [i, m]) => product * fallingFactorial(SHOE_COUNTS[i]!, m), 1n) *
    hands[h]!.ways;
  return {
    hands,
    end: Int32Array.from(hands, (hand) =>
      keptOnly ? KEPT_TWO_CARDS : DEALER_ENDS.indexOf(String(hand.settled)),
    ),
    size: Int32Array.from(hands, (hand) => hand.size),
    ways: Float64Array.from(hands, (hand) => Number(hand.ways)),
    exactInFloats: Uint8Array.from(hands, (_, h) =>
      most(h) <= BigInt(Number.MAX_SAFE_INTEGER) ? 1 : 0,
    ),
    offset,
    presentValue: Int32Array.from(present.flat(), ([i]) => i),
    presentCount: Int32Array.from(present.flat(), ([, m]) => m),
  };
}
