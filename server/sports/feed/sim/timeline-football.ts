/**
 * A football match (spec §9 codes: 10 first half, 20 second half, 30/35 extra time, 50 penalties;
 * 80 the break; finished 100, 101 after extra time, 102 after penalties). Cup ties (knockout
 * leagues) that end level go to extra time and then penalties; markets settle on the 90 minutes.
 */
import type { Rng } from './random';
import type { ScoringParams } from './params';
import type { FixturePlan } from './schedule';
import type { Phase, Side, Timeline } from './timeline';
import { isDraw, MIN, SEC, TimelineBuilder } from './timeline-builder';

const HALF_MS = 45 * MIN;
const EXTRA_HALF_MS = 15 * MIN;
const SHOOTOUT_KICK_MS = 40 * SEC;
const PENALTY_CONVERSION = 0.76;

function goals(b: TimelineBuilder, phase: Phase, params: ScoringParams, share: number) {
  for (const side of ['home', 'away'] as const) {
    const rate = side === 'home' ? params.homeRate : params.awayRate;
    for (const at of b.poissonScores(phase, side, rate * share, phase.regular)) {
      b.dangerAround(at, [5, 15], [30, 60]);
    }
  }
  b.randomDangers(phase, 4, [8, 25]);
}

function shootout(b: TimelineBuilder): Side {
  const phase = b.play({ code: 50, lengthMs: 10 * MIN, clock: 'none', regular: false });
  const scored = { home: 0, away: 0 };
  let at = phase.fromMs + SHOOTOUT_KICK_MS;
  let winner: Side | null = null;
  for (let round = 1; winner === null; round++) {
    for (const side of ['home', 'away'] as const) {
      if (b.rng.chance(PENALTY_CONVERSION)) {
        scored[side] += 1;
        b.score({ atMs: at, side, points: 1, period: 50, main: 0, regular: false });
      }
      at += SHOOTOUT_KICK_MS;
      const left = Math.max(0, 5 - round);
      const homeLeft = left;
      const awayLeft = side === 'home' ? left + 1 : left;
      if (round <= 5) {
        if (scored.home > scored.away + awayLeft) winner = 'home';
        else if (scored.away > scored.home + homeLeft) winner = 'away';
      } else if (side === 'away' && scored.home !== scored.away) {
        winner = scored.home > scored.away ? 'home' : 'away';
      }
      if (winner) break;
    }
  }
  b.cut(phase, at);
  b.danger(phase.fromMs, phase.toMs);
  return winner;
}

export function footballTimeline(plan: FixturePlan, params: ScoringParams, rng: Rng): Timeline {
  const b = new TimelineBuilder(plan, rng);
  const stoppage1 = rng.int(1, 4) * MIN;
  const stoppage2 = rng.int(2, 6) * MIN;
  const first = b.play({
    code: 10,
    lengthMs: HALF_MS,
    actualMs: HALF_MS + stoppage1,
    clock: 'minute',
    baseMinute: 0,
    regular: true,
  });
  goals(b, first, params, (HALF_MS + stoppage1) / (90 * MIN));
  b.pause(15 * MIN);
  const second = b.play({
    code: 20,
    lengthMs: HALF_MS,
    actualMs: HALF_MS + stoppage2,
    clock: 'minute',
    baseMinute: 45,
    regular: true,
  });
  goals(b, second, params, (HALF_MS + stoppage2) / (90 * MIN));
  const regular = b.sum((e) => e.regular);
  let finalCode = 100;
  if (plan.league.knockout && isDraw(regular)) {
    finalCode = 101;
    b.pause(5 * MIN);
    for (const [code, base] of [
      [30, 90],
      [35, 105],
    ] as const) {
      const extra = b.play({
        code,
        lengthMs: EXTRA_HALF_MS,
        actualMs: EXTRA_HALF_MS + rng.int(0, 2) * MIN,
        clock: 'minute',
        baseMinute: base,
        regular: false,
      });
      // Tired legs: extra time sees fewer goals per minute than the 90.
      goals(b, extra, params, (0.8 * (extra.toMs - extra.fromMs)) / (90 * MIN));
      if (code === 30) b.pause(1 * MIN);
    }
    if (isDraw(b.mainScore())) {
      finalCode = 102;
      b.pause(3 * MIN);
      shootout(b);
    }
  }
  const full = b.mainScore();
  return b.build({
    finalCode,
    regularEndMs: second.toMs,
    firstPeriodEndMs: first.toMs,
    outcome: {
      regular,
      full,
      firstPeriod: b.sum((e) => e.period === 10),
      sets: full,
      firstToScore: b.firstRegularScorer(),
    },
  });
}
