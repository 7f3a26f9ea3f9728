/**
 * Virtual basketball (bet365 basketball venues). Scores are uniform over documented ranges:
 * home = HOME_MIN + uniformInt(SCORE_SPAN), then away = AWAY_MIN + uniformInt(SCORE_SPAN)
 * (home 80-120, away 78-118: a small home advantage). Markets: winner home/away (an equal score
 * pushes both: virtual games have no overtime); total over/under 198.5. Odds are about 93% of the
 * fair price (home 53.6%, tie 2.3%, away 44.1%, over 48.8%).
 */
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface BasketballMatchOutcome {
  readonly homePoints: number;
  readonly awayPoints: number;
}

export const HOME_MIN = 80;
export const AWAY_MIN = 78;
export const SCORE_SPAN = 41;
const TOTAL_POINTS_UNDER_MAX = 198;

export const basketballMatch: FamilyEngine<BasketballMatchOutcome> = {
  family: 'basketballMatch',
  markets: [
    market('winner', { home: 169, away: 206 }),
    market('totalPoints', { over: 191, under: 182 }),
  ],
  draw(stream) {
    const homePoints = HOME_MIN + uniformInt(stream, SCORE_SPAN);
    const awayPoints = AWAY_MIN + uniformInt(stream, SCORE_SPAN);
    return { homePoints, awayPoints };
  },
  grade({ homePoints, awayPoints }, key) {
    const total = homePoints + awayPoints;
    switch (key) {
      case 'winner.home':
      case 'winner.away':
        if (homePoints === awayPoints) return 'push';
        return wonIf(homePoints > awayPoints === (key === 'winner.home'));
      case 'totalPoints.over':
        return wonIf(total > TOTAL_POINTS_UNDER_MAX);
      case 'totalPoints.under':
        return wonIf(total <= TOTAL_POINTS_UNDER_MAX);
    }
    throw new UnknownSelectionError('basketballMatch', key);
  },
};
