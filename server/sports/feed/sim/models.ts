/**
 * Pricing models: from a fixture's strengths and, in play, its state, a weighted
 * list of final outcomes ("scenarios") for the markets of one scope. Prices then come from
 * settling each selection against every scenario with the same code that settles real bets
 * (pricing.ts), so quarter lines, pushes and voids are priced exactly as they pay.
 */
import type { MarketKind, MarketType } from '../../../../common/domain/sports/market-catalog';
import type { Score } from '../../../../common/domain/sports/market-settlement';
import { PERIOD_BREAK } from '../../../../common/domain/sports/periods';
import { SPORT_IDS } from '../../../../common/domain/sports/sport-ids';
import type { ScoringParams } from './params';
import { discreteNormal, poissonPmf, setMathFor } from './probability';
import type { FixturePlan } from './schedule';
import type { Side } from './timeline';
import { volleyballScenarios } from './models-volleyball';
import { currentPhase, MIN_SD, scenario, type LiveContext, type Scenario } from './scenario';

export type { LiveContext, Scenario } from './scenario';

/** KBO/NPB: share of games level after nine that stay level after twelve. */
const TIE_STAYS_LEVEL = 0.15;

/** Goals still to come for each side, on top of the current score. */
function poissonGrid(current: Score, homeRate: number, awayRate: number): Scenario[] {
  const home = poissonPmf(homeRate);
  const away = poissonPmf(awayRate);
  const out: Scenario[] = [];
  home.forEach((ph, x) =>
    away.forEach((pa, y) => {
      const w = ph * pa;
      if (w > 1e-7) out.push(scenario(w, { home: current.home + x, away: current.away + y }));
    }),
  );
  return out;
}

/** Who scores first: known, or (from 0:0) each goal equally likely to be the first. */
function withFirstScorer(grid: Scenario[], known: Side | null, current: Score): Scenario[] {
  if (known) return grid.map((s) => ({ ...s, outcome: { ...s.outcome, firstToScore: known } }));
  const out: Scenario[] = [];
  for (const s of grid) {
    const x = s.outcome.regular.home - current.home;
    const y = s.outcome.regular.away - current.away;
    if (x + y === 0) out.push(s);
    else {
      if (x > 0)
        out.push({ w: (s.w * x) / (x + y), outcome: { ...s.outcome, firstToScore: 'home' } });
      if (y > 0)
        out.push({ w: (s.w * y) / (x + y), outcome: { ...s.outcome, firstToScore: 'away' } });
    }
  }
  return out;
}

/** Level after regular time: overtime (or extra innings) gives one side one more. */
function resolveTies(grid: Scenario[], homeEdge: number, tieStays = 0): Scenario[] {
  const out: Scenario[] = [];
  for (const s of grid) {
    const { home, away } = s.outcome.full;
    if (home !== away) out.push(s);
    else {
      const decided = s.w * (1 - tieStays);
      out.push(scenario(decided * homeEdge, { home: home + 1, away }));
      out.push(scenario(decided * (1 - homeEdge), { home, away: away + 1 }));
      if (tieStays > 0) out.push(scenario(s.w * tieStays, { home, away }));
    }
  }
  return out;
}

function goalSportScenarios(
  type: MarketType,
  params: ScoringParams,
  live: LiveContext | null,
): Scenario[] {
  const remaining = live ? 1 - live.state.playedShare : 1;
  const current = live ? live.state.regular : { home: 0, away: 0 };
  const grid = poissonGrid(current, params.homeRate * remaining, params.awayRate * remaining);
  if (type.kind === 'firstToScore') {
    return withFirstScorer(grid, live?.state.firstToScore ?? null, current);
  }
  if (type.scope === 'full') {
    // Hockey overtime/shootout: the stronger attack is likelier to get the winner.
    const main = live ? live.state.main : current;
    const shifted = live && remaining === 0 ? [scenario(1, main)] : grid;
    return resolveTies(shifted, params.homeRate / (params.homeRate + params.awayRate));
  }
  return grid;
}

/** Half-innings each side still bats (fractions for the half in progress). */
function inningsLeft(live: LiveContext | null, lastInning: number): { home: number; away: number } {
  if (!live) return { home: lastInning, away: lastInning };
  const phase = currentPhase(live);
  if (!phase || phase.code === PERIOD_BREAK) return { home: 0, away: 0 };
  const inning = phase.code === 40 ? 10 : phase.code;
  const f = Math.min(1, (live.t - phase.fromMs) / Math.max(1, phase.toMs - phase.fromMs));
  const after = Math.max(0, lastInning - inning);
  return phase.half === 'top'
    ? { away: after + 1 - f, home: after + (inning <= lastInning ? 1 : 0) }
    : { away: after, home: after + (inning <= lastInning ? 1 - f : 0) };
}

function baseballScenarios(
  plan: FixturePlan,
  type: MarketType,
  params: ScoringParams,
  live: LiveContext | null,
): Scenario[] {
  if (type.scope === 'firstPeriod') {
    const left = inningsLeft(live, 1);
    const inning1 = live?.state.periods.find((p) => p.code === 1) ?? { home: 0, away: 0 };
    return poissonGrid(
      { home: inning1.home, away: inning1.away },
      (params.homeRate / 9) * left.home,
      (params.awayRate / 9) * left.away,
    );
  }
  const left = inningsLeft(live, 9);
  const current = live ? live.state.main : { home: 0, away: 0 };
  const grid = poissonGrid(
    current,
    (params.homeRate / 9) * left.home,
    (params.awayRate / 9) * left.away,
  );
  const tieStays = plan.league.tiesAllowed ? TIE_STAYS_LEVEL : 0;
  return resolveTies(grid, params.homeRate / (params.homeRate + params.awayRate), tieStays);
}

function basketballScenarios(
  plan: FixturePlan,
  type: MarketType,
  params: ScoringParams,
  live: LiveContext | null,
): Scenario[] {
  const quarterMs = (plan.league.quarterMinutes ?? 10) * 60_000;
  const phase = live ? currentPhase(live) : undefined;
  if (type.scope === 'firstPeriod') {
    const q1 = live?.state.periods.find((p) => p.code === 1) ?? { home: 0, away: 0 };
    const inQ1 = !live || (phase?.code === 1 && live.state.phaseIndex === 0);
    const left = !live ? 1 : inQ1 && phase ? Math.max(0, phase.toMs - live.t) / quarterMs : 0;
    const mean = q1.home - q1.away + (params.marginMean / 4) * left;
    const sd = (params.marginSd / 2) * Math.sqrt(left) + MIN_SD;
    return discreteNormal(mean, sd).map(({ k, p }) =>
      scenario(p, { home: Math.max(k, 0), away: Math.max(-k, 0) }),
    );
  }
  let left = live ? 1 - live.state.playedShare : 1;
  if (live && phase?.code === 40) left = Math.max(0, phase.toMs - live.t) / (4 * quarterMs);
  const current = live ? live.state.main : { home: 0, away: 0 };
  if (type.kind === 'overUnder' || type.kind === 'oddEven') {
    const mean = current.home + current.away + params.totalMean * left;
    const sd = params.totalSd * Math.sqrt(left) + MIN_SD;
    return discreteNormal(mean, sd).map(({ k, p }) => scenario(p, { home: k, away: 0 }));
  }
  const mean = current.home - current.away + params.marginMean * left;
  const sd = params.marginSd * Math.sqrt(left) + MIN_SD;
  const margins = discreteNormal(mean, sd).map(({ k, p }) =>
    scenario(p, { home: Math.max(k, 0), away: Math.max(-k, 0) }),
  );
  return resolveTies(margins, 0.5 + params.marginMean / 60);
}

/** What a market kind reads from an outcome: the margin, the total, both scores, the first scorer. */
type Dimension = 'margin' | 'total' | 'joint' | 'first';
const DIMENSION: Record<MarketKind, Dimension> = {
  threeWay: 'margin',
  twoWay: 'margin',
  handicap: 'margin',
  overUnder: 'total',
  oddEven: 'total',
  anyScore: 'total',
  combined: 'joint',
  bothScore: 'joint',
  firstToScore: 'first',
};

/**
 * Merges scenarios a market kind cannot tell apart (1X2 only sees the margin, totals only the
 * sum), so pricing evaluates a few dozen outcomes rather than a whole score grid.
 */
function collapse(scenarios: Scenario[], dimension: Dimension): Scenario[] {
  if (dimension === 'joint') return scenarios;
  const merged = new Map<string | number, Scenario>();
  for (const s of scenarios) {
    const score = s.outcome.full;
    let key: string | number;
    let kept: Score;
    if (dimension === 'margin') {
      const d = score.home - score.away;
      key = d;
      kept = { home: Math.max(d, 0), away: Math.max(-d, 0) };
    } else if (dimension === 'total') {
      key = score.home + score.away;
      kept = { home: key, away: 0 };
    } else {
      key = s.outcome.firstToScore ?? 'none';
      kept = score;
    }
    const existing = merged.get(key);
    if (existing) existing.w += s.w;
    else merged.set(key, scenario(s.w, kept, s.outcome.firstToScore));
  }
  return [...merged.values()];
}

/**
 * The scenarios for a market type: memoised per scope and kind for one pricing instant, since
 * several markets of a fixture share them.
 */
export function scenarioSource(
  plan: FixturePlan,
  params: ScoringParams,
  live: LiveContext | null,
): (type: MarketType) => Scenario[] {
  const cache = new Map<string, Scenario[]>();
  const math = plan.sport.id === SPORT_IDS.volleyball ? setMathFor(params.rallyWin) : null;
  return (type) => {
    const dimension = DIMENSION[type.kind];
    const key = `${type.scope}:${dimension}`;
    let scenarios = cache.get(key);
    if (!scenarios) {
      switch (plan.sport.id) {
        case SPORT_IDS.football:
        case SPORT_IDS.iceHockey:
          scenarios = goalSportScenarios(type, params, live);
          break;
        case SPORT_IDS.baseball:
          scenarios = baseballScenarios(plan, type, params, live);
          break;
        case SPORT_IDS.basketball:
          scenarios = basketballScenarios(plan, type, params, live);
          break;
        default:
          scenarios = volleyballScenarios(type, live, math!);
      }
      scenarios = collapse(scenarios, dimension);
      cache.set(key, scenarios);
    }
    return scenarios;
  };
}
