/**
 * Settlement code of one selection from a finished fixture (LSports codes:
 * 1 loser, 2 winner, 3 refund, 4 half lost, 5 half won; −1 cancelled is the feed's, for fixtures
 * that never finished). Lines are counted in quarters so quarter lines (−0.25, 2.75) split into
 * their two half-stakes exactly, without floating point.
 */
import { LEG_SETTLEMENT, type LegSettlement } from '../betting/settlement';
import type { MarketScope, MarketType } from './market-catalog';

export interface Score {
  home: number;
  away: number;
}

/** Everything a market can settle on (market-catalog.ts `MarketScope`). */
export interface FixtureOutcome {
  regular: Score;
  full: Score;
  firstPeriod: Score;
  /** Volleyball: sets won; other sports repeat `full`. */
  sets: Score;
  /** Who scored first in regular time, null when nobody did. */
  firstToScore: 'home' | 'away' | null;
}

const { loser, winner, refund, halfLost, halfWon } = LEG_SETTLEMENT;

export function scoreOf(scope: MarketScope, outcome: FixtureOutcome): Score {
  return outcome[scope];
}

/** '−0.25' → −1, '2.5' → 10; throws on a line that is not a whole number of quarters. */
export function lineInQuarters(line: string | null): number {
  const value = Number(line);
  const quarters = Math.round(value * 4);
  if (line === null || line.trim() === '' || !Number.isFinite(value) || quarters / 4 !== value) {
    throw new RangeError(`not a quarter line: ${String(line)}`);
  }
  return quarters;
}

export function isQuarterLine(line: string | null): boolean {
  return Math.abs(lineInQuarters(line)) % 2 === 1;
}

function sign(value: number): -1 | 0 | 1 {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * A margin (in quarters, line already applied) → code. A quarter line is two bets on the
 * neighbouring half and whole lines: win+push = half won, push+lose = half lost.
 */
function settleMargin(marginQuarters: number): LegSettlement {
  if (Math.abs(marginQuarters) % 2 === 1) {
    const low = sign(marginQuarters - 1);
    const high = sign(marginQuarters + 1);
    if (low > 0) return winner;
    if (high < 0) return loser;
    return low === 0 ? halfWon : halfLost;
  }
  const s = sign(marginQuarters);
  return s > 0 ? winner : s < 0 ? loser : refund;
}

const RESULT = (score: Score) => sign(score.home - score.away);

/** A selection compiled once: the outcome → its code (the pricing loop calls this a lot). */
export type OutcomeJudge = (outcome: FixtureOutcome) => LegSettlement;

const THREE_WAY: Readonly<Record<string, number>> = { '1': 1, X: 0, '2': -1 };

function threeWay(name: string, pick: (o: FixtureOutcome) => Score): OutcomeJudge {
  const expected = THREE_WAY[name];
  if (expected === undefined) throw new RangeError(`1X2 selection ${name}`);
  return (o) => (RESULT(pick(o)) === expected ? winner : loser);
}

/** Win-lose: a tie voids both sides (stake back). */
function twoWay(name: string, pick: (o: FixtureOutcome) => Score): OutcomeJudge {
  if (name !== '1' && name !== '2') throw new RangeError(`12 selection ${name}`);
  const side = name === '1' ? 1 : -1;
  return (o) => {
    const result = RESULT(pick(o));
    if (result === 0) return refund;
    return result === side ? winner : loser;
  };
}

function overUnder(name: string, line: string | null, pick: (o: FixtureOutcome) => Score) {
  const quarters = lineInQuarters(line);
  if (name !== 'Over' && name !== 'Under') throw new RangeError(`over/under selection ${name}`);
  const direction = name === 'Over' ? 1 : -1;
  return (o: FixtureOutcome) => {
    const score = pick(o);
    return settleMargin(direction * ((score.home + score.away) * 4 - quarters));
  };
}

/** The selection's own line (LSports: '1' −0.25 and '2' +0.25 on one market). */
function handicap(name: string, line: string | null, pick: (o: FixtureOutcome) => Score) {
  if (name !== '1' && name !== '2') throw new RangeError(`handicap selection ${name}`);
  const quarters = lineInQuarters(line);
  const side = name === '1' ? 1 : -1;
  return (o: FixtureOutcome) => {
    const score = pick(o);
    return settleMargin(side * (score.home - score.away) * 4 + quarters);
  };
}

/** '1 And Over' wins when both halves hold (spec §9 labels); lines are half lines. */
function combined(name: string, line: string | null, pick: (o: FixtureOutcome) => Score) {
  const match = /^([12X]) And (Over|Under)$/.exec(name);
  if (!match) throw new RangeError(`combined selection ${name}`);
  const result = threeWay(match[1]!, pick);
  const total = overUnder(match[2]!, line, pick);
  return (o: FixtureOutcome) => (result(o) === winner && total(o) === winner ? winner : loser);
}

function oddEven(name: string, pick: (o: FixtureOutcome) => Score): OutcomeJudge {
  if (name !== 'Odd' && name !== 'Even') throw new RangeError(`odd/even selection ${name}`);
  const wantOdd = name === 'Odd';
  return (o) => {
    const score = pick(o);
    return ((score.home + score.away) % 2 === 1) === wantOdd ? winner : loser;
  };
}

function yesNo(name: string, yes: (o: FixtureOutcome) => boolean): OutcomeJudge {
  if (name !== 'Yes' && name !== 'No') throw new RangeError(`yes/no selection ${name}`);
  const wantYes = name === 'Yes';
  return (o) => (yes(o) === wantYes ? winner : loser);
}

const FIRST: Readonly<Record<string, FixtureOutcome['firstToScore']>> = {
  '1': 'home',
  '2': 'away',
  'No Goal': null,
};

function firstToScore(name: string): OutcomeJudge {
  const expected = FIRST[name];
  if (expected === undefined) throw new RangeError(`first to score selection ${name}`);
  return (o) => (o.firstToScore === expected ? winner : loser);
}

/** Compiles selection `name` (with its own `line`) of market `type` into its judge. */
export function compileSelection(
  type: MarketType,
  name: string,
  line: string | null,
): OutcomeJudge {
  const scope = type.scope;
  const pick = (o: FixtureOutcome) => o[scope];
  switch (type.kind) {
    case 'threeWay':
      return threeWay(name, pick);
    case 'twoWay':
      return twoWay(name, pick);
    case 'overUnder':
      return overUnder(name, line, pick);
    case 'handicap':
      return handicap(name, line, pick);
    case 'combined':
      return combined(name, line, pick);
    case 'oddEven':
      return oddEven(name, pick);
    case 'bothScore':
      return yesNo(name, (o) => pick(o).home > 0 && pick(o).away > 0);
    case 'anyScore':
      return yesNo(name, (o) => pick(o).home + pick(o).away > 0);
    case 'firstToScore':
      return firstToScore(name);
  }
}

/** The settlement code of a selection `name` (with its own `line`) of market `type`. */
export function settleSelection(
  type: MarketType,
  name: string,
  line: string | null,
  outcome: FixtureOutcome,
): LegSettlement {
  return compileSelection(type, name, line)(outcome);
}

/**
 * Whether an over/under selection is already decided while the game runs (the total only grows):
 * Over wins and Under loses once the total passes the line with no half left open. Returns the
 * codes, or null while it can still go either way.
 */
export function decidedOverUnder(
  name: string,
  line: string | null,
  runningTotal: number,
): LegSettlement | null {
  const margin = runningTotal * 4 - lineInQuarters(line);
  if (margin <= 1) return null;
  return name === 'Over' ? winner : name === 'Under' ? loser : null;
}
