/**
 * What the pricing models produce (models.ts): weighted final outcomes ("scenarios") of a
 * fixture, and the live state they are computed from.
 */
import type { FixtureOutcome, Score } from '../../../../common/domain/sports/market-settlement';
import type { LiveState, Side, Timeline } from './timeline';

export interface Scenario {
  w: number;
  outcome: FixtureOutcome;
}

/** The match in play at an instant; null for the prematch book. */
export interface LiveContext {
  timeline: Timeline;
  state: LiveState;
  t: number;
}

export const MIN_SD = 0.35;

export function scenario(w: number, score: Score, firstToScore: Side | null = null): Scenario {
  return {
    w,
    outcome: { regular: score, full: score, firstPeriod: score, sets: score, firstToScore },
  };
}

/** The phase of the timeline the match is in. */
export const currentPhase = (live: LiveContext) => live.timeline.phases[live.state.phaseIndex];
