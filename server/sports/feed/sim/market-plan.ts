/**
 * A fixture's markets and lines, fixed when the fixture is planned: the main line
 * of each line market is the one the opening book prices closest to even, with neighbours
 * around it (quarter lines for football's Asian markets, whole lines that can push). The same
 * plan serves both books; only the selection ids differ.
 */
import {
  MARKETS_BY_SPORT,
  type MarketKind,
  type MarketType,
} from '../../../../common/domain/sports/market-catalog';
import {
  compileSelection,
  type OutcomeJudge,
} from '../../../../common/domain/sports/market-settlement';
import { SPORT_IDS } from '../../../../common/domain/sports/sport-ids';
import type { Scenario } from './models';
import { fairOdds } from './pricing';
import type { FixturePlan } from './schedule';

export interface PlannedSelection {
  idx: number;
  name: string;
  /** The selection's own line (a handicap's away side carries the negated line). */
  line: string | null;
  /** Its settlement rule, compiled once (pricing evaluates it against every scenario). */
  judge: OutcomeJudge;
  /** Its bet id in each book. */
  ids: Record<Book, string>;
}

export interface PlannedMarket {
  slot: number;
  type: MarketType;
  /** The market's line: the total, or the home side's handicap; null without a line. */
  line: string | null;
  isMainLine: boolean;
  selections: PlannedSelection[];
}

export type Book = 'prematch' | 'inplay';

/** LSports-style bet ids: the fixture id, then the book, market slot and outcome. */
export function selectionId(fixtureId: number, book: Book, slot: number, idx: number): string {
  return String(fixtureId * 10_000 + (book === 'inplay' ? 5_000 : 0) + slot * 20 + idx);
}

const NAMES: Record<MarketKind, readonly string[]> = {
  threeWay: ['1', 'X', '2'],
  twoWay: ['1', '2'],
  overUnder: ['Over', 'Under'],
  handicap: ['1', '2'],
  combined: ['1 And Over', 'X And Over', '2 And Over', '1 And Under', 'X And Under', '2 And Under'],
  oddEven: ['Odd', 'Even'],
  bothScore: ['Yes', 'No'],
  anyScore: ['Yes', 'No'],
  firstToScore: ['1', '2', 'No Goal'],
};

export const lineText = (value: number): string => String(Math.round(value * 100) / 100 + 0);

const range = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) out.push(Math.round(x * 100) / 100);
  return out;
};

/** The candidate line whose two sides the opening book prices closest to even. */
function balanced(
  type: MarketType,
  candidates: readonly number[],
  scenarios: (type: MarketType) => Scenario[],
): number {
  const [first, second] = type.kind === 'handicap' ? ['1', '2'] : ['Over', 'Under'];
  let best = candidates[0]!;
  let bestGap = Infinity;
  for (const line of candidates) {
    const own = lineText(line);
    const other = type.kind === 'handicap' ? lineText(-line) : own;
    const gap = Math.abs(
      Math.log(fairOdds(compileSelection(type, first!, own), scenarios(type))) -
        Math.log(fairOdds(compileSelection(type, second!, other), scenarios(type))),
    );
    if (gap < bestGap) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

interface LineChoice {
  main: number;
  lines: number[];
}

function lineChoices(
  plan: FixturePlan,
  type: MarketType,
  scenarios: (type: MarketType) => Scenario[],
  mainTotal: () => number,
): LineChoice | null {
  const sport = plan.sport.id;
  const around = (main: number, steps: number[]) => steps.map((s) => main + s);
  if (type.kind === 'combined') return { main: mainTotal(), lines: [mainTotal()] };
  if (type.kind === 'overUnder') {
    if (type.id === 835) {
      const main = mainTotal();
      const quarter = balanced(type, [main - 0.25, main + 0.25], scenarios);
      return { main: quarter, lines: [quarter] };
    }
    if (sport === SPORT_IDS.football || sport === SPORT_IDS.iceHockey) {
      const main = mainTotal();
      return { main, lines: around(main, [-1, 0, 1]).filter((l) => l > 0) };
    }
    if (sport === SPORT_IDS.baseball) {
      const main = mainTotal();
      return { main, lines: around(main, [-1, 0, 1]) };
    }
    const main = mainTotal();
    return { main, lines: around(main, [-4, 0, 4]) };
  }
  if (type.kind === 'handicap') {
    if (sport === SPORT_IDS.football) {
      const guess = Math.round(-scenarioMean(scenarios(type)) * 4) / 4;
      const main = balanced(type, range(guess - 0.75, guess + 0.75, 0.25), scenarios);
      return { main, lines: around(main, [-0.5, 0, 0.5]) };
    }
    if (sport === SPORT_IDS.iceHockey) {
      const main = balanced(type, range(-2.5, 2.5, 1), scenarios);
      return { main, lines: around(main, [-1, 0, 1]) };
    }
    if (sport === SPORT_IDS.basketball) {
      const guess = Math.round(-scenarioMean(scenarios(type)));
      const main = balanced(type, range(guess - 4.5, guess + 4.5, 1), scenarios);
      // Half lines, plus one whole line next to the main one (a level margin pushes).
      return { main, lines: [main - 3, main, main + 0.5, main + 3] };
    }
    // Baseball run line and volleyball set handicap: ±1.5, the favourite giving the runs.
    const main = balanced(type, [-1.5, 1.5], scenarios);
    return { main, lines: [-1.5, 1.5] };
  }
  return null;
}

/** Mean margin of margin scenarios (home − away). */
function scenarioMean(scenarios: Scenario[]): number {
  let sum = 0;
  let total = 0;
  for (const s of scenarios) {
    sum += s.w * (s.outcome.full.home - s.outcome.full.away);
    total += s.w;
  }
  return total > 0 ? sum / total : 0;
}

/** The main total: the half line priced closest to even. */
function mainTotalOf(
  plan: FixturePlan,
  type: MarketType,
  scenarios: (type: MarketType) => Scenario[],
): number {
  const totals = scenarios(type);
  let mean = 0;
  for (const s of totals) mean += s.w * (s.outcome.full.home + s.outcome.full.away);
  const centre = Math.floor(mean) + 0.5;
  const spread =
    plan.sport.id === SPORT_IDS.basketball || plan.sport.id === SPORT_IDS.volleyball ? 6 : 2;
  return balanced(type, range(Math.max(0.5, centre - spread), centre + spread, 1), scenarios);
}

export function marketPlan(
  plan: FixturePlan,
  scenarios: (type: MarketType) => Scenario[],
): PlannedMarket[] {
  const types = MARKETS_BY_SPORT[plan.sport.id] ?? [];
  const totalType = types.find((t) => t.kind === 'overUnder' && t.id !== 835);
  let mainTotal: number | undefined;
  const getMainTotal = () => (mainTotal ??= mainTotalOf(plan, totalType!, scenarios));
  const markets: PlannedMarket[] = [];
  for (const type of types) {
    const choice = lineChoices(plan, type, scenarios, getMainTotal);
    const lines: (number | null)[] = choice ? [...new Set(choice.lines)] : [null];
    for (const line of lines) {
      const slot = markets.length;
      const marketLine = line === null ? null : lineText(line);
      markets.push({
        slot,
        type,
        line: marketLine,
        isMainLine: line === null || line === choice?.main,
        selections: NAMES[type.kind].map((name, idx) => {
          const own =
            line === null
              ? null
              : type.kind === 'handicap' && idx === 1
                ? lineText(-line)
                : marketLine;
          return {
            idx,
            name,
            line: own,
            judge: compileSelection(type, name, own),
            ids: {
              prematch: selectionId(plan.id, 'prematch', slot, idx),
              inplay: selectionId(plan.id, 'inplay', slot, idx),
            },
          };
        }),
      });
    }
  }
  return markets;
}
