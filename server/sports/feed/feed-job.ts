/**
 * The sports feed job (docs/architecture.md §4 jobs). Each tick:
 *  1. asks the adapter for the book at clock.now() (outside any transaction: pure CPU);
 *  2. in one transaction, as leader (advisory lock, like the minigame engine), compares it with
 *     what the tables hold and writes only the differences, set-based;
 *  3. after commit, publishes the stream messages and tells the tick listeners (the bet
 *     sweeper settles bets whose legs the tick settled).
 * Restart-safe: everything lives in the tables and sports_feed_state (seed and tick count), and
 * the adapter's state is a function of time, so a restarted node writes the state at its now.
 * Ticks never overlap within a node; another node's ticks are detected by the tick count.
 *
 * Many nodes: the snapshot is seconds of CPU for a fresh book, so a node does not
 * compute one while another node keeps the book current. Before step 1 it reads the state row:
 * written by another node within `followWindowMs` → this tick is skipped. When the writer dies
 * its row goes stale and the next tick of a survivor takes over (the lock still decides).
 */
import type { GeneralEvent, InplayEvent } from '../../../common/contract/sse.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { JobLoop } from '../../platform/jobs/job-loop';
import { leaderLockSql } from '../../platform/jobs/leader-lock';
import type { Clock } from '../../platform/lib/clock';
import type { FixtureRow, SelectionRow } from '../sports-book-rows';
import { FINAL_FIXTURE_STATUSES } from '../sports-book-rows';
import type { FeedFixture, SportsFeedAdapter } from './adapter';
import { ensureBonusFolders } from './bonus-folders';
import { FeedCache } from './feed-cache';
import { streamEvents, type FixtureWrite, type SelectionWrite } from './feed-events';
import { feedRows, fixtureSignature, selectionSignature } from './feed-rows';
import { upsertFixtures, upsertSelections } from './feed-writer';

/** Advisory-lock class of the feed leader; the second key is the schema (as for migrations). */
export const SPORTS_FEED_LOCK = 4_201_013;

export interface FeedListener {
  inplay(event: InplayEvent): void;
  general(event: GeneralEvent): void;
}

export interface TickResult {
  /** False when another node holds the lock: nothing was written. */
  leader: boolean;
  at: Date;
  fixturesWritten: number;
  selectionsWritten: number;
  /** Selections this tick settled (status 3): the bet sweeper's cue. */
  settledSelectionIds: string[];
  /** Time spent: computing the snapshot, and the whole tick. */
  snapshotMs: number;
  totalMs: number;
}

export type TickListener = (result: TickResult) => Promise<void> | void;

export interface FeedJobOptions {
  /** Fixtures starting before now − lookback that are final are forgotten (not rewritten). */
  lookbackMs: number;
  /**
   * A state row another node wrote less than this long ago (by the job's clock) means that
   * node leads: skip the tick without computing a snapshot. 0 (tests, one node): never skip.
   */
  followWindowMs?: number;
  onError?: (error: unknown) => void;
}

export class SportsFeedJob {
  private cache: FeedCache | null = null;
  private cacheTick = -1;
  /** The adapter's objects written by the last committed tick: unchanged ones are skipped. */
  private lastSeen = new Map<number, FeedFixture>();
  private readonly loop = new JobLoop(
    () => this.runTick(),
    (error) => this.options.onError?.(error),
  );
  private readonly listeners: TickListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly adapter: SportsFeedAdapter,
    private readonly listener: FeedListener,
    private readonly options: FeedJobOptions,
  ) {}

  /** Called after every tick this node led (BETS: the settlement sweeper). */
  onTick(listener: TickListener): void {
    this.listeners.push(listener);
  }

  start(tickMs: number): void {
    this.loop.start(tickMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Serialised: a tick waits for the one before it. */
  tick(): Promise<TickResult> {
    return this.loop.runNow();
  }

  private async runTick(): Promise<TickResult> {
    const started = performance.now();
    const at = this.clock();
    if (await this.anotherNodeLeads(at)) {
      this.cache = null; // someone else writes now; our picture will go stale
      return {
        leader: false,
        at,
        fixturesWritten: 0,
        selectionsWritten: 0,
        settledSelectionIds: [],
        snapshotMs: 0,
        totalMs: performance.now() - started,
      };
    }
    const snapshot = this.adapter.snapshot(at);
    const snapshotMs = performance.now() - started;
    let written: { fixtures: FixtureWrite[]; selections: SelectionWrite[] } | null;
    try {
      written = await this.db.transaction((tx) => this.write(tx, at, snapshot));
    } catch (error) {
      this.cache = null; // the tables may differ from what we believed: reload next time
      throw error;
    }
    const result: TickResult = {
      leader: written !== null,
      at,
      fixturesWritten: written?.fixtures.length ?? 0,
      selectionsWritten: written?.selections.length ?? 0,
      settledSelectionIds: [],
      snapshotMs,
      totalMs: 0,
    };
    if (written) {
      this.commit(snapshot, written, at);
      const events = streamEvents(written.fixtures, written.selections, this.cache!);
      for (const event of events.inplay) this.listener.inplay(event);
      for (const event of events.general) this.listener.general(event);
      result.settledSelectionIds = written.selections
        .filter((w) => w.after.status === 3 && w.before?.status !== 3)
        .map((w) => w.after.id);
    }
    result.totalMs = performance.now() - started;
    if (written) {
      for (const listener of this.listeners) {
        await Promise.resolve(listener(result)).catch((error: unknown) =>
          this.options.onError?.(error),
        );
      }
    }
    return result;
  }

  /** The state row says another node wrote it recently (not the tick this node wrote last). */
  private async anotherNodeLeads(at: Date): Promise<boolean> {
    const followWindowMs = this.options.followWindowMs ?? 0;
    if (followWindowMs <= 0) return false;
    const [state] = await this.db.query<{ tick: number | null; updatedAt: Date | null }>(
      `SELECT (state->>'tick')::int AS tick, updated_at AS "updatedAt"
         FROM sports_feed_state WHERE id = 1`,
    );
    // Tick 0 is the row `prepare` inserted: no node has written a book yet.
    if (!state?.updatedAt || !state.tick || state.tick === this.cacheTick) return false;
    return at.getTime() - new Date(state.updatedAt).getTime() < followWindowMs;
  }

  /** One transaction: lock, make sure the cache is current, diff, write. Null when not leader. */
  private async write(
    tx: Queryable,
    at: Date,
    snapshot: readonly FeedFixture[],
  ): Promise<{ fixtures: FixtureWrite[]; selections: SelectionWrite[] } | null> {
    // One round trip: the leader lock, and the tick count of whoever wrote last.
    const [lock] = await tx.query<{ ok: boolean; tick: number | null }>(
      `SELECT ${leaderLockSql(SPORTS_FEED_LOCK)} AS ok,
              (SELECT (state->>'tick')::int FROM sports_feed_state WHERE id = 1) AS tick`,
    );
    if (!lock?.ok) {
      this.cache = null; // someone else writes now; our picture will go stale
      return null;
    }
    const tick = lock.tick ?? 0;
    const windowStart = new Date(at.getTime() - this.options.lookbackMs);
    let fresh = false;
    if (!this.cache || this.cacheTick !== tick) {
      this.cache = await FeedCache.load(tx, windowStart);
      this.lastSeen = new Map();
      fresh = true;
    }
    const cache = this.cache;
    const fixtures: FixtureWrite[] = [];
    const selections: SelectionWrite[] = [];
    const diff = (feed: FeedFixture) => {
      const rows = feedRows(feed);
      const cached = cache.fixtures.get(rows.fixture.id);
      const finalInTables = cached && FINAL_FIXTURE_STATUSES.includes(cached.row.status);
      if (!finalInTables && cached?.signature !== fixtureSignature(rows.fixture)) {
        fixtures.push({ before: cached?.row, after: rows.fixture });
      }
      for (const row of rows.selections) {
        const before = cache.selections.get(row.id);
        if (before?.row.status === 3) continue;
        if (before?.signature !== selectionSignature(row)) {
          selections.push({ before: before?.row, after: row });
        }
      }
    };
    const inSnapshot = new Set<string>();
    for (const feed of snapshot) {
      const id = feed.prematch.FixtureId;
      inSnapshot.add(String(id));
      if (!fresh && this.lastSeen.get(id) === feed) continue;
      diff(feed);
    }
    // Unfinished fixtures the window no longer shows (a clock jump, a long stop): ask for them.
    const missing = [...cache.fixtures.values()]
      .filter((c) => !inSnapshot.has(c.row.id) && !FINAL_FIXTURE_STATUSES.includes(c.row.status))
      .map((c) => Number(c.row.id));
    if (missing.length > 0) for (const feed of this.adapter.lookup(missing, at)) diff(feed);
    await upsertFixtures(
      tx,
      fixtures.map((f) => f.after),
      at,
    );
    const operatorSuspended = await upsertSelections(
      tx,
      selections.map((s) => s.after),
      at,
    );
    // Rows the tables refused (settled by someone else meanwhile) are not ours to announce;
    // remembered as settled so the next ticks leave them alone.
    this.refused = selections.filter((s) => !operatorSuspended.has(s.after.id)).map((s) => s.after);
    const accepted = selections
      .filter((s) => operatorSuspended.has(s.after.id))
      .map((s) => ({
        before: s.before,
        after: { ...s.after, operator_suspended: operatorSuspended.get(s.after.id)! },
      }));
    await tx.query(
      `UPDATE sports_feed_state
          SET state = jsonb_build_object('tick', $1::int, 'at', $2::text),
              updated_at = $2::timestamptz
        WHERE id = 1`,
      [tick + 1, at.toISOString()],
    );
    this.pendingTick = tick + 1;
    return { fixtures, selections: accepted };
  }

  private pendingTick = -1;
  private refused: SelectionRow[] = [];

  /** After commit: the cache becomes what the tables now hold. */
  private commit(
    snapshot: readonly FeedFixture[],
    written: { fixtures: FixtureWrite[]; selections: SelectionWrite[] },
    at: Date,
  ): void {
    const cache = this.cache!;
    for (const { after } of written.fixtures) cache.putFixture(after);
    for (const { after } of written.selections) cache.putSelection(after);
    for (const row of this.refused) cache.putSelection({ ...row, status: 3 });
    this.cacheTick = this.pendingTick;
    this.lastSeen = new Map(snapshot.map((f) => [f.prematch.FixtureId, f]));
    const windowStart = at.getTime() - this.options.lookbackMs;
    for (const [id, cached] of cache.fixtures) {
      const row: FixtureRow = cached.row;
      if (FINAL_FIXTURE_STATUSES.includes(row.status) && Date.parse(row.starts_at) < windowStart) {
        cache.evict(id);
      }
    }
  }

  /** Makes sure the state row (with the seed) and the bonus folders exist; returns the seed. */
  static async prepare(db: Db, seed: string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sports_feed_state (id, seed, state) VALUES (1, $1, $2)
         ON CONFLICT (id) DO NOTHING`,
        [seed, JSON.stringify({ tick: 0, at: null })],
      );
      await ensureBonusFolders(tx);
      const [row] = await tx.query<{ seed: string }>(
        'SELECT seed FROM sports_feed_state WHERE id = 1',
      );
      return row?.seed || seed;
    });
  }
}
