/**
 * Each family's exact outcome space, and the market probabilities read off it by the family's own
 * grade(). The radices are the uniformInt calls each family's header documents, in draw order.
 * These enumerations take from milliseconds (a die) to seconds (baccarat's million deals), so
 * the pages and the server read the stated table (market-probabilities.ts) and the unit tests
 * recompute it from here.
 */
import { FAMILY_ENGINES } from '../family-registry';
import { dice } from '../families/dice';
import { dragonTiger } from '../families/dragon-tiger';
import { goStop, HWATU_DECK_SIZE } from '../families/go-stop';
import { highLow } from '../families/high-low';
import { ladder } from '../families/ladder';
import { ODD_EVEN_DECK_SIZE, oddEven } from '../families/odd-even';
import { oneRing, RING_SEGMENTS } from '../families/one-ring';
import { DOG_WEIGHTS, dogRace, HORSE_WEIGHTS, horseRace } from '../families/race';
import { roulette, ROULETTE_POCKETS } from '../families/roulette';
import { sicbo } from '../families/sicbo';
import { AWAY_GOAL_WEIGHTS, HOME_GOAL_WEIGHTS, soccerMatch } from '../families/soccer-match';
import { basketballMatch, SCORE_SPAN } from '../families/basketball-match';
import { DECK_SIZE, SHOE_DECKS } from '../cards';
import type { FamilyId } from '../types';
import { baccaratSpace } from './baccarat-space';
import { blackjackSpace } from './blackjack-space';
import type { SelectionProbability } from '../market-probabilities';
import { gradeSpace, type OutcomeSpace } from './outcome-space';
import { powerballSpace } from './powerball-space';
import { leadingDrawSpace, uniformDrawSpace } from './stream-spaces';

const sum = (weights: readonly number[]) => weights.reduce((total, weight) => total + weight, 0);
const SHOE_SIZE = SHOE_DECKS * DECK_SIZE;
const DIE_FACES = 6;

export const FAMILY_OUTCOME_SPACES: Readonly<Record<FamilyId, () => OutcomeSpace<unknown>>> = {
  powerball: powerballSpace,
  ladder: () => uniformDrawSpace(ladder.draw, [2, 2]),
  baccarat: baccaratSpace,
  // Dragon, then tiger, from the top of a fresh shoe: every ordered pair of its cards.
  dragonTiger: () => uniformDrawSpace(dragonTiger.draw, [SHOE_SIZE, SHOE_SIZE - 1]),
  oddEven: () => uniformDrawSpace(oddEven.draw, [ODD_EVEN_DECK_SIZE]),
  sicbo: () => uniformDrawSpace(sicbo.draw, [DIE_FACES, DIE_FACES, DIE_FACES]),
  roulette: () => uniformDrawSpace(roulette.draw, [ROULETTE_POCKETS]),
  highLow: () => uniformDrawSpace(highLow.draw, [DECK_SIZE]),
  blackjack: blackjackSpace,
  dice: () => uniformDrawSpace(dice.draw, [DIE_FACES, DIE_FACES]),
  goStop: () => uniformDrawSpace(goStop.draw, [HWATU_DECK_SIZE, HWATU_DECK_SIZE - 1]),
  oneRing: () => uniformDrawSpace(oneRing.draw, [RING_SEGMENTS]),
  // The winner is the first weighted pick; no market reads the places behind it.
  horseRace: () => leadingDrawSpace(horseRace.draw, [sum(HORSE_WEIGHTS)]),
  dogRace: () => leadingDrawSpace(dogRace.draw, [sum(DOG_WEIGHTS)]),
  // Each side's goals: one uniformInt over its weight total, banded by the weights.
  soccerMatch: () =>
    uniformDrawSpace(soccerMatch.draw, [sum(HOME_GOAL_WEIGHTS), sum(AWAY_GOAL_WEIGHTS)]),
  basketballMatch: () => uniformDrawSpace(basketballMatch.draw, [SCORE_SPAN, SCORE_SPAN]),
};

/** Every selection's exact chances of winning and of a push, from the family's rules. */
export function enumerateMarketProbabilities(
  family: FamilyId,
): Record<string, SelectionProbability> {
  return gradeSpace(FAMILY_ENGINES[family], FAMILY_OUTCOME_SPACES[family]());
}
