/**
 * A volleyball match, rally by rally: best of five sets (codes 1–5), sets to 25 and the fifth to
 * 15, two points clear; 80 between sets. The scoreboard total is sets won; each set's points are
 * its period. Totals markets count points over the whole match.
 */
import type { Rng } from './random';
import type { ScoringParams } from './params';
import type { FixturePlan } from './schedule';
import type { Side, Timeline } from './timeline';
import { MIN, SEC, TimelineBuilder } from './timeline-builder';

export const SET_TARGET = 25;
export const DECIDING_SET_TARGET = 15;
export const SETS_TO_WIN = 3;

export function setTarget(setNumber: number): number {
  return setNumber >= 5 ? DECIDING_SET_TARGET : SET_TARGET;
}

export function volleyballTimeline(plan: FixturePlan, params: ScoringParams, rng: Rng): Timeline {
  const b = new TimelineBuilder(plan, rng);
  const sets = { home: 0, away: 0 };
  let firstPeriodEndMs = 0;
  for (let set = 1; sets.home < SETS_TO_WIN && sets.away < SETS_TO_WIN; set++) {
    if (set > 1) b.pause(3 * MIN);
    const target = setTarget(set);
    const phase = b.play({ code: set, lengthMs: 40 * MIN, clock: 'none', regular: true });
    const points = { home: 0, away: 0 };
    let at = phase.fromMs;
    for (;;) {
      at += rng.int(18, 32) * SEC;
      const side: Side = rng.chance(params.rallyWin) ? 'home' : 'away';
      points[side] += 1;
      const other = side === 'home' ? points.away : points.home;
      const wonSet = points[side] >= target && points[side] - other >= 2;
      b.score({ atMs: at, side, points: 1, period: set, main: wonSet ? 1 : 0, regular: true });
      if (wonSet) {
        sets[side] += 1;
        break;
      }
    }
    b.cut(phase, at + 5 * SEC);
    b.danger(at - 25 * SEC, at + 30 * SEC);
    b.randomDangers(phase, 5, [10, 20]);
    if (set === 1) firstPeriodEndMs = phase.toMs;
  }
  const totalPoints = b.sum(() => true);
  return b.build({
    finalCode: 100,
    regularEndMs: b.cursor,
    firstPeriodEndMs,
    outcome: {
      regular: totalPoints,
      full: totalPoints,
      firstPeriod: b.sum((e) => e.period === 1),
      sets: { ...sets },
      firstToScore: b.firstRegularScorer(),
    },
  });
}
