/**
 * Shared steps of the five sports' timeline generators: lay periods and breaks end to end,
 * record scores and dangerous moments, then seal the timeline with its result.
 */
import type { FixtureOutcome, Score } from '../../../../common/domain/sports/market-settlement';
import { PERIOD_BREAK } from '../../../../common/domain/sports/periods';
import type { Rng } from './random';
import type { FixturePlan } from './schedule';
import type { ClockKind, Phase, ScoreEvent, Side, StatEvent, Timeline } from './timeline';
import { flattenDangers } from './timeline';

export const SEC = 1_000;
export const MIN = 60_000;

export interface PlayOptions {
  code: number;
  /** Regular length (countdown length, football's 45'). */
  lengthMs: number;
  /** How long the period really lasts (stoppage time included). */
  actualMs?: number;
  clock: ClockKind;
  baseMinute?: number;
  half?: 'top' | 'bottom';
  regular: boolean;
}

export class TimelineBuilder {
  readonly phases: Phase[] = [];
  readonly events: ScoreEvent[] = [];
  readonly stats: StatEvent[] = [];
  private readonly windows: [number, number][] = [];
  cursor: number;

  constructor(
    readonly plan: FixturePlan,
    readonly rng: Rng,
  ) {
    this.cursor = plan.startsAtMs;
  }

  play(options: PlayOptions): Phase {
    const phase: Phase = {
      code: options.code,
      fromMs: this.cursor,
      toMs: this.cursor + (options.actualMs ?? options.lengthMs),
      clock: options.clock,
      baseMinute: options.baseMinute ?? 0,
      lengthMs: options.lengthMs,
      regular: options.regular,
      ...(options.half ? { half: options.half } : {}),
    };
    this.phases.push(phase);
    this.cursor = phase.toMs;
    return phase;
  }

  pause(ms: number): void {
    this.phases.push({
      code: PERIOD_BREAK,
      fromMs: this.cursor,
      toMs: this.cursor + ms,
      clock: 'none',
      baseMinute: 0,
      lengthMs: ms,
      regular: false,
    });
    this.cursor += ms;
  }

  /** Ends a period early (a sudden-death goal, a walk-off). */
  cut(phase: Phase, atMs: number): void {
    phase.toMs = atMs;
    this.cursor = atMs;
  }

  score(event: ScoreEvent): void {
    this.events.push(event);
  }

  stat(event: StatEvent): void {
    this.stats.push(event);
  }

  danger(fromMs: number, toMs: number): void {
    this.windows.push([fromMs, toMs]);
  }

  /** A score suspends the book a little before (the attack) and a while after (the restart). */
  dangerAround(atMs: number, beforeS: [number, number], afterS: [number, number]): void {
    this.danger(
      atMs - this.rng.int(beforeS[0], beforeS[1]) * SEC,
      atMs + this.rng.int(afterS[0], afterS[1]) * SEC,
    );
  }

  /** Random dangerous moments over a period: about one per `everyMin` minutes. */
  randomDangers(phase: Phase, everyMin: number, lengthS: [number, number]): void {
    const count = this.rng.poisson((phase.toMs - phase.fromMs) / (everyMin * MIN));
    for (let i = 0; i < count; i++) {
      const at = phase.fromMs + this.rng.next() * (phase.toMs - phase.fromMs);
      this.danger(at, at + this.rng.int(lengthS[0], lengthS[1]) * SEC);
    }
  }

  /** Goals (or runs) of one side in a period: a Poisson count at uniform times. */
  poissonScores(phase: Phase, side: Side, expected: number, regular: boolean): number[] {
    const count = this.rng.poisson(expected);
    const span = phase.toMs - phase.fromMs - 40 * SEC;
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      times.push(Math.round(phase.fromMs + 30 * SEC + this.rng.next() * Math.max(span, SEC)));
    }
    times.sort((a, b) => a - b);
    for (const atMs of times) {
      this.score({ atMs, side, points: 1, period: phase.code, main: 1, regular });
    }
    return times;
  }

  /** Sum of points of the events matching `filter`. */
  sum(filter: (e: ScoreEvent) => boolean): Score {
    const score = { home: 0, away: 0 };
    for (const e of this.events) if (filter(e)) score[e.side] += e.points;
    return score;
  }

  mainScore(): Score {
    const score = { home: 0, away: 0 };
    for (const e of this.events) score[e.side] += e.main;
    return score;
  }

  firstRegularScorer(): Side | null {
    this.sortEvents();
    return this.events.find((e) => e.regular)?.side ?? null;
  }

  sortEvents(): void {
    this.events.sort((a, b) => a.atMs - b.atMs);
    this.stats.sort((a, b) => a.atMs - b.atMs);
  }

  build(parts: {
    finalCode: number;
    regularEndMs: number;
    firstPeriodEndMs: number;
    outcome: FixtureOutcome;
  }): Timeline {
    this.sortEvents();
    const endMs = this.cursor;
    const fate = this.plan.fate;
    const abandonedAtMs =
      fate.kind === 'abandoned'
        ? Math.round(this.plan.startsAtMs + fate.share * (endMs - this.plan.startsAtMs))
        : null;
    const regularPlayMs = this.phases
      .filter((p) => p.regular && p.code !== PERIOD_BREAK)
      .reduce((sum, p) => sum + (p.toMs - p.fromMs), 0);
    return {
      plan: this.plan,
      phases: this.phases,
      events: this.events,
      stats: this.stats,
      dangers: flattenDangers(this.windows),
      endMs,
      abandonedAtMs,
      regularPlayMs: Math.max(regularPlayMs, 1),
      ...parts,
    };
  }
}

export const isDraw = (score: Score) => score.home === score.away;
