/**
 * One simulated fixture as TRADE360 events at any instant. Everything is a pure
 * function of (seed, fixture, t): the status from the plan and the timeline, prematch prices from
 * the drifted strengths of the current 5-minute bucket, in-play prices from the match state at
 * the current 10-second bucket (or the last score or period change), suspensions from the
 * timeline's dangerous moments, settlements from its result. Work is memoised, never carried:
 * asking for a later instant first gives the same answer as stepping to it.
 */
import type { FeedFixture } from '../adapter';
import {
  T360_FIXTURE_STATUS as STATUS,
  type T360Event,
  type T360FixtureStatus,
  type T360Market,
} from '../trade360';
import { decisionsOf, type Decision } from './decisions';
import { marketPlan, type Book, type PlannedMarket } from './market-plan';
import { scenarioSource, type LiveContext } from './models';
import {
  driftedParams,
  kickoffBucket,
  prematchBucket,
  scoringParams,
  type ScoringParams,
} from './params';
import { fairOdds, quote, type Quote } from './pricing';
import { unitOf } from './random';
import type { FixturePlan } from './schedule';
import { clockText, inDanger, lastAtOrBefore, liveStateAt, type Timeline } from './timeline';
import { timelineOf } from './timeline-of';
import { fixtureMessage, livescoreMessage, t360Markets } from './sim-fixture-messages';
import { PERIOD_PENALTIES } from '../../../../common/domain/sports/periods';

/** LSports status 9 ("about to start") this long before the start. */
export const ABOUT_TO_START_MS = 10 * 60_000;
/** In-play prices move at most every 10 seconds (and at every score or period change). */
export const INPLAY_BUCKET_MS = 10_000;

type Quotes = Map<string, Quote>;

const isoOf = (ms: number) => new Date(ms).toISOString();

export class SimFixture {
  readonly markets: PlannedMarket[];
  private timelineCache: Timeline | undefined;
  private inplayDecisions: Map<string, Decision> | undefined;
  private prematchDecisions: Map<string, Decision> | undefined;
  private decisionTimes: number[] = [];
  private kickoff: ScoringParams | undefined;
  private prematchQuotes: { bucket: number; quotes: Quotes } | undefined;
  private inplayQuotes: { at: number; quotes: Quotes } | undefined;
  private kickoffQuotes: Quotes | undefined;
  private last: { signature: string; out: FeedFixture } | undefined;
  /** The instants `last` is known to hold for without recomputing (prematch and finished). */
  private valid: { from: number; until: number } | undefined;

  constructor(readonly plan: FixturePlan) {
    this.markets = marketPlan(plan, scenarioSource(plan, scoringParams(plan), null));
  }

  private get timeline(): Timeline {
    if (!this.timelineCache) {
      this.kickoff = driftedParams(this.plan, kickoffBucket(this.plan));
      this.timelineCache = timelineOf(this.plan, this.kickoff);
      this.inplayDecisions = decisionsOf(this.timelineCache, this.markets, 'inplay');
      this.prematchDecisions = decisionsOf(this.timelineCache, this.markets, 'prematch');
      this.decisionTimes = [...this.inplayDecisions.values()]
        .map((d) => d.atMs)
        .sort((a, b) => a - b);
    }
    return this.timelineCache;
  }

  statusAt(t: number): T360FixtureStatus {
    const { plan } = this;
    const fate = plan.fate;
    if (fate.kind === 'cancelled' && t >= fate.atMs) return STATUS.cancelled;
    if (fate.kind === 'postponed' && t >= fate.voidAtMs) return STATUS.cancelled;
    if (fate.kind === 'postponed' && t >= fate.atMs) return STATUS.postponed;
    if (t < plan.startsAtMs - ABOUT_TO_START_MS) return STATUS.notStarted;
    if (t < plan.startsAtMs) return STATUS.aboutToStart;
    const timeline = this.timeline;
    if (timeline.abandonedAtMs !== null && t >= timeline.abandonedAtMs) return STATUS.abandoned;
    if (t >= timeline.endMs) return STATUS.finished;
    return STATUS.inProgress;
  }

  /** Prematch prices are those of the last bucket before the book closed. */
  private prematchPriceTime(t: number): number {
    const fate = this.plan.fate;
    const closesAt =
      fate.kind === 'normal' || fate.kind === 'abandoned' ? this.plan.startsAtMs : fate.atMs;
    return Math.min(t, closesAt - 1);
  }

  private overround(typeId: number, book: Book): number {
    // 1X2 books of 105–108 %, a point more in play.
    return 1.05 + unitOf(this.plan.key, typeId, 0x0e) * 0.025 + (book === 'inplay' ? 0.01 : 0);
  }

  private quotesFor(params: ScoringParams, live: LiveContext | null, book: Book): Quotes {
    const scenarios = scenarioSource(this.plan, params, live);
    const quotes: Quotes = new Map();
    for (const market of this.markets) {
      const overround = this.overround(market.type.id, book);
      const list = market.selections.map((s) => ({
        id: s.ids[book],
        q: quote(fairOdds(s.judge, scenarios(market.type)), overround),
      }));
      // A market with a sure thing or an extreme long shot is taken off the board whole.
      const offBoard = list.some((x) => x.q.offBoard);
      for (const { id, q } of list) quotes.set(id, { price: q.price, offBoard });
    }
    return quotes;
  }

  private prematchQuotesAt(bucket: number): Quotes {
    if (this.prematchQuotes?.bucket !== bucket) {
      const quotes = this.quotesFor(driftedParams(this.plan, bucket), null, 'prematch');
      this.prematchQuotes = { bucket, quotes };
    }
    return this.prematchQuotes.quotes;
  }

  /** The instant in-play prices are computed for: bucket start, or a later score/period change. */
  private inplayPriceTime(t: number): number {
    const timeline = this.timeline;
    const phase = Number(this.plan.key % INPLAY_BUCKET_MS);
    let at = Math.floor((t + phase) / INPLAY_BUCKET_MS) * INPLAY_BUCKET_MS - phase;
    const event = lastAtOrBefore(timeline.events, t, (e) => e.atMs);
    if (event >= 0) at = Math.max(at, timeline.events[event]!.atMs);
    const phaseIndex = lastAtOrBefore(timeline.phases, t, (p) => p.fromMs);
    if (phaseIndex >= 0) at = Math.max(at, timeline.phases[phaseIndex]!.fromMs);
    return Math.max(at, this.plan.startsAtMs);
  }

  private inplayQuotesAt(at: number): Quotes {
    if (this.inplayQuotes?.at !== at) {
      const timeline = this.timeline;
      const live: LiveContext = { timeline, state: liveStateAt(timeline, at), t: at };
      this.inplayQuotes = { at, quotes: this.quotesFor(this.kickoff!, live, 'inplay') };
    }
    return this.inplayQuotes.quotes;
  }

  /**
   * A decided in-play selection keeps the price it opened at kick-off: deterministic, cheap, and
   * nobody bets on it any more (the lists drop settled selections).
   */
  private settledPrice(id: string): number {
    if (!this.kickoffQuotes) {
      const timeline = this.timeline;
      const at = this.plan.startsAtMs;
      const live: LiveContext = { timeline, state: liveStateAt(timeline, at), t: at };
      this.kickoffQuotes = this.quotesFor(this.kickoff!, live, 'inplay');
    }
    return this.kickoffQuotes.get(id)?.price ?? 101;
  }

  /**
   * Until when a prematch answer stays true: the end of its price bucket or the next status
   * change, whichever comes first (Infinity once the fixture is over). Most of the book is
   * prematch, so most fixtures answer a tick with two comparisons.
   */
  private prematchValidUntil(t: number, status: T360FixtureStatus, bucket: number): number {
    if (status === STATUS.cancelled) return Infinity;
    const { plan } = this;
    const fate = plan.fate;
    const changes = [plan.startsAtMs - ABOUT_TO_START_MS, plan.startsAtMs];
    if (fate.kind === 'cancelled') changes.push(fate.atMs);
    if (fate.kind === 'postponed') changes.push(fate.atMs, fate.voidAtMs);
    const next = changes.filter((x) => x > t);
    if (status === STATUS.postponed) return Math.min(...next);
    const size = plan.startsAtMs - t > 24 * 3_600_000 ? 30 * 60_000 : 5 * 60_000;
    next.push(bucket + size, plan.startsAtMs - 24 * 3_600_000);
    return Math.min(...next.filter((x) => x > t));
  }

  at(t: number): FeedFixture {
    if (this.valid && t >= this.valid.from && t < this.valid.until) return this.last!.out;
    const status = this.statusAt(t);
    const started =
      status === STATUS.inProgress || status === STATUS.finished || status === STATUS.abandoned;
    const bucket = prematchBucket(this.plan, this.prematchPriceTime(t));
    let signature = `${status}|${bucket}`;
    let live: { shown: number; priceAt: number; danger: boolean; clock: string | null } | null =
      null;
    if (started) {
      const timeline = this.timeline;
      const shown = Math.min(t, timeline.abandonedAtMs ?? timeline.endMs);
      const phaseIndex = lastAtOrBefore(timeline.phases, shown, (p) => p.fromMs);
      const phase = timeline.phases[phaseIndex];
      const events = lastAtOrBefore(timeline.events, shown, (e) => e.atMs);
      const stats = lastAtOrBefore(timeline.stats, shown, (e) => e.atMs);
      const settled = lastAtOrBefore(this.decisionTimes, t, (x) => x);
      live = {
        shown,
        priceAt: status === STATUS.inProgress ? this.inplayPriceTime(shown) : 0,
        danger: inDanger(timeline.dangers, t) || phase?.code === PERIOD_PENALTIES,
        clock: status === STATUS.inProgress ? clockText(phase, shown) : null,
      };
      signature += `|${phaseIndex}|${events}|${stats}|${settled}|${live.clock}|${live.danger}|${live.priceAt}`;
    }
    if (this.last?.signature === signature) {
      this.valid = this.validityOf(t, status, bucket);
      return this.last.out;
    }
    const fixture = fixtureMessage(this.plan, t, status);
    const livescore = live
      ? livescoreMessage(
          this.timeline,
          status,
          liveStateAt(this.timeline, live.shown),
          live.clock,
          t,
        )
      : undefined;
    const prematch: T360Event = {
      FixtureId: this.plan.id,
      Fixture: fixture,
      ...(livescore ? { Livescore: livescore } : {}),
      Markets: this.prematchMarkets(status, bucket),
    };
    const inplay: T360Event | null =
      live && this.plan.hasInplay
        ? { FixtureId: this.plan.id, Markets: this.inplayMarkets(t, live.priceAt, live.danger) }
        : null;
    const out: FeedFixture = { prematch, inplay, hasInplay: this.plan.hasInplay };
    this.last = { signature, out };
    this.valid = this.validityOf(t, status, bucket);
    return out;
  }

  private validityOf(t: number, status: T360FixtureStatus, bucket: number) {
    if (status === STATUS.finished || status === STATUS.abandoned) {
      return { from: t, until: Infinity };
    }
    if (status === STATUS.inProgress) return undefined;
    return { from: t, until: this.prematchValidUntil(t, status, bucket) };
  }

  private prematchMarkets(status: T360FixtureStatus, bucket: number): T360Market[] {
    const quotes = this.prematchQuotesAt(bucket);
    const open = status === STATUS.notStarted || status === STATUS.aboutToStart;
    const voided = status === STATUS.cancelled || status === STATUS.abandoned;
    const finished = status === STATUS.finished;
    return t360Markets(this.markets, 'prematch', isoOf(Math.max(0, bucket)), (id) => {
      const q = quotes.get(id)!;
      if (voided) return { price: q.price, status: 3, settlement: -1 };
      if (finished)
        return { price: q.price, status: 3, settlement: this.prematchDecisions!.get(id)!.code };
      return { price: q.price, status: open && !q.offBoard ? 1 : 2 };
    });
  }

  private inplayMarkets(t: number, priceAt: number, danger: boolean): T360Market[] {
    // Once the match is over every selection is decided: no live prices to compute.
    const quotes = priceAt > 0 ? this.inplayQuotesAt(priceAt) : null;
    return t360Markets(this.markets, 'inplay', isoOf(priceAt), (id) => {
      const decision = this.inplayDecisions!.get(id)!;
      if (decision.atMs <= t) {
        return { price: this.settledPrice(id), status: 3, settlement: decision.code };
      }
      const q = quotes!.get(id)!;
      return { price: q.price, status: danger || q.offBoard ? 2 : 1 };
    });
  }
}
