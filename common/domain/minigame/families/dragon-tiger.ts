/**
 * Dragon tiger (lotus, skypark). A fresh 8-deck shoe per round: first card dragon, second tiger.
 * Higher rank wins (ace low = 1 … king = 13; suits do not count). On a tie, dragon and tiger bets
 * push (stake returned) — the house chose a full refund over the casino "lose half" rule, because
 * our settlement statuses (spec §4) have no half-loss; the tie bet pays.
 */
import { isRed, Shoe, type Card } from '../cards';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface DragonTigerOutcome {
  readonly dragon: Card;
  readonly tiger: Card;
  readonly winner: 'dragon' | 'tiger' | 'tie';
}

export const dragonTiger: FamilyEngine<DragonTigerOutcome> = {
  family: 'dragonTiger',
  markets: [
    market('main', { dragon: 195, tiger: 195, tie: 900 }),
    market('dragonColor', { red: 195, black: 195 }),
    market('tigerColor', { red: 195, black: 195 }),
  ],
  draw(stream) {
    const shoe = new Shoe(stream);
    const dragon = shoe.deal();
    const tiger = shoe.deal();
    const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
    return { dragon, tiger, winner };
  },
  grade(outcome, key) {
    switch (key) {
      case 'main.dragon':
      case 'main.tiger':
        if (outcome.winner === 'tie') return 'push';
        return wonIf(outcome.winner === key.slice('main.'.length));
      case 'main.tie':
        return wonIf(outcome.winner === 'tie');
      case 'dragonColor.red':
        return wonIf(isRed(outcome.dragon));
      case 'dragonColor.black':
        return wonIf(!isRed(outcome.dragon));
      case 'tigerColor.red':
        return wonIf(isRed(outcome.tiger));
      case 'tigerColor.black':
        return wonIf(!isRed(outcome.tiger));
    }
    throw new UnknownSelectionError('dragonTiger', key);
  },
};
