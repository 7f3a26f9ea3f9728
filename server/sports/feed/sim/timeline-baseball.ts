/**
 * A baseball game: innings 1–9 (codes 1–9, extra innings all under 40), top (away bats) and
 * bottom (home bats) halves shown as '초'/'말'; errors are listed as period 62 (spec §9). The
 * home side skips the bottom of the ninth when ahead and wins on a walk-off run. KBO and NPB
 * games still level after 12 innings end tied; others play on.
 */
import type { Rng } from './random';
import type { ScoringParams } from './params';
import type { FixturePlan } from './schedule';
import type { Timeline } from './timeline';
import { BASEBALL_PERIOD_ERRORS } from '../../../../common/domain/sports/periods';
import { SEC, TimelineBuilder } from './timeline-builder';

const TIE_AFTER_INNINGS = 12;
const MAX_INNINGS = 15;
const ERRORS_PER_SIDE = 0.55;

export function baseballTimeline(plan: FixturePlan, params: ScoringParams, rng: Rng): Timeline {
  const b = new TimelineBuilder(plan, rng);
  const runs = { home: 0, away: 0 };
  let firstPeriodEndMs = 0;
  let regularEndMs = 0;
  let regular = { home: 0, away: 0 };
  for (let inning = 1; ; inning++) {
    const code = inning <= 9 ? inning : 40;
    for (const half of ['top', 'bottom'] as const) {
      const side = half === 'top' ? 'away' : 'home';
      if (half === 'bottom' && inning >= 9 && runs.home > runs.away) break;
      const forced = half === 'bottom' && inning === MAX_INNINGS && runs.home === runs.away;
      const phase = b.play({
        code,
        lengthMs: rng.int(270, 420) * SEC,
        clock: 'half',
        half,
        regular: inning <= 9,
      });
      const rate = side === 'home' ? params.homeRate : params.awayRate;
      const count = Math.max(rng.poisson(rate / 9), forced ? 1 : 0);
      const times = Array.from({ length: count }, () =>
        Math.round(phase.fromMs + 20 * SEC + rng.next() * (phase.toMs - phase.fromMs - 40 * SEC)),
      ).sort((x, y) => x - y);
      for (const atMs of times) {
        runs[side] += 1;
        b.score({ atMs, side, points: 1, period: code, main: 1, regular: inning <= 9 });
        b.dangerAround(atMs, [10, 25], [20, 40]);
        if (half === 'bottom' && inning >= 9 && runs.home > runs.away) {
          b.cut(phase, atMs + 30 * SEC); // walk-off
          break;
        }
      }
      b.randomDangers(phase, 6, [15, 30]);
    }
    if (inning === 1) firstPeriodEndMs = b.cursor;
    if (inning === 9) {
      regularEndMs = b.cursor;
      regular = { ...runs };
    }
    if (inning >= 9 && runs.home !== runs.away) break;
    if (inning >= TIE_AFTER_INNINGS && plan.league.tiesAllowed) break;
    if (inning >= MAX_INNINGS) break;
  }
  for (const side of ['home', 'away'] as const) {
    const errors = rng.poisson(ERRORS_PER_SIDE);
    for (let i = 0; i < errors; i++) {
      const atMs = Math.round(plan.startsAtMs + rng.next() * (b.cursor - plan.startsAtMs));
      b.stat({ atMs, side, code: BASEBALL_PERIOD_ERRORS });
    }
  }
  const full = b.mainScore();
  return b.build({
    finalCode: 100,
    regularEndMs: regularEndMs || b.cursor,
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
