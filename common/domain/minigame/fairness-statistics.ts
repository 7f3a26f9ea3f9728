/**
 * What the fairness statistics count per family (unit test on 10^5 draws, bench on 10^7): each
 * check tallies the family's underlying uniform (or documented weighted) draws into cells, to be
 * compared with the expected shares by chi-square. Checks over draws without replacement (the five
 * powerballs) are slightly conservative: their counts vary a little less than independent draws.
 */
import type { BaccaratOutcome } from './families/baccarat';
import type { BasketballMatchOutcome } from './families/basketball-match';
import { SCORE_SPAN, HOME_MIN } from './families/basketball-match';
import type { BlackjackOutcome } from './families/blackjack';
import type { DiceOutcome } from './families/dice';
import type { DragonTigerOutcome } from './families/dragon-tiger';
import type { GoStopOutcome } from './families/go-stop';
import type { HighLowOutcome } from './families/high-low';
import type { LadderOutcome } from './families/ladder';
import type { OddEvenOutcome } from './families/odd-even';
import type { OneRingOutcome } from './families/one-ring';
import type { PowerballOutcome } from './families/powerball';
import { DOG_WEIGHTS, HORSE_WEIGHTS, type RaceOutcome } from './families/race';
import type { RouletteOutcome } from './families/roulette';
import type { SicboOutcome } from './families/sicbo';
import {
  AWAY_GOAL_WEIGHTS,
  HOME_GOAL_WEIGHTS,
  type SoccerMatchOutcome,
} from './families/soccer-match';
import type { FamilyId } from './types';

export interface UniformityCheck {
  readonly name: string;
  readonly cells: number;
  /** Expected share per cell; uniform when absent. */
  readonly expectedShares?: readonly number[];
  /** Adds this outcome's draws to `counts`. */
  tally(outcome: unknown, counts: number[]): void;
}

function check<O>(
  name: string,
  cells: number,
  tally: (outcome: O, counts: number[]) => void,
  expectedShares?: readonly number[],
): UniformityCheck {
  return {
    name,
    cells,
    expectedShares,
    tally: tally as (outcome: unknown, counts: number[]) => void,
  };
}

const bump = (counts: number[], cell: number) => {
  counts[cell] = (counts[cell] ?? 0) + 1;
};

export const UNIFORMITY_CHECKS: Readonly<Record<FamilyId, readonly UniformityCheck[]>> = {
  powerball: [
    check<PowerballOutcome>('normal balls 1-28', 28, (o, c) =>
      o.balls.forEach((b) => bump(c, b - 1)),
    ),
    check<PowerballOutcome>('powerball 0-9', 10, (o, c) => bump(c, o.powerball)),
  ],
  ladder: [
    check<LadderOutcome>('start × lines', 4, (o, c) =>
      bump(c, (o.start === 'left' ? 0 : 2) + (o.lines === 3 ? 0 : 1)),
    ),
  ],
  baccarat: [
    check<BaccaratOutcome>('first card rank', 13, (o, c) => bump(c, (o.player[0]?.rank ?? 1) - 1)),
  ],
  dragonTiger: [check<DragonTigerOutcome>('dragon rank', 13, (o, c) => bump(c, o.dragon.rank - 1))],
  oddEven: [
    check<OddEvenOutcome>('card of 48', 48, (o, c) => bump(c, o.card.suit * 12 + o.card.rank - 1)),
  ],
  sicbo: [check<SicboOutcome>('die faces', 6, (o, c) => o.dice.forEach((d) => bump(c, d - 1)))],
  roulette: [check<RouletteOutcome>('pockets 0-36', 37, (o, c) => bump(c, o.pocket))],
  highLow: [
    check<HighLowOutcome>('card of 52', 52, (o, c) => bump(c, o.card.suit * 13 + o.card.rank - 1)),
  ],
  blackjack: [
    check<BlackjackOutcome>('first card rank', 13, (o, c) => bump(c, (o.player[0]?.rank ?? 1) - 1)),
  ],
  dice: [check<DiceOutcome>('die faces', 6, (o, c) => o.dice.forEach((d) => bump(c, d - 1)))],
  goStop: [check<GoStopOutcome>('left month', 12, (o, c) => bump(c, o.leftMonth - 1))],
  oneRing: [check<OneRingOutcome>('segments 1-24', 24, (o, c) => bump(c, o.segment - 1))],
  horseRace: [
    check<RaceOutcome>(
      'winner by weight',
      8,
      (o, c) => bump(c, (o.order[0] ?? 1) - 1),
      HORSE_WEIGHTS,
    ),
  ],
  dogRace: [
    check<RaceOutcome>(
      'winner by weight',
      6,
      (o, c) => bump(c, (o.order[0] ?? 1) - 1),
      DOG_WEIGHTS,
    ),
  ],
  soccerMatch: [
    check<SoccerMatchOutcome>(
      'home goals by weight',
      6,
      (o, c) => bump(c, o.homeGoals),
      HOME_GOAL_WEIGHTS,
    ),
    check<SoccerMatchOutcome>(
      'away goals by weight',
      6,
      (o, c) => bump(c, o.awayGoals),
      AWAY_GOAL_WEIGHTS,
    ),
  ],
  basketballMatch: [
    check<BasketballMatchOutcome>('home points', SCORE_SPAN, (o, c) =>
      bump(c, o.homePoints - HOME_MIN),
    ),
  ],
};
