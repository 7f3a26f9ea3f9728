/** Game id → family (docs/fairness-minigames.md §9), and each family's draw (§5–§7). */
import * as cards from './card-games';
import * as numbers from './number-games';
import type { RoundStream } from './stream';
import * as virtual from './virtual-games';

export const FAMILY_DRAWS = {
  powerball: numbers.powerball,
  ladder: numbers.ladder,
  baccarat: cards.baccarat,
  dragonTiger: cards.dragonTiger,
  oddEven: cards.oddEven,
  sicbo: numbers.sicbo,
  roulette: numbers.roulette,
  highLow: cards.highLow,
  blackjack: cards.blackjack,
  dice: numbers.dice,
  goStop: cards.goStop,
  oneRing: numbers.oneRing,
  horseRace: virtual.horseRace,
  dogRace: virtual.dogRace,
  soccerMatch: virtual.soccerMatch,
  basketballMatch: virtual.basketballMatch,
} satisfies Record<string, (stream: RoundStream) => Promise<object>>;

export type MinigameFamily = keyof typeof FAMILY_DRAWS;

const GAME_IDS: Record<MinigameFamily, readonly number[]> = {
  powerball: [211, 212, 213, 214, 215, 216, 231, 232, 254, 601, 701],
  ladder: [217, 233, 234, 252],
  baccarat: [101, 102, 103, 251, 301, 401, 402, 408, 410, 501],
  dragonTiger: [303, 405],
  oddEven: [105, 304, 406],
  sicbo: [308],
  roulette: [504],
  highLow: [502, 503],
  blackjack: [403],
  dice: [404],
  goStop: [104],
  oneRing: [253],
  horseRace: [821, 822, 823],
  dogRace: [811, 812],
  soccerMatch: [831, 832, 833, 834],
  basketballMatch: [801, 802, 803],
};

export function familyOfGame(gameId: number): MinigameFamily | undefined {
  for (const [family, ids] of Object.entries(GAME_IDS)) {
    if (ids.includes(gameId)) return family as MinigameFamily;
  }
  return undefined;
}

export function isMinigameFamily(name: string): name is MinigameFamily {
  return Object.hasOwn(FAMILY_DRAWS, name);
}
