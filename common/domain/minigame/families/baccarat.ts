/**
 * Baccarat (token, lotus, skypark incl. speed, mgm, next). A fresh 8-deck shoe per round (Shoe in
 * cards.ts), dealt in the real order: player, banker, player, banker, then the player's third card
 * if any, then the banker's third card if any. Points: ace 1, 2-9 face value, 10/J/Q/K 0, total
 * mod 10. Third-card rules (punto banco):
 * - a natural (8 or 9) on either side's two cards: both stand;
 * - player draws on 0-5, stands on 6-7;
 * - player stood: banker draws on 0-5;
 * - player drew t: banker 0-2 draws; 3 draws unless t = 8; 4 draws if t in 2-7; 5 if t in 4-7;
 *   6 if t in 6-7; 7 stands.
 * Markets: main player/banker/tie (a tie pushes player and banker bets: stake returned), player
 * pair and banker pair (the side's first two cards have the same rank).
 */
import { Shoe, type Card } from '../cards';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface BaccaratOutcome {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerPoints: number;
  readonly bankerPoints: number;
  readonly winner: 'player' | 'banker' | 'tie';
}

export function cardPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function handPoints(cards: readonly Card[]): number {
  return cards.reduce((total, card) => total + cardPoints(card), 0) % 10;
}

export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const t = cardPoints(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return t !== 8;
    case 4:
      return t >= 2 && t <= 7;
    case 5:
      return t >= 4 && t <= 7;
    case 6:
      return t === 6 || t === 7;
    default:
      return false;
  }
}

/** Plays one coup from a card source (the shoe in production, fixed cards in tests). */
export function playCoup(deal: () => Card): BaccaratOutcome {
  const player = [deal()];
  const banker = [deal()];
  player.push(deal());
  banker.push(deal());
  const natural = handPoints(player) >= 8 || handPoints(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (handPoints(player) <= 5) {
      playerThird = deal();
      player.push(playerThird);
    }
    if (bankerDraws(handPoints(banker), playerThird)) banker.push(deal());
  }
  const playerPoints = handPoints(player);
  const bankerPoints = handPoints(banker);
  const winner =
    playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie';
  return { player, banker, playerPoints, bankerPoints, winner };
}

const isPair = (cards: readonly Card[]) => cards[0]?.rank === cards[1]?.rank;

export const baccarat: FamilyEngine<BaccaratOutcome> = {
  family: 'baccarat',
  markets: [
    market('main', { player: 200, banker: 195, tie: 800 }),
    market('playerPair', { yes: 1100 }),
    market('bankerPair', { yes: 1100 }),
  ],
  draw(stream) {
    const shoe = new Shoe(stream);
    return playCoup(() => shoe.deal());
  },
  grade(outcome, key) {
    switch (key) {
      case 'main.player':
      case 'main.banker':
        if (outcome.winner === 'tie') return 'push';
        return wonIf(outcome.winner === key.slice('main.'.length));
      case 'main.tie':
        return wonIf(outcome.winner === 'tie');
      case 'playerPair.yes':
        return wonIf(isPair(outcome.player));
      case 'bankerPair.yes':
        return wonIf(isPair(outcome.banker));
    }
    throw new UnknownSelectionError('baccarat', key);
  },
};
