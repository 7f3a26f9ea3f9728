/**
 * Sports feed figures (the feed must stay cheap, so the bench prints what a tick costs):
 *   npx tsx bench/sports-feed.bench.ts [simulatedSeconds] [horizonHours]
 *  1. the first tick of a fresh database (the whole prematch horizon written at once);
 *  2. steady ticking, one tick per simulated second as the 1 s timer would: wall time per tick
 *     (p50/p99), CPU per tick and the share of one core, rows written and messages sent;
 *  3. a three-hour clock jump (dev clock) in one tick.
 * On an in-memory PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL (throwaway schema).
 * Prints figures only; no assertions.
 */
import type { Db } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/pg.driver';
import { openPglite } from '../server/platform/db/pglite.driver';
import { SportsFeedJob, type TickResult } from '../server/sports/feed/feed-job';
import { DEFAULT_LOOKBACK_MS, SportsSimulator } from '../server/sports/feed/sim/simulator';

const SIM_SECONDS = Number(process.argv[2] ?? 300);
const HORIZON_HOURS = Number(process.argv[3] ?? 72);
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const START = Date.UTC(2025, 5, 1, 10, 0, 0);
const HOUR_MS = 3_600_000;

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(name: string, db: Db): Promise<void> {
  await migrate(db);
  let now = START;
  let messages = 0;
  const seed = await SportsFeedJob.prepare(db, 'bench');
  const job = new SportsFeedJob(
    db,
    () => new Date(now),
    new SportsSimulator({ seed, horizonMs: HORIZON_HOURS * HOUR_MS }),
    { inplay: () => (messages += 1), general: () => (messages += 1) },
    { lookbackMs: DEFAULT_LOOKBACK_MS },
  );

  let cpu = process.cpuUsage();
  const first = await job.tick();
  cpu = process.cpuUsage(cpu);
  const [counts] = await db.query<{ fixtures: number; selections: number }>(
    `SELECT (SELECT count(*)::int FROM sports_fixtures) AS fixtures,
            (SELECT count(*)::int FROM sports_selections) AS selections`,
  );
  console.log(`\n[sports feed] ${name}, horizon ${HORIZON_HOURS} h`);
  console.log(
    `  first tick: ${counts?.fixtures} fixtures, ${counts?.selections} selections written in ` +
      `${first.totalMs.toFixed(0)} ms (snapshot ${first.snapshotMs.toFixed(0)} ms, CPU ${cpuMs(cpu).toFixed(0)} ms)`,
  );

  messages = 0;
  const ticks: TickResult[] = [];
  cpu = process.cpuUsage();
  const wall0 = performance.now();
  for (let s = 0; s < SIM_SECONDS; s++) {
    now += 1_000;
    ticks.push(await job.tick());
  }
  const wall = performance.now() - wall0;
  cpu = process.cpuUsage(cpu);
  const totals = ticks.map((t) => t.totalMs).sort((a, b) => a - b);
  const snapshots = ticks.map((t) => t.snapshotMs).sort((a, b) => a - b);
  const rows = ticks.reduce((sum, t) => sum + t.fixturesWritten + t.selectionsWritten, 0);
  const settled = ticks.reduce((sum, t) => sum + t.settledSelectionIds.length, 0);
  const perTickCpu = cpuMs(cpu) / SIM_SECONDS;
  console.log(
    `  steady: ${SIM_SECONDS} ticks (1 simulated s each): tick p50 ${percentile(totals, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(totals, 99).toFixed(1)} ms (snapshot p50 ${percentile(snapshots, 50).toFixed(1)} ms); ` +
      `CPU ${perTickCpu.toFixed(1)} ms/tick → ${((perTickCpu / 1000) * 100).toFixed(2)} % of one core at a 1 s tick ` +
      `(real ${(wall / SIM_SECONDS).toFixed(1)} ms/tick)`,
  );
  console.log(
    `          ${(rows / SIM_SECONDS).toFixed(1)} rows written/tick, ${(messages / SIM_SECONDS).toFixed(1)} stream messages/tick, ` +
      `${settled} selections settled`,
  );

  cpu = process.cpuUsage();
  now += 3 * HOUR_MS;
  const jump = await job.tick();
  cpu = process.cpuUsage(cpu);
  console.log(
    `  3-hour jump: ${jump.fixturesWritten} fixtures + ${jump.selectionsWritten} selections written, ` +
      `${jump.settledSelectionIds.length} settled, in ${jump.totalMs.toFixed(0)} ms (CPU ${cpuMs(cpu).toFixed(0)} ms)`,
  );
}

async function main(): Promise<void> {
  const pglite = await openPglite(undefined);
  try {
    await run('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  if (!BENCH_DATABASE_URL) {
    console.log('\n[sports feed] PostgreSQL: skipped (set BENCH_DATABASE_URL)');
    return;
  }
  const schema = `bench_feed_${process.pid}`;
  const pg = await openPostgres(BENCH_DATABASE_URL, { schema, max: 4 });
  try {
    await run('PostgreSQL', pg);
  } finally {
    await pg.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pg.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
