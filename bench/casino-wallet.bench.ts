/**
 * `npm run bench:casino-wallet`: the seamless wallet's signed `bet` + `win`
 * pairs over real HTTP at 64 clients on PostgreSQL, with calls/s and p50/p99, printed beside
 * pgbench TPC-B (scale 64 ≥ clients, as pgbench's documentation asks; `-M prepared`) measured in
 * the same run, and the machine's load. Target: calls/s ≥ 2 × pgbench tps at p99 ≤ 20 ms.
 * Figures only; nothing here fails on time.
 *
 * The API runs in this process; the provider (the load generator) runs in a child process, so
 * its work is not charged to the API's JavaScript thread. Its bodies are signed before the
 * measured window (RSA-2048 signing costs ~0.4 ms of CPU, which a real provider pays on its own
 * machines); the server verifies every signature inside the window, as it must. Each client is
 * one member with a live launch token: bet 1,000 won on a fresh round, then win on it with
 * round_closed — two money transactions, each with its round, provider transaction and call log.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:casino-wallet
 *
 * Options (environment): BENCH_CASINO_SECONDS (20), BENCH_CASINO_POOL (API pool, 16),
 * BENCH_CASINO_PAIRS (signed pairs prepared per client, 400), BENCH_CASINO_HISTORY (closed
 * rounds the provider has before the window, 100,000), BENCH_CASINO_KEEP (1 keeps the schema).
 */
import { generateKeyPairSync } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createInProcessBus } from '../server/platform/bus/in-process.bus';
import type { Db } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/pg.driver';
import { seedDemoData } from '../server/seed/seed';
import { createLaunchToken } from '../tests/integration/helpers/casino-signing';
import type { WalletLoadOrders, WalletLoadReport } from './casino-wallet.load';
import { seedBenchProvider, seedCasinoHistory, seedFundedMembers } from './lib/casino-bench-seed';
import { cpuLine, loadFromChild, perCpuSecondLine } from './lib/child-load';
import { describePgbench, runPgbench } from './lib/pgbench';
import { databaseBackendPids } from './lib/window-cpu';

const CLIENTS = 64;
const SECONDS = Number(process.env.BENCH_CASINO_SECONDS ?? 20);
const POOL = Number(process.env.BENCH_CASINO_POOL ?? 16);
const PAIRS = Number(process.env.BENCH_CASINO_PAIRS ?? 400);
const WARMUP_SECONDS = 2;
const PGBENCH_SCALE = 64;
/** Closed rounds the provider already has when the bench starts (two transactions each). */
const HISTORY_ROUNDS = Number(process.env.BENCH_CASINO_HISTORY ?? 100_000);
const FUNDS_WON = 1_000_000_000;
const TARGET_RATIO = 2;
const TARGET_P99_MS = 20;
/** A provider of its own, so the built-in demo provider (which installs its key at start) is untouched. */
const PROVIDER = { id: 90, code: 'bench', name: '벤치', game: 'bench-slot' };

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The bench provider with its key, its one slot and its past rounds, and one funded member with a
 * token per client.
 */
async function seedProvider(db: Db, publicPem: string): Promise<string[]> {
  await seedBenchProvider(db, PROVIDER, publicPem);
  const ids = await seedFundedMembers(db, {
    prefix: 'cbench',
    nickname: '카지노벤치',
    count: CLIENTS,
    fundsWon: FUNDS_WON,
  });
  await seedCasinoHistory(db, {
    providerId: PROVIDER.id,
    gameCode: PROVIDER.game,
    memberIds: ids,
    rounds: HISTORY_ROUNDS,
  });
  const tokens: string[] = [];
  for (const id of ids) {
    tokens.push(
      await createLaunchToken(db, {
        memberId: id,
        gameCode: PROVIDER.game,
        providerId: PROVIDER.id,
      }),
    );
  }
  return tokens;
}

interface ServerSide {
  p50Us: number;
  p99Us: number;
  /** Money calls per transaction (wallet-batch.ts group commit). */
  meanBatch: number;
}

/** The wallet's own time per call (casino_calls.duration_us: verify, transaction, commit). */
async function serverSide(db: Db, report: WalletLoadReport): Promise<ServerSide> {
  const [row] = await db.query<{ p50: number; p99: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_us)::int AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY duration_us)::int AS p99
       FROM casino_calls WHERE provider_id = $1 AND created_at >= $2 AND created_at < $3`,
    [PROVIDER.id, new Date(report.startedAt), new Date(report.endedAt)],
  );
  // A batch stamps its calls with one `now`: distinct stamps count the transactions written.
  const [batches] = await db.query<{ calls: number; stamps: number }>(
    `SELECT count(*)::int AS calls, count(DISTINCT created_at)::int AS stamps
       FROM casino_transactions WHERE provider_id = $1 AND created_at >= $2 AND created_at < $3`,
    [PROVIDER.id, new Date(report.startedAt), new Date(report.endedAt)],
  );
  const meanBatch = batches && batches.stamps > 0 ? batches.calls / batches.stamps : 0;
  return { p50Us: row?.p50 ?? 0, p99Us: row?.p99 ?? 0, meanBatch };
}

async function benchWallet(url: string) {
  const schema = `bench_casino_${Date.now().toString(36)}`;
  const db = await openPostgres(url, { schema, max: POOL });
  const bus = createInProcessBus();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  try {
    await migrate(db);
    await seedDemoData(db);
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const tokens = await seedProvider(db, publicPem);
    const app = buildApp({
      db,
      bus,
      config: testConfig({ logLevel: (process.env.BENCH_LOG_LEVEL as 'silent') ?? 'silent' }),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const report = await loadFromChild<WalletLoadReport>(
        fileURLToPath(new URL('./casino-wallet.load.ts', import.meta.url)),
        {
          url: `${address}/api/casino/wallet/${PROVIDER.code}`,
          privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          gameCode: PROVIDER.game,
          tokens,
          pairsPerClient: PAIRS,
          warmupSeconds: WARMUP_SECONDS,
          seconds: SECONDS,
        } satisfies WalletLoadOrders,
        () => databaseBackendPids(db),
      );
      return { report, server: await serverSide(db, report), loadDuring: load() };
    } finally {
      await app.close();
    }
  } finally {
    await bus.close();
    // BENCH_CASINO_KEEP=1 keeps the schema for EXPLAIN (drop it by hand afterwards).
    if (process.env.BENCH_CASINO_KEEP === '1') console.log(`  kept schema ${schema}`);
    else await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
}

async function main(): Promise<void> {
  if (!pgUrl) {
    console.log('[casino-wallet] skipped: set BENCH_DATABASE_URL (PostgreSQL) to run it');
    return;
  }
  console.log(
    `[casino-wallet] PostgreSQL, ${CLIENTS} clients, ${SECONDS} s, pool ${POOL}, load before ${load()}`,
  );
  // The wallet first and closed before pgbench, so neither competes for cores or connections.
  const wallet = await benchWallet(pgUrl);
  const pgbench = await runPgbench({
    url: pgUrl,
    clients: CLIENTS,
    seconds: SECONDS,
    scale: PGBENCH_SCALE,
    label: 'casino',
  });
  const { figures } = wallet.report;
  const ratio = figures.callsPerSec / pgbench.tps;
  console.log(
    `  wallet bet+win          ${String(figures.callsPerSec).padStart(6)} calls/s ` +
      `(${figures.pairsPerSec} pairs/s)   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms   ` +
      `not RS_OK ${figures.notOk}   errors ${figures.errors}   load ${wallet.loadDuring}` +
      (figures.ranOut ? '   (a client used every prepared pair: raise BENCH_CASINO_PAIRS)' : ''),
  );
  console.log(
    `    server side (casino_calls.duration_us)   p50 ${(wallet.server.p50Us / 1000).toFixed(2)} ms   ` +
      `p99 ${(wallet.server.p99Us / 1000).toFixed(2)} ms   ` +
      `calls per transaction ${wallet.server.meanBatch.toFixed(1)}`,
  );
  const seconds = (wallet.report.endedAt - wallet.report.startedAt) / 1000;
  console.log(cpuLine(wallet.report.cpu, seconds, figures.callsPerSec, 'call'));
  console.log(`  ${describePgbench(pgbench)}`);
  if (pgbench.cpuShare) {
    const work = { perSec: figures.callsPerSec, seconds, cpu: wallet.report.cpu, unit: 'calls' };
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
