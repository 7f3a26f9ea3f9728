/**
 * Blackjack's outcome space, by exact counting over the 8-deck shoe. Cards count by value only
 * (ace, 2..9, and the 128 cards worth ten); the family's rules (families/blackjack.ts) decide.
 *
 * A shoe deals every ordered sequence of distinct cards with the same chance, so the chance of a
 * sequence depends only on which cards it holds, not on their order: with m_v cards of value v
 * out of c_v, it is the product of c_v (c_v - 1) … (c_v - m_v + 1) over N (N - 1) … for the
 * sequence's length. So a hand is counted as a multiset with the number of orders in which the
 * rule draws it ("ways"): the first two cards in either order, then each card drawn while the
 * total is under 17. Player and dealer draw by the same rule, so one table of drawn hands serves
 * both, and a round's chance is ways(player) × ways(dealer) × the product for both hands' cards
 * together. Rounds are grouped by how they settle (a blackjack, a bust, or the two final
 * totals); each group's outcome is the family's playHand replayed on one of its real deals,
 * checked to settle the way its group says.
 */
import { playHand, type BlackjackOutcome } from '../families/blackjack';
import {
  BUST,
  DEALER_ENDS,
  dealerTable,
  drawnHands,
  isBlackjack,
  SHOE_COUNTS,
  SHOE_SIZE,
  toCards,
  twoCardStarts,
  VALUES,
  type DrawnHand,
} from './blackjack-hands';
import {
  fallingFactorial,
  listedSpace,
  type OutcomeSpace,
  type WeightedOutcome,
} from './outcome-space';

/** Player's and dealer's cards in dealing order: P, D, P, D, then the player's, then the dealer's. */
function dealOrder(player: readonly number[], dealer: readonly number[]): number[] {
  return [player[0]!, dealer[0]!, player[1]!, dealer[1]!, ...player.slice(2), ...dealer.slice(2)];
}

function replay(values: readonly number[]): BlackjackOutcome {
  const queue = toCards(values);
  return playHand(() => {
    const card = queue.shift();
    if (!card) throw new Error('blackjack replay ran out of cards');
    return card;
  });
}

export function blackjackSpace(): OutcomeSpace<BlackjackOutcome> {
  const hands = drawnHands();
  const longest = Math.max(...[...hands.values()].map((hand) => hand.size));
  const maxCards = 2 * longest;
  const completions = Array.from({ length: maxCards + 1 }, (_, k) =>
    fallingFactorial(SHOE_SIZE - k, maxCards - k),
  );
  // falling(i, out, more): `more` cards of value index i once `out` of them are dealt.
  const side = maxCards + 1;
  const falling = (i: number, out: number, more: number) =>
    fallingFactorial(SHOE_COUNTS[i]! - out, more);
  const fallingFloats = new Float64Array(VALUES.length * side * side);
  for (let i = 0; i < VALUES.length; i += 1) {
    for (let out = 0; out < side; out += 1) {
      for (let more = 0; more < side; more += 1) {
        fallingFloats[(i * side + out) * side + more] = Number(falling(i, out, more));
      }
    }
  }
  const groups = new Map<string, WeightedOutcome<BlackjackOutcome>>();
  const addToGroup = (group: string, order: readonly number[], weight: bigint) => {
    const known = groups.get(group);
    if (known) groups.set(group, { ...known, weight: known.weight + weight });
    else groups.set(group, { outcome: replay(order), weight });
  };

  // Rounds a blackjack ends after four cards: every ordered deal of four values.
  for (const p1 of VALUES) {
    for (const d1 of VALUES) {
      for (const p2 of VALUES) {
        for (const d2 of VALUES) {
          const playerBlackjack = isBlackjack([p1, p2]);
          const dealerBlackjack = isBlackjack([d1, d2]);
          if (!playerBlackjack && !dealerBlackjack) continue;
          const out = VALUES.map(() => 0);
          let weight = completions[4]!;
          for (const v of [p1, d1, p2, d2]) {
            weight *= BigInt(SHOE_COUNTS[v - 1]! - out[v - 1]!);
            out[v - 1]! += 1;
          }
          addToGroup(`blackjack ${playerBlackjack} ${dealerBlackjack}`, [p1, d1, p2, d2], weight);
        }
      }
    }
  }

  // Rounds with draws. For each player hand the dealer's hands are summed by how the dealer ends
  // and by size; the factors a sum shares (the player's cards, the completion to maxCards) are
  // applied once per sum.
  const drawing = dealerTable(hands, false);
  const kept = dealerTable(twoCardStarts(), true);
  const sizes = longest + 1;
  for (const player of hands.values()) {
    const dealers = player.settled === BUST ? kept : drawing;
    const exact = Array.from({ length: DEALER_ENDS.length * sizes }, () => 0n);
    // The same sums in floats while every term and partial sum is an integer below 2^53, moved
    // into `exact` before a sum could pass it.
    const quick = new Float64Array(DEALER_ENDS.length * sizes);
    const firstDealer: (DrawnHand | undefined)[] = DEALER_ENDS.map(() => undefined);
    for (let h = 0; h < dealers.hands.length; h += 1) {
      const slot = dealers.end[h]! * sizes + dealers.size[h]!;
      firstDealer[dealers.end[h]!] ??= dealers.hands[h];
      if (dealers.exactInFloats[h]) {
        let term = dealers.ways[h]!;
        for (let k = dealers.offset[h]!; k < dealers.offset[h + 1]!; k += 1) {
          const i = dealers.presentValue[k]!;
          term *= fallingFloats[(i * side + player.counts[i]!) * side + dealers.presentCount[k]!]!;
        }
        if (quick[slot]! > Number.MAX_SAFE_INTEGER - term) {
          exact[slot]! += BigInt(quick[slot]!);
          quick[slot] = 0;
        }
        quick[slot]! += term;
      } else {
        let term = dealers.hands[h]!.ways;
        for (let k = dealers.offset[h]!; k < dealers.offset[h + 1]!; k += 1) {
          const i = dealers.presentValue[k]!;
          term *= falling(i, player.counts[i]!, dealers.presentCount[k]!);
        }
        exact[slot]! += term;
      }
    }
    const playerFactor =
      player.ways * player.counts.reduce((product, m, i) => product * falling(i, 0, m), 1n);
    DEALER_ENDS.forEach((dealerEnd, end) => {
      let weight = 0n;
      for (let size = 0; size < sizes; size += 1) {
        const sum = exact[end * sizes + size]! + BigInt(quick[end * sizes + size]!);
        weight += sum * completions[player.size + size]!;
      }
      const dealer = firstDealer[end];
      if (!dealer || weight === 0n) return;
      addToGroup(
        `${player.settled} ${dealerEnd}`,
        dealOrder(player.order, dealer.order),
        playerFactor * weight,
      );
    });
  }
  for (const [group, { outcome }] of groups) {
    const [playerPart, dealerPart] = group.split(' ');
    if (playerPart === 'blackjack') continue;
    const settles = (t: number) => String(Math.min(t, BUST));
    if (settles(outcome.playerTotal) !== playerPart) throw new Error(`blackjack group ${group}`);
    if (dealerPart !== 'stays' && settles(outcome.dealerTotal) !== dealerPart) {
      throw new Error(`blackjack group ${group}`);
    }
  }
  return listedSpace(fallingFactorial(SHOE_SIZE, maxCards), [...groups.values()]);
}
