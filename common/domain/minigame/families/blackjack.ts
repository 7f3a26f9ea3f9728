/**
 * Blackjack (skypark), a simplified automatic hand members bet on. A fresh 8-deck shoe per round
 * dealt player, dealer, player, dealer. Values: ace 1 or 11 (11 while it keeps the hand at 21 or
 * less: a "soft" total), 2-10 face value, J/Q/K 10.
 * - Blackjack (two-card 21): player blackjack vs dealer non-blackjack → player; both → push;
 *   dealer blackjack alone → dealer. No further cards.
 * - Otherwise the player draws while under 17 and stands on any 17+ (mimics the dealer; no doubles,
 *   splits or insurance). A player bust is a dealer win and the dealer does not draw.
 * - Then the dealer hits soft 16 and below and stands on all 17 (soft 17 included). Dealer bust →
 *   player; otherwise the higher total wins and equal totals push.
 * Markets: winner player / dealer / push. A push returns player and dealer bets; the push bet pays.
 */
import { Shoe, type Card } from '../cards';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface BlackjackOutcome {
  readonly player: readonly Card[];
  readonly dealer: readonly Card[];
  readonly playerTotal: number;
  readonly dealerTotal: number;
  readonly winner: 'player' | 'dealer' | 'push';
}

export const STAND_ON_TOTAL = 17;

export function handTotal(cards: readonly Card[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += Math.min(card.rank, 10);
    if (card.rank === 1) aces += 1;
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total;
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards) === 21;

/** Plays one hand from a card source (the shoe in production, fixed cards in tests). */
export function playHand(deal: () => Card): BlackjackOutcome {
  const player = [deal()];
  const dealer = [deal()];
  player.push(deal());
  dealer.push(deal());
  const finish = (winner: BlackjackOutcome['winner']): BlackjackOutcome => ({
    player,
    dealer,
    playerTotal: handTotal(player),
    dealerTotal: handTotal(dealer),
    winner,
  });
  if (isBlackjack(player) || isBlackjack(dealer)) {
    if (isBlackjack(player) && isBlackjack(dealer)) return finish('push');
    return finish(isBlackjack(player) ? 'player' : 'dealer');
  }
  while (handTotal(player) < STAND_ON_TOTAL) player.push(deal());
  if (handTotal(player) > 21) return finish('dealer');
  while (handTotal(dealer) < STAND_ON_TOTAL) dealer.push(deal());
  const playerTotal = handTotal(player);
  const dealerTotal = handTotal(dealer);
  if (dealerTotal > 21 || playerTotal > dealerTotal) return finish('player');
  return finish(dealerTotal > playerTotal ? 'dealer' : 'push');
}

export const blackjack: FamilyEngine<BlackjackOutcome> = {
  family: 'blackjack',
  markets: [market('winner', { player: 215, dealer: 180, push: 900 })],
  draw(stream) {
    const shoe = new Shoe(stream);
    return playHand(() => shoe.deal());
  },
  grade(outcome, key) {
    switch (key) {
      case 'winner.player':
      case 'winner.dealer':
        if (outcome.winner === 'push') return 'push';
        return wonIf(outcome.winner === key.slice('winner.'.length));
      case 'winner.push':
        return wonIf(outcome.winner === 'push');
    }
    throw new UnknownSelectionError('blackjack', key);
  },
};
