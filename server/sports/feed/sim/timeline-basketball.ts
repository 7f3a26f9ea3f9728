/**
 * A basketball game: four quarters (codes 1–4) on a countdown clock — 12 minutes in the NBA, 10
 * in FIBA leagues — with short breaks and half time (80), then 5-minute overtimes (40) while
 * level. Baskets of 1, 2 or 3 points arrive at a steady pace around the expected score.
 */
import type { Rng } from './random';
import type { ScoringParams } from './params';
import type { FixturePlan } from './schedule';
import type { Phase, Side, Timeline } from './timeline';
import { isDraw, MIN, SEC, TimelineBuilder } from './timeline-builder';

const MAX_OVERTIMES = 3;
/** Average points per scoring play (free throws 1, field goals 2, threes 3). */
const POINTS_PER_PLAY = 2.14;

function basketPoints(rng: Rng): number {
  const u = rng.next();
  return u < 0.12 ? 1 : u < 0.74 ? 2 : 3;
}

function baskets(b: TimelineBuilder, phase: Phase, side: Side, expected: number): void {
  const span = phase.toMs - phase.fromMs;
  const meanGap = span / Math.max(expected / POINTS_PER_PLAY, 0.5);
  let at = phase.fromMs + b.rng.next() * meanGap;
  while (at < phase.toMs - 2 * SEC) {
    b.score({
      atMs: Math.round(at),
      side,
      points: basketPoints(b.rng),
      period: phase.code,
      main: 0,
      regular: phase.regular,
    });
    // Steadier than a Poisson stream: scoring runs exist, droughts of minutes rarely.
    at += meanGap * (0.45 + b.rng.next() * 1.1);
  }
}

export function basketballTimeline(plan: FixturePlan, params: ScoringParams, rng: Rng): Timeline {
  const b = new TimelineBuilder(plan, rng);
  const quarterMs = (plan.league.quarterMinutes ?? 10) * MIN;
  const homePerQuarter = (params.totalMean + params.marginMean) / 2 / 4;
  const awayPerQuarter = (params.totalMean - params.marginMean) / 2 / 4;
  let firstPeriodEndMs = 0;
  for (const code of [1, 2, 3, 4]) {
    if (code === 3) b.pause(10 * MIN);
    else if (code > 1) b.pause(2 * MIN);
    const phase = b.play({ code, lengthMs: quarterMs, clock: 'countdown', regular: true });
    if (code === 1) firstPeriodEndMs = phase.toMs;
    baskets(b, phase, 'home', homePerQuarter);
    baskets(b, phase, 'away', awayPerQuarter);
    b.randomDangers(phase, 4, [10, 20]);
  }
  const regularEndMs = b.cursor;
  const overtimeShare = 5 / (quarterMs / MIN);
  let finalCode = 100;
  for (let n = 1; isDraw(b.sum(() => true)) && n <= MAX_OVERTIMES; n++) {
    finalCode = 101;
    b.pause(2 * MIN);
    const phase = b.play({ code: 40, lengthMs: 5 * MIN, clock: 'countdown', regular: false });
    baskets(b, phase, 'home', homePerQuarter * overtimeShare);
    baskets(b, phase, 'away', awayPerQuarter * overtimeShare);
    b.randomDangers(phase, 3, [10, 20]);
    if (n === MAX_OVERTIMES && isDraw(b.sum(() => true))) {
      // A game always has a winner: a buzzer-beater settles a third tied overtime.
      const side: Side = params.marginMean >= 0 ? 'home' : 'away';
      b.score({ atMs: phase.toMs - SEC, side, points: 2, period: 40, main: 0, regular: false });
    }
  }
  // Points are the scoreboard total.
  for (const e of b.events) e.main = e.points;
  const full = b.mainScore();
  return b.build({
    finalCode,
    regularEndMs,
    firstPeriodEndMs,
    outcome: {
      regular: b.sum((e) => e.regular),
      full,
      firstPeriod: b.sum((e) => e.period === 1),
      sets: full,
      firstToScore: b.firstRegularScorer(),
    },
  });
}
