/**
 * A fixture's whole match, drawn once from its seed: the periods with their start
 * and end, every score, the dangerous moments that suspend the in-play book, and the result.
 * The state at any instant is read from it with binary searches, so a clock jump of hours costs
 * the same as one second.
 */
import type { FixtureOutcome, Score } from '../../../../common/domain/sports/market-settlement';
import { PERIOD_BREAK } from '../../../../common/domain/sports/periods';
import type { FixturePlan } from './schedule';

export type Side = 'home' | 'away';

/** How the scoreboard shows the time: football minutes, a countdown, baseball's half, none. */
export type ClockKind = 'minute' | 'countdown' | 'half' | 'none';

export interface Phase {
  /** Period code of spec §9, or PERIOD_BREAK between periods. */
  code: number;
  fromMs: number;
  toMs: number;
  clock: ClockKind;
  /** Football: the minute the period starts at (0, 45, 90, 105). */
  baseMinute: number;
  /** Regular length of the period (countdown length; football's 45 or 15 minutes). */
  lengthMs: number;
  /** Baseball: top (away bats) or bottom (home bats) of the inning. */
  half?: 'top' | 'bottom';
  /** Counts toward regular time (markets of scope 'regular'). */
  regular: boolean;
}

export interface ScoreEvent {
  atMs: number;
  side: Side;
  /** Points added to the period's score (a goal 1, a three-pointer 3, a volleyball point 1). */
  points: number;
  /** Period the points belong to (extra innings all count under 40). */
  period: number;
  /** Added to the scoreboard total: goals/points/runs; volleyball counts sets, shootouts 0. */
  main: number;
  /** Part of regular time (football 90', hockey 60'). */
  regular: boolean;
}

/** Statistics the scoreboard lists as a period (baseball errors, code 62). */
export interface StatEvent {
  atMs: number;
  side: Side;
  code: number;
}

export interface Timeline {
  plan: FixturePlan;
  phases: Phase[];
  events: ScoreEvent[];
  stats: StatEvent[];
  /** Suspension windows, flat and sorted: [from0, to0, from1, to1, …]. */
  dangers: number[];
  /** The fixture finishes (status 3) here, or is abandoned (status 7) at `abandonedAtMs`. */
  endMs: number;
  /** 100, 101 after overtime, 102 after penalties. */
  finalCode: number;
  abandonedAtMs: number | null;
  /** End of regular time: markets of scope 'regular' are decided here. */
  regularEndMs: number;
  /** End of the first period: markets of scope 'firstPeriod' are decided here. */
  firstPeriodEndMs: number;
  outcome: FixtureOutcome;
  /** Playing time of regular periods, for the share of the game already played. */
  regularPlayMs: number;
}

/** Index of the last element whose key is ≤ t (−1 when none). */
export function lastAtOrBefore<T>(items: readonly T[], t: number, key: (item: T) => number) {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]!) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export function inDanger(dangers: readonly number[], t: number): boolean {
  // Windows are sorted by start; a window may overlap the next, so look back a few.
  let lo = 0;
  let hi = dangers.length / 2 - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dangers[mid * 2]! <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let i = found; i >= 0 && i > found - 4; i--) if (dangers[i * 2 + 1]! > t) return true;
  return false;
}

/** Merges windows into the flat sorted form. */
export function flattenDangers(windows: [number, number][]): number[] {
  return windows.sort((a, b) => a[0] - b[0]).flat();
}

export interface LiveState {
  /** Index into `phases` (−1 before the start). */
  phaseIndex: number;
  /** Events already happened (a prefix of `events`). */
  eventCount: number;
  statCount: number;
  main: Score;
  regular: Score;
  /** Score per period code, in order of appearance. */
  periods: { code: number; home: number; away: number }[];
  firstToScore: Side | null;
  /** Share of regular playing time done (0–1). */
  playedShare: number;
}

const emptyScore = (): Score => ({ home: 0, away: 0 });

export function phaseIndexAt(timeline: Timeline, t: number): number {
  return lastAtOrBefore(timeline.phases, t, (p) => p.fromMs);
}

/** Playing time of regular periods done by `t`. */
function regularPlayedMs(timeline: Timeline, t: number): number {
  let played = 0;
  for (const phase of timeline.phases) {
    if (!phase.regular || phase.code === PERIOD_BREAK) continue;
    if (t <= phase.fromMs) break;
    played += Math.min(t, phase.toMs) - phase.fromMs;
  }
  return played;
}

export function liveStateAt(timeline: Timeline, t: number): LiveState {
  const capped = timeline.abandonedAtMs === null ? t : Math.min(t, timeline.abandonedAtMs);
  const eventCount = lastAtOrBefore(timeline.events, capped, (e) => e.atMs) + 1;
  const statCount = lastAtOrBefore(timeline.stats, capped, (e) => e.atMs) + 1;
  const main = emptyScore();
  const regular = emptyScore();
  const byCode = new Map<number, { code: number; home: number; away: number }>();
  let firstToScore: Side | null = null;
  const periodOf = (code: number) => {
    let period = byCode.get(code);
    if (!period) byCode.set(code, (period = { code, home: 0, away: 0 }));
    return period;
  };
  // Every period that has begun is listed, even at 0:0.
  for (const phase of timeline.phases) {
    if (phase.fromMs > capped) break;
    if (phase.code !== PERIOD_BREAK) periodOf(phase.code);
  }
  for (let i = 0; i < eventCount; i++) {
    const e = timeline.events[i]!;
    periodOf(e.period)[e.side] += e.points;
    main[e.side] += e.main;
    if (e.regular) {
      regular[e.side] += e.points;
      firstToScore ??= e.side;
    }
  }
  for (let i = 0; i < statCount; i++) {
    const s = timeline.stats[i]!;
    periodOf(s.code)[s.side] += 1;
  }
  return {
    phaseIndex: phaseIndexAt(timeline, capped),
    eventCount,
    statCount,
    main,
    regular,
    periods: [...byCode.values()],
    firstToScore,
    playedShare: Math.min(1, regularPlayedMs(timeline, capped) / timeline.regularPlayMs),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Countdown clocks move in 10-second steps: fewer writes, and the board still ticks. */
const COUNTDOWN_STEP_S = 10;

/** The scoreboard clock at `t` ('67', '45+2', '08:40', '말'), null in breaks. */
export function clockText(phase: Phase | undefined, t: number): string | null {
  if (!phase || phase.code === PERIOD_BREAK) return null;
  const elapsedMs = Math.max(0, t - phase.fromMs);
  switch (phase.clock) {
    case 'minute': {
      const regularEnd = phase.baseMinute + phase.lengthMs / 60_000;
      const minute = phase.baseMinute + Math.floor(elapsedMs / 60_000) + 1;
      return minute > regularEnd ? `${regularEnd}+${minute - regularEnd}` : String(minute);
    }
    case 'countdown': {
      const remaining = Math.max(0, Math.ceil((phase.lengthMs - elapsedMs) / 1000));
      const stepped = Math.ceil(remaining / COUNTDOWN_STEP_S) * COUNTDOWN_STEP_S;
      return `${pad2(Math.floor(stepped / 60))}:${pad2(stepped % 60)}`;
    }
    case 'half':
      return phase.half === 'bottom' ? '말' : '초';
    case 'none':
      return null;
  }
}
