/**
 * The volleyball pricing model (models.ts): sets still to play from the current set score and
 * the points of the set in play, then points per set from the sides' strengths.
 */
import type { MarketType } from '../../../../common/domain/sports/market-catalog';
import type { Score } from '../../../../common/domain/sports/market-settlement';
import { PERIOD_BREAK } from '../../../../common/domain/sports/periods';
import { discreteNormal, type SetMath } from './probability';
import { currentPhase, MIN_SD, scenario, type LiveContext, type Scenario } from './scenario';
import { DECIDING_SET_TARGET, SET_TARGET, SETS_TO_WIN, setTarget } from './timeline-volleyball';

interface VolleyState {
  sets: Score;
  setNumber: number;
  points: Score;
  totalPoints: number;
  firstSet: Score | null;
}

function volleyState(live: LiveContext | null): VolleyState {
  if (!live) {
    return {
      sets: { home: 0, away: 0 },
      setNumber: 1,
      points: { home: 0, away: 0 },
      totalPoints: 0,
      firstSet: null,
    };
  }
  const phase = currentPhase(live);
  const sets = live.state.main;
  const inSet = phase && phase.code !== PERIOD_BREAK;
  const setNumber = inSet ? phase.code : sets.home + sets.away + 1;
  const current = live.state.periods.find((p) => p.code === setNumber);
  const totalPoints = live.state.periods.reduce((sum, p) => sum + p.home + p.away, 0);
  const firstSet = setNumber > 1 ? (live.state.periods.find((p) => p.code === 1) ?? null) : null;
  return {
    sets,
    setNumber,
    points: inSet && current ? { home: current.home, away: current.away } : { home: 0, away: 0 },
    totalPoints,
    firstSet,
  };
}

/** Final sets distribution from the current set's chance `current` onwards. */
function setsDistribution(math: SetMath, v: VolleyState): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (home: number, away: number, setNumber: number, w: number, firstChance?: number) => {
    if (home === SETS_TO_WIN || away === SETS_TO_WIN) {
      const key = `${home}:${away}`;
      out.set(key, (out.get(key) ?? 0) + w);
      return;
    }
    const chance = firstChance ?? math.setWin(0, 0, setTarget(setNumber));
    walk(home + 1, away, setNumber + 1, w * chance);
    walk(home, away + 1, setNumber + 1, w * (1 - chance));
  };
  walk(
    v.sets.home,
    v.sets.away,
    v.setNumber,
    1,
    math.setWin(v.points.home, v.points.away, setTarget(v.setNumber)),
  );
  return out;
}

export function volleyballScenarios(
  type: MarketType,
  live: LiveContext | null,
  math: SetMath,
): Scenario[] {
  const v = volleyState(live);
  if (type.scope === 'firstPeriod') {
    if (v.firstSet) return [scenario(1, v.firstSet)];
    const chance = math.setWin(v.points.home, v.points.away, SET_TARGET);
    return [scenario(chance, { home: 1, away: 0 }), scenario(1 - chance, { home: 0, away: 1 })];
  }
  const distribution = setsDistribution(math, v);
  if (type.scope === 'sets') {
    return [...distribution].map(([key, w]) => {
      const [home, away] = key.split(':').map(Number) as [number, number];
      return scenario(w, { home, away });
    });
  }
  // Total points: the current set's expected rallies plus every further set, by how many
  // sets the match is still likely to need.
  const currentLeft = math.ralliesLeft(v.points.home, v.points.away, setTarget(v.setNumber));
  const fullSet = math.ralliesLeft(0, 0, SET_TARGET);
  const decidingSet = math.ralliesLeft(0, 0, DECIDING_SET_TARGET);
  let mean = 0;
  let square = 0;
  for (const [key, w] of distribution) {
    const [home, away] = key.split(':').map(Number) as [number, number];
    let further = 0;
    for (let set = v.setNumber + 1; set <= home + away; set++)
      further += set >= 5 ? decidingSet : fullSet;
    mean += w * further;
    square += w * further * further;
  }
  const setsLeft = Math.max(0, mean / fullSet);
  const sd = Math.sqrt(Math.max(0, square - mean * mean) + 16 * (setsLeft + 0.5)) + MIN_SD;
  const total = v.totalPoints + currentLeft + mean;
  return discreteNormal(total, sd).map(({ k, p }) => scenario(p, { home: k, away: 0 }));
}
