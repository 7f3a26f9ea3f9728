/**
 * Sports feed wiring: the simulator behind the adapter interface, the feed job
 * publishing through the realtime bus, and start/stop with the app. A licensed feed replaces
 * only the adapter (`adapterFor`).
 */
import type { SportsFeedConfig } from '../../config';
import type { Db } from '../../platform/db/db';
import type { SportsFeedAdapter } from './adapter';
import { SportsFeedJob, type TickListener, type TickResult } from './feed-job';
import { DEFAULT_LOOKBACK_MS, SportsSimulator } from './sim/simulator';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';

const HOUR_MS = 3_600_000;

/**
 * Ticks another node's feed writes stay authoritative: past them a survivor takes over (a job
 * of a dead node moves within 10 s; the default 1 s tick makes it 3 s, docs/many-nodes.md). Three, not one, so a leader's slow tick
 * does not hand the book to a follower that then computes a snapshot for nothing.
 */
const FOLLOW_TICKS = 3;

export class SportsFeedService {
  private job: SportsFeedJob | null = null;
  private readonly tickListeners: TickListener[] = [];
  private starting: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    private readonly config: SportsFeedConfig,
  ) {}

  /** Where failed ticks are reported (the app's logger). */
  onError: (error: unknown) => void = () => undefined;

  get enabled(): boolean {
    return this.config.enabled;
  }

  /** The adapter for a seed; the simulator unless a licensed feed is configured (none yet). */
  private adapterFor(seed: string): SportsFeedAdapter {
    return new SportsSimulator({ seed, horizonMs: this.config.horizonHours * HOUR_MS });
  }

  /** Called after every tick this node led (the bet sweeper registers here). */
  onTick(listener: TickListener): void {
    this.tickListeners.push(listener);
    this.job?.onTick(listener);
  }

  /**
   * Prepares the state row and bonus folders, runs a first tick and then ticks every `tickMs`.
   * Not awaited by the app's ready hook: the first tick of a fresh database writes three days
   * of fixtures, and the API answers meanwhile.
   */
  start(): Promise<void> {
    if (!this.config.enabled) return Promise.resolve();
    this.starting ??= (async () => {
      const seed = await SportsFeedJob.prepare(this.db, this.config.seed);
      const job = new SportsFeedJob(
        this.db,
        this.clock,
        this.adapterFor(seed),
        {
          inplay: (event) => this.realtime.inplay(event),
          general: (event) => this.realtime.broadcast(event),
        },
        {
          lookbackMs: DEFAULT_LOOKBACK_MS,
          followWindowMs: FOLLOW_TICKS * this.config.tickMs,
          onError: (error) => this.onError(error),
        },
      );
      for (const listener of this.tickListeners) job.onTick(listener);
      this.job = job;
      await job.tick().catch(() => undefined);
      job.start(this.config.tickMs);
    })().catch((error: unknown) => this.onError(error));
    return this.starting;
  }

  /** One tick now (tests, and the dev clock after a step); null when the feed is off. */
  async tick(): Promise<TickResult | null> {
    if (!this.config.enabled) return null;
    await this.start();
    return this.job ? this.job.tick() : null;
  }

  async stop(): Promise<void> {
    await this.starting?.catch(() => undefined);
    await this.job?.stop();
  }
}
