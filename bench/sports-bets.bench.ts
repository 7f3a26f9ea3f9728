/**
 * `npm run bench:sports`: sports bets accepted per second over HTTP
 * on PostgreSQL at 64 clients, with p50/p99 and the load average, printed beside pgbench TPC-B
 * measured in the same run (bench/lib/pgbench.ts: scale 64 ≥ clients, as pgbench's documentation
 * asks, `-M prepared`, a scratch database initialised once; the line names scale, clients and
 * threads). Target: bets/s ≥ 2 × pgbench tps at p99 ≤ 50 ms. Figures only; nothing here fails on
 * time.
 *
 * Where the cores go: CPU of the API process, its pool's PostgreSQL backends and the load
 * generator over the measured window (share of one core, ms per bet), bets per batch
 * transaction, pgbench's backends and client in the middle of its run, and both sides' work per
 * CPU-second — on a shared 2-core machine each side gets what the scheduler gives it (64 busy
 * pgbench backends draw more than the API's few processes), so the ratio is read beside it.
 *
 * Each request is a full placement (POST /api/sports/bets): session check (checks arriving
 * together share one query), zod validation, then the placement joins the batch that forms
 * while the previous one commits (sports-bet-batch.ts): one transaction per batch of three
 * statements — bettors + selections (FOR SHARE) + cash and shards locked; bets + legs; the
 * stake transfers — each slip re-priced, limited and answered on its own. Many members with
 * funds and a distinct idempotency key per request, so nothing is a replay; picks spread over a
 * book of prematch fixtures. The load generator runs in its own process
 * (sports-bets.load.ts), so its work is not charged to the API's JavaScript thread; accepted
 * bets are counted in the database over the measured window.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:sports
 *
 * Options (environment): BENCH_SPORTS_SECONDS (20), BENCH_SPORTS_MEMBERS (1000),
 * BENCH_SPORTS_POOL (connections of the API's pool, 8), BENCH_SPORTS_PGBENCH (`skip`: the placement
 * alone, when comparing two versions of it back to back).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { createInProcessBus } from '../server/platform/bus/in-process.bus';
import { testConfig } from '../server/config';
import type { Db } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/pg.driver';
import { openMemberAccounts } from '../server/platform/ledger/accounts';
import { transferMany } from '../server/platform/ledger/bulk-transfer';
import { newSessionToken } from '../server/auth/session-token';
import { seedDemoData } from '../server/seed/seed';
import type { LoadFigures } from './http-load';
import { describePgbench, loadAverage, runPgbench } from './lib/pgbench';
import { cpuLine, loadFromChild, perCpuSecondLine, type WindowCpu } from './lib/child-load';
import { poolBackendPids } from './lib/window-cpu';
import type { LoadOrders, LoadReport } from './sports-bets.load';

const here = dirname(fileURLToPath(import.meta.url));

const CLIENTS = 64;
const SECONDS = Number(process.env.BENCH_SPORTS_SECONDS ?? 20);
const MEMBERS = Number(process.env.BENCH_SPORTS_MEMBERS ?? 1_000);
const POOL = Number(process.env.BENCH_SPORTS_POOL ?? 8);
const WARMUP_SECONDS = 3;
const FIXTURES = 200;
const FUNDS_WON = 100_000_000;
const STAKE_WON = 5_000;
const TARGET_RATIO = 2;
const TARGET_P99_MS = 50;

const WITH_PGBENCH = process.env.BENCH_SPORTS_PGBENCH !== 'skip';

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

interface Bettor {
  token: string;
}
type Pick = LoadOrders['book'][number][number];

/** Members with money and a live session each, made directly in the database. */
async function seedBettors(db: Db): Promise<Bettor[]> {
  const ids = await db.query<{ id: number }>(
    `INSERT INTO members (user_id, password_hash, nickname, recommend_code)
     SELECT 'bench' || n, 'x', '벤치' || n, 'BENCH' || n FROM generate_series(1, $1) n
     RETURNING id`,
    [MEMBERS],
  );
  const bettors: Bettor[] = [];
  await db.transaction(async (tx) => {
    for (const { id } of ids) await openMemberAccounts(tx, id);
    await transferMany(tx, {
      kind: 'seed_credit',
      from: { system: 'house', currency: 'KRW' },
      credits: ids.map(({ id }) => ({
        idempotencyKey: `bench-fund:${id}`,
        to: { memberId: id, kind: 'member_cash' as const },
        amount: FUNDS_WON,
      })),
    });
    for (const { id } of ids) {
      const { token, tokenHash } = newSessionToken();
      await tx.query('INSERT INTO sessions (member_id, token_hash) VALUES ($1, $2)', [
        id,
        tokenHash,
      ]);
      bettors.push({ token });
    }
  });
  return bettors;
}

/** A prematch book: fixtures a week ahead, a 1X2 market each (ids above 2^53, as LSports'). */
async function seedBook(db: Db): Promise<Pick[][]> {
  const base = 9_007_199_254_740_993n;
  const fixtures: Pick[][] = [];
  for (let f = 0; f < FIXTURES; f += 1) {
    const fixtureId = (base + BigInt(f * 10)).toString();
    await db.query(
      `INSERT INTO sports_fixtures (id, sport_id, location_id, location_name, league_id,
         league_name, home_name, away_name, starts_at, status)
       VALUES ($1::bigint, 6046, 1, '대한민국', 1, 'K리그1', $2, $3, now() + interval '7 days', 1)`,
      [fixtureId, `홈${f}`, `원정${f}`],
    );
    const picks: Pick[] = [];
    for (const [i, [name, price]] of (
      [
        ['1', 185],
        ['X', 330],
        ['2', 420],
      ] as const
    ).entries()) {
      const selectionId = (base + BigInt(f * 10 + i + 1)).toString();
      await db.query(
        `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, name, price)
         VALUES ($1::bigint, $2::bigint, 'prematch', 1, '1X2', $3, $4)`,
        [selectionId, fixtureId, name, price],
      );
      picks.push({ selectionId, priceHundredths: price });
    }
    fixtures.push(picks);
  }
  return fixtures;
}

async function benchPlacement(url: string): Promise<{
  figures: LoadFigures;
  accepted: number;
  loadDuring: string;
  cpu: WindowCpu;
  seconds: number;
  betsPerBatch: number;
}> {
  const schema = `bench_sports_${Date.now().toString(36)}`;
  const db = await openPostgres(url, { schema, max: POOL });
  const bus = createInProcessBus();
  try {
    await migrate(db);
    await seedDemoData(db);
    const [bettors, book] = [await seedBettors(db), await seedBook(db)];
    const app = buildApp({ db, bus, config: testConfig({ logLevel: 'silent' }) });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const backendPids = await poolBackendPids(db, POOL);
      const report = await loadFromChild<LoadReport>(
        join(here, 'sports-bets.load.ts'),
        {
          url: address,
          clients: CLIENTS,
          warmupSeconds: WARMUP_SECONDS,
          seconds: SECONDS,
          stakeWon: STAKE_WON,
          tokens: bettors.map((b) => b.token),
          book,
        },
        async () => backendPids,
      );
      // What committed in the measured window, not what the client counted.
      // A batch stamps its bets with one `now`: distinct stamps count the transactions written.
      const [placed] = await db.query<{ n: number; stamps: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT created_at)::int AS stamps
           FROM sports_bets WHERE created_at >= $1 AND created_at < $2`,
        [new Date(report.startedAt).toISOString(), new Date(report.endedAt).toISOString()],
      );
      const seconds = (report.endedAt - report.startedAt) / 1000;
      return {
        figures: report.figures,
        accepted: Math.round(placed!.n / seconds),
        loadDuring: loadAverage(),
        cpu: report.cpu,
        seconds,
        betsPerBatch: placed!.stamps > 0 ? placed!.n / placed!.stamps : 0,
      };
    } finally {
      await app.close();
    }
  } finally {
    await bus.close();
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
}

async function main(): Promise<void> {
  if (!pgUrl) {
    console.log('[sports-bets] skipped: set BENCH_DATABASE_URL (PostgreSQL) to run it');
    return;
  }
  console.log(
    `[sports-bets] PostgreSQL, ${CLIENTS} clients, ${SECONDS} s, ${MEMBERS} members, ` +
      `pool ${POOL}, load before ${loadAverage()}`,
  );
  // HTTP first and closed before pgbench, so neither competes for the 2 cores or connections.
  const placement = await benchPlacement(pgUrl);
  const { figures, accepted, loadDuring, cpu, seconds } = placement;
  console.log(
    `  POST /api/sports/bets   ${String(accepted).padStart(6)} bets accepted/s   ` +
      `(${figures.requestsPerSec} req/s)   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms   ` +
      `non-2xx ${figures.non2xx}   errors ${figures.errors}   load ${loadDuring}`,
  );
  console.log(`    bets per batch transaction ${placement.betsPerBatch.toFixed(1)}`);
  console.log(cpuLine(cpu, seconds, accepted, 'bet'));
  if (!WITH_PGBENCH) return;
  const pgbench = await runPgbench({
    url: pgUrl,
    clients: CLIENTS,
    seconds: SECONDS,
    label: 'sports',
  });
  const ratio = accepted / pgbench.tps;
  console.log(`  ${describePgbench(pgbench)}`);
  if (pgbench.cpuShare) {
    const work = { perSec: accepted, seconds, cpu, unit: 'bets' };
    console.log(perCpuSecondLine(work, { tps: pgbench.tps, cpuShare: pgbench.cpuShare }));
  }
  const met = ratio >= TARGET_RATIO && figures.p99Ms <= TARGET_P99_MS;
  console.log(
    `  ratio ${ratio.toFixed(2)}×, p99 ${figures.p99Ms} ms   ` +
      `(target ≥ ${TARGET_RATIO}× at p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'met' : 'not met'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
