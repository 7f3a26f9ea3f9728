/**
 * An ice-hockey game: three 20-minute periods (codes 1–3, countdown clock) with intermissions
 * (80), then when level a 5-minute sudden-death overtime (40) and a shootout (50). The '12
 * Including Overtime' result counts a shootout win as one goal (NHL); 1X2 and totals settle on
 * the 60 minutes.
 */
import type { Rng } from './random';
import type { ScoringParams } from './params';
import type { FixturePlan } from './schedule';
import type { Side, Timeline } from './timeline';
import { isDraw, MIN, SEC, TimelineBuilder } from './timeline-builder';

const PERIOD_MS = 20 * MIN;
const OVERTIME_MS = 5 * MIN;
const OVERTIME_PACE = 1.3;
const SHOOTOUT_ATTEMPT_MS = 45 * SEC;
const SHOOTOUT_CONVERSION = 0.33;

function overtime(b: TimelineBuilder, params: ScoringParams): Side | null {
  const phase = b.play({ code: 40, lengthMs: OVERTIME_MS, clock: 'countdown', regular: false });
  const toGoal = (rate: number) => b.rng.exponential((60 * MIN) / (rate * OVERTIME_PACE));
  const home = toGoal(params.homeRate);
  const away = toGoal(params.awayRate);
  const first = Math.min(home, away);
  if (first >= OVERTIME_MS - 5 * SEC) return null;
  const side: Side = home < away ? 'home' : 'away';
  const atMs = Math.round(phase.fromMs + Math.max(first, 20 * SEC));
  b.score({ atMs, side, points: 1, period: 40, main: 1, regular: false });
  b.dangerAround(atMs, [5, 10], [20, 30]);
  b.cut(phase, atMs + 10 * SEC);
  return side;
}

function shootout(b: TimelineBuilder): Side {
  const phase = b.play({ code: 50, lengthMs: 8 * MIN, clock: 'none', regular: false });
  const scored = { home: 0, away: 0 };
  let at = phase.fromMs + SHOOTOUT_ATTEMPT_MS;
  for (let round = 1; ; round++) {
    for (const side of ['home', 'away'] as const) {
      if (b.rng.chance(SHOOTOUT_CONVERSION)) {
        scored[side] += 1;
        b.score({ atMs: at, side, points: 1, period: 50, main: 0, regular: false });
      }
      at += SHOOTOUT_ATTEMPT_MS;
    }
    const decided = round >= 3 ? scored.home !== scored.away : false;
    if (decided) break;
    if (round >= 20) {
      scored.home += 1;
      b.score({ atMs: at, side: 'home', points: 1, period: 50, main: 0, regular: false });
      break;
    }
  }
  b.cut(phase, at);
  b.danger(phase.fromMs, phase.toMs);
  return scored.home > scored.away ? 'home' : 'away';
}

export function hockeyTimeline(plan: FixturePlan, params: ScoringParams, rng: Rng): Timeline {
  const b = new TimelineBuilder(plan, rng);
  let firstPeriodEndMs = 0;
  for (const code of [1, 2, 3]) {
    if (code > 1) b.pause(6 * MIN);
    const phase = b.play({ code, lengthMs: PERIOD_MS, clock: 'countdown', regular: true });
    if (code === 1) firstPeriodEndMs = phase.toMs;
    for (const side of ['home', 'away'] as const) {
      const rate = side === 'home' ? params.homeRate : params.awayRate;
      for (const at of b.poissonScores(phase, side, rate / 3, true)) {
        b.dangerAround(at, [5, 10], [30, 50]);
      }
    }
    b.randomDangers(phase, 6, [8, 20]);
  }
  const regularEndMs = b.cursor;
  const regular = b.sum((e) => e.regular);
  let finalCode = 100;
  let shootoutWinner: Side | null = null;
  if (isDraw(regular)) {
    finalCode = 101;
    b.pause(3 * MIN);
    if (overtime(b, params) === null) {
      finalCode = 102;
      b.pause(2 * MIN);
      shootoutWinner = shootout(b);
    }
  }
  const main = b.mainScore();
  const full = {
    home: main.home + (shootoutWinner === 'home' ? 1 : 0),
    away: main.away + (shootoutWinner === 'away' ? 1 : 0),
  };
  return b.build({
    finalCode,
    regularEndMs,
    firstPeriodEndMs,
    outcome: {
      regular,
      full,
      firstPeriod: b.sum((e) => e.period === 1),
      sets: full,
      firstToScore: b.firstRegularScorer(),
    },
  });
}
