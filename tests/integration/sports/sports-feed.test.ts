/**
 * The sports feed job on real tables, PGlite and PostgreSQL: a tick writes the
 * book, a repeat writes nothing, later ticks write only changes, a clock jump ends where
 * stepping ends, events go out only after the commit (and never for a rolled-back tick), only
 * the leader writes, and what operators set (suspensions, corrected results) stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import type { FeedFixture, SportsFeedAdapter } from '../../../server/sports/feed/adapter';
import { SportsFeedJob, SPORTS_FEED_LOCK } from '../../../server/sports/feed/feed-job';
import { feedRows } from '../../../server/sports/feed/feed-rows';
import { SportsSimulator } from '../../../server/sports/feed/sim/simulator';
import type { GeneralEvent, InplayEvent } from '../../../common/contract/sse.contract';
import { closeTestDb, dbTargets, openTestDb } from '../helpers/test-db';

const T0 = Date.parse('2025-06-01T03:00:00Z');
const HOUR = 3_600_000;
const LOOKBACK = 5 * HOUR;
const SEED = 'feed-test';

interface Harness {
  db: Db;
  job: SportsFeedJob;
  adapter: SportsFeedAdapter;
  setNow(ms: number): void;
  now(): number;
  inplay: InplayEvent[];
  general: GeneralEvent[];
  log: string[];
}

async function harness(
  db: Db,
  wrap: (adapter: SportsFeedAdapter) => SportsFeedAdapter = (a) => a,
  followWindowMs = 0,
): Promise<Harness> {
  let now = T0;
  const log: string[] = [];
  // Every transaction the job runs notes when it committed, so events can be ordered after it.
  const loggedDb: Db = {
    ...db,
    query: db.query.bind(db),
    close: db.close.bind(db),
    kind: db.kind,
    transaction: async (fn) => {
      const result = await db.transaction(fn);
      log.push('commit');
      return result;
    },
  };
  const seed = await SportsFeedJob.prepare(db, SEED);
  const adapter = wrap(new SportsSimulator({ seed, horizonMs: 3 * HOUR, lookbackMs: LOOKBACK }));
  const h: Harness = {
    db,
    adapter,
    inplay: [],
    general: [],
    log,
    setNow: (ms) => (now = ms),
    now: () => now,
    job: undefined as unknown as SportsFeedJob,
  };
  h.job = new SportsFeedJob(
    loggedDb,
    () => new Date(now),
    adapter,
    {
      inplay: (e) => {
        log.push(`inplay:${e.type}`);
        h.inplay.push(e);
      },
      general: (e) => {
        log.push(`general:${e.type}`);
        h.general.push(e);
      },
    },
    { lookbackMs: LOOKBACK, followWindowMs },
  );
  return h;
}

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

/** Everything the feed wrote, comparable between two databases. */
async function tableState(db: Db) {
  const fixtures = await db.query(
    `SELECT id::text AS id, status, livescore, has_inplay FROM sports_fixtures ORDER BY id`,
  );
  const selections = await db.query(
    `SELECT id::text AS id, price, status, settlement FROM sports_selections ORDER BY id`,
  );
  return { fixtures, selections };
}

describe.each(dbTargets)('sports feed job on %s', (target) => {
  let db: Db;
  let h: Harness;

  beforeAll(async () => {
    db = await openTestDb(target);
    h = await harness(db);
  }, 60_000);
  afterAll(() => closeTestDb(db));

  it('fills the book on the first tick, then a repeat and a restart write nothing', async () => {
    const first = await h.job.tick();
    expect(first.leader).toBe(true);
    expect(first.fixturesWritten).toBeGreaterThan(50);
    expect(first.selectionsWritten).toBeGreaterThan(1_000);
    expect(await count(db, 'sports_fixtures')).toBe(first.fixturesWritten);
    expect(await count(db, "sports_selections WHERE book <> 'bonus'")).toBe(
      first.selectionsWritten,
    );
    expect(await count(db, "sports_selections WHERE book = 'bonus'")).toBe(3);
    // A book that just appeared: no price moves to announce; the matches already in play
    // are announced whole (a connected /inplay page shows them at once).
    expect(h.general).toEqual([]);
    const live = await count(db, 'sports_fixtures WHERE status = 2 AND has_inplay');
    expect(live).toBeGreaterThan(3);
    expect(h.inplay.map((e) => e.type)).toEqual(Array(live).fill('liveFixture'));

    const again = await h.job.tick();
    expect([again.fixturesWritten, again.selectionsWritten]).toEqual([0, 0]);
    const restarted = await harness(db);
    const afterRestart = await restarted.job.tick();
    expect([afterRestart.fixturesWritten, afterRestart.selectionsWritten]).toEqual([0, 0]);
    const [state] = await db.query<{ seed: string; state: { tick: number } }>(
      'SELECT seed, state FROM sports_feed_state WHERE id = 1',
    );
    expect(state?.seed).toBe(SEED);
    expect(state?.state.tick).toBe(3);
  });

  it('later ticks write only what changed, and the tables then hold the feed state', async () => {
    let written = 0;
    for (let s = 1; s <= 30; s++) {
      h.setNow(T0 + s * 10_000);
      const tick = await h.job.tick();
      written += tick.selectionsWritten;
    }
    const total = await count(db, 'sports_selections');
    expect(written).toBeGreaterThan(0);
    // In-play prices move every ten seconds; the rest of the book mostly stands still.
    expect(written / 30).toBeLessThan(total / 10);
    const snapshot = h.adapter.snapshot(new Date(h.now()));
    const expected = snapshot.flatMap((f) => feedRows(f).selections);
    const rows = await db.query<{ id: string; price: number; status: number; settlement: number }>(
      'SELECT id::text AS id, price, status, settlement FROM sports_selections WHERE id = ANY($1::bigint[])',
      [expected.map((s) => s.id)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const s of expected) {
      expect(byId.get(s.id), s.id).toEqual({
        id: s.id,
        price: s.price,
        status: s.status,
        settlement: s.settlement,
      });
    }
  });

  it('announces a start, live changes and the end, each only after its tick committed', async () => {
    const [next] = await db.query<{ id: string; starts_at: string }>(
      `SELECT id::text AS id, starts_at FROM sports_fixtures
        WHERE status IN (1, 9) AND has_inplay ORDER BY starts_at LIMIT 1`,
    );
    h.inplay.length = 0;
    h.general.length = 0;
    h.log.length = 0;
    const start = Date.parse(next!.starts_at);
    h.setNow(start + 1_000);
    await h.job.tick();
    const live = h.inplay.find((e) => e.type === 'liveFixture' && e.fixture.id === next!.id);
    expect(live).toBeDefined();
    if (live?.type === 'liveFixture') {
      expect(live.fixture.status).toBe(2);
      expect(live.fixture.livescore?.homeScore).toBe(0);
      expect(live.fixture.markets.length).toBeGreaterThan(0);
    }
    const started = h.general.find(
      (e) => e.type === 'prematchFixture' && e.fixture.id === next!.id,
    );
    expect(started?.type === 'prematchFixture' && started.fixture.status).toBe(2);
    // Events come after the commit of the tick that wrote them.
    expect(h.log[0]).toBe('commit');
    expect(h.log.slice(1).every((entry) => entry !== 'commit')).toBe(true);

    let settled: string[] = [];
    let removed = false;
    for (let t = start + 60_000; t < start + 4 * HOUR && !removed; t += 60_000) {
      h.setNow(t);
      const tick = await h.job.tick();
      settled = settled.concat(tick.settledSelectionIds);
      removed = h.inplay.some((e) => e.type === 'fixtureRemoved' && e.fixtureId === next!.id);
    }
    expect(removed).toBe(true);
    expect(h.inplay.some((e) => e.type === 'fixture' && e.fixture.id === next!.id)).toBe(true);
    expect(h.inplay.some((e) => e.type === 'prices')).toBe(true);
    const [final] = await db.query<{ status: number }>(
      'SELECT status FROM sports_fixtures WHERE id = $1::bigint',
      [next!.id],
    );
    expect([3, 7]).toContain(final!.status);
    const open = await count(
      db,
      'sports_selections WHERE fixture_id = $1::bigint AND status <> 3',
      [next!.id],
    );
    expect(open).toBe(0);
    const ofFixture = await db.query<{ id: string }>(
      'SELECT id::text AS id FROM sports_selections WHERE fixture_id = $1::bigint',
      [next!.id],
    );
    for (const { id } of ofFixture) expect(settled).toContain(id);
  }, 120_000);

  it('keeps what operators set: a suspension shows as 2, a corrected result stands', async () => {
    const [live] = await db.query<{ id: string; fixture_id: string }>(
      `SELECT s.id::text AS id, s.fixture_id::text AS fixture_id
         FROM sports_selections s JOIN sports_fixtures f ON f.id = s.fixture_id
        WHERE s.book = 'inplay' AND s.status <> 3 AND f.status = 2 AND s.market_type_id = 1
        ORDER BY f.starts_at DESC LIMIT 1`,
    );
    await db.query('UPDATE sports_selections SET operator_suspended = true WHERE id = $1::bigint', [
      live!.id,
    ]);
    const [prematch] = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM sports_selections
        WHERE book = 'prematch' AND status <> 3 ORDER BY id LIMIT 1`,
    );
    await db.query(
      'UPDATE sports_selections SET status = 3, settlement = 3 WHERE id = $1::bigint',
      [prematch!.id],
    );
    h.inplay.length = 0;
    const from = h.now();
    for (let t = from + 10_000; t < from + 20 * 60_000; t += 10_000) {
      h.setNow(t);
      await h.job.tick();
    }
    const changes = h.inplay.flatMap((e) => (e.type === 'prices' ? e.changes : []));
    for (const change of changes.filter((c) => c.id === live!.id)) {
      expect([2, 3]).toContain(change.status);
    }
    const [kept] = await db.query<{ operator_suspended: boolean }>(
      'SELECT operator_suspended FROM sports_selections WHERE id = $1::bigint',
      [live!.id],
    );
    expect(kept!.operator_suspended).toBe(true);
    const [corrected] = await db.query<{ status: number; settlement: number }>(
      'SELECT status, settlement FROM sports_selections WHERE id = $1::bigint',
      [prematch!.id],
    );
    expect(corrected).toEqual({ status: 3, settlement: 3 });
  });

  it('publishes nothing for a tick that rolled back, and the next tick recovers', async () => {
    const broken = await harness(db, (adapter) => ({
      snapshot: (now) => {
        const list = adapter.snapshot(now);
        const victim = list.findIndex((f) => f.prematch.Fixture!.Status === 1);
        const first = list[victim]!;
        const bad: FeedFixture = {
          ...first,
          prematch: {
            ...first.prematch,
            Fixture: { ...first.prematch.Fixture!, Status: 42 as 1 },
          },
        };
        return list.map((f, i) => (i === victim ? bad : f));
      },
      lookup: (ids, now) => adapter.lookup(ids, now),
    }));
    broken.setNow(h.now() + 10 * 60_000);
    const before = await tableState(db);
    await expect(broken.job.tick()).rejects.toThrow();
    expect(broken.inplay).toEqual([]);
    expect(broken.general).toEqual([]);
    expect(await tableState(db)).toEqual(before);
    h.setNow(broken.now());
    const recovered = await h.job.tick();
    expect(recovered.selectionsWritten).toBeGreaterThan(0);
  });

  it.runIf(target === 'postgres')('writes nothing while another node holds the lead', async () => {
    h.setNow(h.now() + 60_000);
    const result = await db.transaction(async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(${SPORTS_FEED_LOCK}, hashtext(current_schema()))`,
      );
      return h.job.tick();
    });
    expect(result.leader).toBe(false);
    expect(result.selectionsWritten).toBe(0);
    const resumed = await h.job.tick();
    expect(resumed.leader).toBe(true);
  });

  it('a follower computes no snapshot while another node keeps the book, and takes over when it stops', async () => {
    const FOLLOW_MS = 3_000;
    let snapshots = 0;
    const follower = await harness(
      db,
      (adapter) => ({
        snapshot: (at) => {
          snapshots += 1;
          return adapter.snapshot(at);
        },
        lookup: (ids, at) => adapter.lookup(ids, at),
      }),
      FOLLOW_MS,
    );
    h.setNow(h.now() + 60_000);
    expect((await h.job.tick()).leader).toBe(true);
    follower.setNow(h.now() + FOLLOW_MS - 1);
    const skipped = await follower.job.tick();
    expect(skipped.leader).toBe(false);
    expect(snapshots).toBe(0);
    expect(follower.inplay).toEqual([]);
    // The writer went quiet for the whole window: the follower takes the book over, and keeps
    // it on its next tick (the row it wrote is its own).
    follower.setNow(h.now() + FOLLOW_MS);
    const takeover = await follower.job.tick();
    expect(takeover.leader).toBe(true);
    expect(snapshots).toBe(1);
    follower.setNow(follower.now() + 1_000);
    expect((await follower.job.tick()).leader).toBe(true);
    // The first writer, with no follow window, still takes the lock whenever it ticks.
    h.setNow(follower.now() + 1_000);
    expect((await h.job.tick()).leader).toBe(true);
  }, 120_000);
});

describe.each(dbTargets)('the first node on a fresh database on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  }, 60_000);
  afterAll(() => closeTestDb(db));

  // The state row `prepare` inserts (tick 0) was written by no node's tick: a node with a follow
  // window must not take it for a leader and wait the window out before the first book.
  it('leads its first tick even with a follow window', async () => {
    const first = await harness(db, (adapter) => adapter, 3_000);
    const tick = await first.job.tick();
    expect(tick.leader).toBe(true);
    expect(tick.fixturesWritten).toBeGreaterThan(0);
  }, 120_000);
});

describe.each(dbTargets)('clock jumps on %s', (target) => {
  let stepped: Db;
  let jumped: Db;

  beforeAll(async () => {
    stepped = await openTestDb(target);
    jumped = await openTestDb(target);
  }, 60_000);
  afterAll(async () => {
    await closeTestDb(stepped);
    await closeTestDb(jumped);
  });

  it('a three-hour jump ends with the tables where stepping a minute at a time ends', async () => {
    const a = await harness(stepped);
    const b = await harness(jumped);
    await a.job.tick();
    await b.job.tick();
    const end = T0 + 3 * HOUR;
    for (let t = T0 + 60_000; t <= end; t += 60_000) {
      a.setNow(t);
      await a.job.tick();
    }
    b.setNow(end);
    const jump = await b.job.tick();
    expect(jump.settledSelectionIds.length).toBeGreaterThan(100);
    const [left, right] = [await tableState(stepped), await tableState(jumped)];
    expect(right.fixtures).toEqual(left.fixtures);
    expect(right.selections).toEqual(left.selections);
  }, 180_000);
});
