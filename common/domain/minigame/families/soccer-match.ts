/**
 * Virtual soccer (bet365 soccer venues). Goals are drawn from documented weights (index = goals):
 * home = weightedIndex(HOME_GOAL_WEIGHTS), then away = weightedIndex(AWAY_GOAL_WEIGHTS)
 * (weightedIndex in random-stream.ts). Markets: 1X2; total over/under 2.5; both teams score.
 * Odds are about 93% of the fair price of these distributions (home 43.6%, draw 25.9%,
 * away 30.5%, over 48.1%, both score 51.7%).
 */
import { weightedIndex } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface SoccerMatchOutcome {
  readonly homeGoals: number;
  readonly awayGoals: number;
}

export const HOME_GOAL_WEIGHTS: readonly number[] = [24, 34, 24, 12, 4, 2];
export const AWAY_GOAL_WEIGHTS: readonly number[] = [32, 36, 20, 9, 2, 1];
const TOTAL_GOALS_UNDER_MAX = 2;

export const soccerMatch: FamilyEngine<SoccerMatchOutcome> = {
  family: 'soccerMatch',
  markets: [
    market('result', { home: 213, draw: 359, away: 305 }),
    market('totalGoals', { over: 193, under: 179 }),
    market('bothScore', { yes: 180, no: 192 }),
  ],
  draw(stream) {
    const homeGoals = weightedIndex(stream, HOME_GOAL_WEIGHTS);
    const awayGoals = weightedIndex(stream, AWAY_GOAL_WEIGHTS);
    return { homeGoals, awayGoals };
  },
  grade({ homeGoals, awayGoals }, key) {
    const total = homeGoals + awayGoals;
    switch (key) {
      case 'result.home':
        return wonIf(homeGoals > awayGoals);
      case 'result.draw':
        return wonIf(homeGoals === awayGoals);
      case 'result.away':
        return wonIf(awayGoals > homeGoals);
      case 'totalGoals.over':
        return wonIf(total > TOTAL_GOALS_UNDER_MAX);
      case 'totalGoals.under':
        return wonIf(total <= TOTAL_GOALS_UNDER_MAX);
      case 'bothScore.yes':
        return wonIf(homeGoals > 0 && awayGoals > 0);
      case 'bothScore.no':
        return wonIf(homeGoals === 0 || awayGoals === 0);
    }
    throw new UnknownSelectionError('soccerMatch', key);
  },
};
