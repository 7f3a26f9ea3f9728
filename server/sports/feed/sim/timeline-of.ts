/** The timeline generator of each sport, drawn with the fixture's own random stream. */
import { SPORT_IDS } from '../../../../common/domain/sports/sport-ids';
import type { ScoringParams } from './params';
import { hashInts, Rng } from './random';
import type { FixturePlan } from './schedule';
import type { Timeline } from './timeline';
import { baseballTimeline } from './timeline-baseball';
import { basketballTimeline } from './timeline-basketball';
import { footballTimeline } from './timeline-football';
import { hockeyTimeline } from './timeline-hockey';
import { volleyballTimeline } from './timeline-volleyball';

export function timelineOf(plan: FixturePlan, params: ScoringParams): Timeline {
  const rng = new Rng(hashInts(plan.key, 0x71e));
  switch (plan.sport.id) {
    case SPORT_IDS.football:
      return footballTimeline(plan, params, rng);
    case SPORT_IDS.basketball:
      return basketballTimeline(plan, params, rng);
    case SPORT_IDS.baseball:
      return baseballTimeline(plan, params, rng);
    case SPORT_IDS.volleyball:
      return volleyballTimeline(plan, params, rng);
    case SPORT_IDS.iceHockey:
      return hockeyTimeline(plan, params, rng);
    default:
      throw new RangeError(`no timeline for sport ${plan.sport.id}`);
  }
}
