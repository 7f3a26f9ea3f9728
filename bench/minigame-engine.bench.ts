/**
 * Minigame engine figures: `npx tsx bench/minigame-engine.bench.ts [seconds] [bets]`.
 *  1. Every catalog game ticking at once over `seconds` of accelerated time (one tick per
 *     simulated second, as the 1 s timer would): CPU share of one core = process.cpuUsage() over
 *     the simulated wall time (targets < 5 %). PGlite only.
 *  2. Settling `bets` bets of one round (one member each, spec §4 single bet): elapsed time of
 *     the settle transaction (target: 100,000 bets < 2 s), on an in-memory PGlite and, when
 *     BENCH_DATABASE_URL is set, on PostgreSQL too (in a throwaway schema). The money is one
 *     compound ledger transfer (migration 009): one entry per paid member plus bets_pending
 *     and house. BENCH_PROFILE=1 also prints each statement of the settle transaction, timed.
 * Prints figures only; no assertions.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { Db, Queryable } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/pg.driver';
import { openPglite } from '../server/platform/db/pglite.driver';
import { MinigameEngine } from '../server/minigame/rounds/engine';
import { settleRound } from '../server/minigame/rounds/round-steps';
import { transfer } from '../server/platform/ledger/transfer';
import { verifyLedger } from '../server/platform/ledger/verify';
import { seedMinigameSettings } from '../server/minigame/minigame-settings.defaults';

const SIM_SECONDS = Number(process.argv[2] ?? 600);
const BETS = Number(process.argv[3] ?? 100_000);
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const START = Date.UTC(2025, 0, 1, 3, 0, 0);
const GAME_ID = 211;
const STAKE = 1000;
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s. */
const CLOCK_TICKS_PER_SECOND = 100;
const noop = { round: () => {}, betsSettled: () => {} };

async function prepared(db: Db): Promise<Db> {
  await migrate(db);
  await seedMinigameSettings(db);
  return db;
}

async function tickingFigures(db: Db): Promise<void> {
  let now = START;
  const engine = new MinigameEngine(db, () => new Date(now), noop);
  await engine.tick();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let s = 0; s < SIM_SECONDS; s++) {
    now += 1000;
    await engine.tick();
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::bigint AS count FROM minigame_rounds WHERE status = 'settled'`,
  );
  console.log(
    `ticking: ${SIM_SECONDS} simulated s, ${row?.count ?? 0} rounds settled, CPU ${cpuMs.toFixed(0)} ms ` +
      `(real ${wall.toFixed(0)} ms) → ${((cpuMs / (SIM_SECONDS * 1000)) * 100).toFixed(2)} % of one core`,
  );
}

/**
 * One drawn round holding BETS open bets, one fresh member each, all inserted with set-based
 * SQL (the setup is not what is measured). Half the bets win (odd), half lose (even).
 */
async function roundWithBets(db: Db, now: Date): Promise<string> {
  const engine = new MinigameEngine(db, () => now, noop);
  await engine.tick();
  const [round] = await db.query<{ round_id: string }>(
    `SELECT round_id FROM minigame_rounds WHERE game_id = $1 AND status = 'open' ORDER BY draw_at LIMIT 1`,
    [GAME_ID],
  );
  const roundId = round!.round_id;
  await db.query(
    `INSERT INTO members (user_id, password_hash, nickname, phone, type, role, level, recommend_code)
     SELECT 'bench' || g, 'x', 'n' || g, '010', 1, 0, 1, 'rc' || g FROM generate_series(1, $1) g`,
    [BETS],
  );
  await db.query(
    `INSERT INTO ledger_accounts (kind, currency, member_id)
     SELECT 'member_cash', 'KRW', id FROM members WHERE user_id LIKE 'bench%'`,
  );
  await db.query(
    `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                odds_hundredths, idempotency_key)
     SELECT id, $1, $2, CASE WHEN id % 2 = 0 THEN 'powerballOddEven.odd' ELSE 'powerballOddEven.even' END,
            $3, 195, 'bench:' || id FROM members WHERE user_id LIKE 'bench%'`,
    [GAME_ID, roundId, STAKE],
  );
  // The stakes, as placement would have left them in bets_pending (one transfer standing in for
  // BETS stake debits), so the books balance and verifyLedger can check the settlement.
  await db.transaction((tx) =>
    transfer(tx, {
      idempotencyKey: `bench-stakes:${roundId}`,
      kind: 'minigame_stake',
      from: { system: 'house', currency: 'KRW' },
      to: { system: 'bets_pending', currency: 'KRW' },
      amount: BETS * STAKE,
    }),
  );
  await db.query(
    `UPDATE minigame_rounds SET status = 'drawn', outcome = '{"balls":[1,2,3,4,5],"powerball":3,"sum":15}'
      WHERE game_id = $1 AND round_id = $2`,
    [GAME_ID, roundId],
  );
  // Fresh statistics, as autovacuum would have after a round's worth of inserts.
  await db.query(
    'ANALYZE members, ledger_accounts, minigame_bets, ledger_transfers, ledger_entries',
  );
  return roundId;
}

/** With BENCH_PROFILE=1: each statement of the settle transaction, timed (the profile). */
function profiled(tx: Queryable, lines: string[]): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const t = performance.now();
      const rows = await tx.query<Row>(sql, params);
      const head = sql.replace(/\s+/g, ' ').trim().slice(0, 90);
      lines.push(
        `  ${(performance.now() - t).toFixed(0).padStart(6)} ms  ${rows.length} rows  ${head}`,
      );
      return rows;
    },
  };
}

/**
 * CPU time (user + system) a local process has used, from /proc: the PostgreSQL backend that ran
 * the settlement. On a shared machine the elapsed time depends on the load, the CPU time far
 * less; both are printed. 0 where /proc cannot be read (a remote server).
 */
async function processCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" closing the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function settlementFigures(db: Db, label: string): Promise<void> {
  const now = new Date(START + SIM_SECONDS * 1000);
  const roundId = await roundWithBets(db, now);
  const profile: string[] = [];
  const backend = { pid: 0, cpuMs: 0 };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const settled = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      backend.pid = row!.pid;
      backend.cpuMs = await processCpuMs(row!.pid);
    }
    return settleRound(
      process.env.BENCH_PROFILE ? profiled(tx, profile) : tx,
      GAME_ID,
      roundId,
      now,
    );
  });
  const ms = performance.now() - t0;
  const nodeCpu = process.cpuUsage(cpu0);
  const nodeCpuMs = (nodeCpu.user + nodeCpu.system) / 1000;
  const dbCpuMs = backend.pid === 0 ? null : (await processCpuMs(backend.pid)) - backend.cpuMs;
  if (profile.length > 0) console.log(`profile (${label}):\n${profile.join('\n')}`);
  const t1 = performance.now();
  const again = await db.transaction((tx) => settleRound(tx, GAME_ID, roundId, now));
  const againMs = performance.now() - t1;
  const report = await verifyLedger(db);
  const [rows] = await db.query<{ transfers: number; entries: number }>(
    `SELECT count(DISTINCT t.id)::bigint AS transfers, count(e.id)::bigint AS entries
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      WHERE t.reference = $1`,
    [`minigame:${GAME_ID}:${roundId}`],
  );
  // The machine's load: on a shared box the elapsed time is only comparable at a like load.
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `settlement (${label}): ${settled?.paidMembers.length ?? 0} members paid for ${settled?.bets ?? 0} bets in ${ms.toFixed(0)} ms ` +
      `(${rows?.transfers ?? 0} ledger transfer, ${rows?.entries ?? 0} entries; ` +
      `CPU ${dbCpuMs === null ? '' : `database ${dbCpuMs.toFixed(0)} ms + `}node ${nodeCpuMs.toFixed(0)} ms; load ${load}); ` +
      `re-run ${again === null ? 'moved nothing' : 'SETTLED AGAIN'} (${againMs.toFixed(0)} ms); ` +
      `ledger ${report.ok ? 'verified' : `BROKEN: ${report.problems.join('; ')}`}`,
  );
}

async function main(): Promise<void> {
  const pglite = await prepared(await openPglite(undefined));
  try {
    await tickingFigures(pglite);
    await settlementFigures(pglite, 'PGlite');
  } finally {
    await pglite.close();
  }
  if (!BENCH_DATABASE_URL) return;
  const schema = `bench_${Date.now().toString(36)}`;
  const pg = await prepared(await openPostgres(BENCH_DATABASE_URL, { schema, max: 2 }));
  try {
    await settlementFigures(pg, 'PostgreSQL');
  } finally {
    await pg.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pg.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
