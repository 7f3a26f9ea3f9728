/**
 * The built-in feed (docs/architecture.md §8): a deterministic function of (seed, time)
 * behind the adapter interface. The window runs from a few hours back (matches still playing or
 * just finished) to the prematch horizon (about three days ahead). Fixtures are planned when they
 * enter the window and dropped when they leave it, so memory stays bounded.
 */
import type { FeedFixture, SportsFeedAdapter } from '../adapter';
import { SIM_SPORTS } from './catalog';
import { hashString } from './random';
import { planById, planFixture, slotsBetween } from './schedule';
import { SimFixture } from './sim-fixture';

const HOUR_MS = 3_600_000;

export interface SimulatorOptions {
  seed: string;
  /** How far ahead prematch fixtures are offered (about three days). */
  horizonMs?: number;
  /** How far back fixtures stay in the snapshot: longer than the longest match. */
  lookbackMs?: number;
}

export const DEFAULT_HORIZON_MS = 72 * HOUR_MS;
export const DEFAULT_LOOKBACK_MS = 5 * HOUR_MS;

export class SportsSimulator implements SportsFeedAdapter {
  private readonly seedKey: number;
  private readonly horizonMs: number;
  private readonly lookbackMs: number;
  private readonly fixtures = new Map<number, SimFixture>();
  private window: { ranges: string; fixtures: SimFixture[] } | undefined;

  constructor(options: SimulatorOptions) {
    this.seedKey = hashString(options.seed);
    this.horizonMs = options.horizonMs ?? DEFAULT_HORIZON_MS;
    this.lookbackMs = options.lookbackMs ?? DEFAULT_LOOKBACK_MS;
  }

  snapshot(now: Date): readonly FeedFixture[] {
    const t = now.getTime();
    const window = this.windowAt(t);
    return window.map((fixture) => fixture.at(t));
  }

  /** The fixtures in the window, recomputed only when a slot enters or leaves it. */
  private windowAt(t: number): SimFixture[] {
    const ranges = SIM_SPORTS.map((sport) => {
      const slots = slotsBetween(sport, t - this.lookbackMs, t + this.horizonMs);
      return `${slots[0]}-${slots.at(-1)}`;
    }).join(',');
    if (this.window?.ranges === ranges) return this.window.fixtures;
    const fixtures: SimFixture[] = [];
    const seen = new Set<number>();
    for (const sport of SIM_SPORTS) {
      for (const slot of slotsBetween(sport, t - this.lookbackMs, t + this.horizonMs)) {
        const id = sport.fixtureIdBase + slot;
        seen.add(id);
        let fixture = this.fixtures.get(id);
        if (!fixture) {
          fixture = new SimFixture(planFixture(this.seedKey, sport, slot));
          this.fixtures.set(id, fixture);
        }
        fixtures.push(fixture);
      }
    }
    for (const id of this.fixtures.keys()) if (!seen.has(id)) this.fixtures.delete(id);
    this.window = { ranges, fixtures };
    return fixtures;
  }

  lookup(fixtureIds: readonly number[], now: Date): readonly FeedFixture[] {
    const out: FeedFixture[] = [];
    for (const id of fixtureIds) {
      const plan = planById(this.seedKey, id);
      if (plan) out.push(new SimFixture(plan).at(now.getTime()));
    }
    return out;
  }
}
