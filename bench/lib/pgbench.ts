/**
 * pgbench TPC-B as the database's own yardstick for the HTTP benches, measured in the same run
 * on the same machine. Done the way pgbench's documentation asks: a scale at least as large as
 * the number of clients (at scale 1 every transaction updates the one pgbench_branches row, so
 * the figure measures that row's lock queue, not the database), prepared statements (the API's
 * hot statements are prepared too), and a scratch database initialised once per run and dropped
 * afterwards, so no tables or connections are left behind.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { cpuMsBetween, processCpuMs, processesCpuMs } from './window-cpu';

const run = promisify(execFile);

export interface PgbenchOrders {
  /** A PostgreSQL URL whose user may create databases; the scratch database is made beside it. */
  url: string;
  clients: number;
  seconds: number;
  /** pgbench worker threads (`-j`); the machine has 2 cores. */
  threads?: number;
  /** Defaults to the number of clients, the least pgbench's documentation accepts. */
  scale?: number;
  /** Names the scratch database, so concurrent benches do not collide. */
  label: string;
}

export interface PgbenchFigures {
  tps: number;
  scale: number;
  clients: number;
  threads: number;
  /** The load average when the run ended (1, 5 and 15 minutes). */
  loadDuring: string;
  /**
   * CPU of its backends and of the pgbench client in the middle of the run, as a share of one
   * core (null where /proc cannot be read): on a shared machine 64 busy backends draw more of
   * the cores than a few processes do, and the ratio should be read with it.
   */
  cpuShare: { backends: number; client: number } | null;
}

/** Seconds left out at each end of the run when sampling its CPU (connecting, finishing). */
const SETTLE_SECONDS = 2;

/** The CPU the run's backends and client use between two readings inside the run. */
async function sampleCpu(
  admin: pg.Client,
  database: string,
  clientPid: number | undefined,
  seconds: number,
): Promise<PgbenchFigures['cpuShare']> {
  const window = seconds - 2 * SETTLE_SECONDS;
  if (window <= 0 || clientPid === undefined) return null;
  await sleep(SETTLE_SECONDS * 1000);
  const rows = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  const pids = rows.rows.map((r) => r.pid);
  const [backendsBefore, clientBefore] = [
    await processesCpuMs(pids),
    await processCpuMs(clientPid),
  ];
  await sleep(window * 1000);
  const [backendsAfter, clientAfter] = [await processesCpuMs(pids), await processCpuMs(clientPid)];
  if (clientBefore === 0) return null;
  const share = (ms: number) => Math.round(ms / window / 10);
  return {
    backends: share(cpuMsBetween(backendsBefore, backendsAfter)),
    client: share(clientAfter - clientBefore),
  };
}

/** The machine's load average, printed beside every figure because the machine is shared. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** Initialises a scratch database once at `scale`, runs TPC-B on it, drops it. */
export async function runPgbench(orders: PgbenchOrders): Promise<PgbenchFigures> {
  const clients = orders.clients;
  const threads = orders.threads ?? 2;
  const scale = Math.max(orders.scale ?? clients, clients);
  const scratch = `bench_pgbench_${orders.label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: orders.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${scratch}`);
    const target = new URL(orders.url);
    target.pathname = `/${scratch}`;
    try {
      await run('pgbench', ['-i', '-q', '-s', String(scale), target.toString()]);
      const args = ['-c', String(clients), '-j', String(threads), '-T', String(orders.seconds)];
      const running = run('pgbench', [...args, '-M', 'prepared', target.toString()]);
      const cpuShare = await sampleCpu(admin, scratch, running.child.pid, orders.seconds).catch(
        () => null,
      );
      const { stdout } = await running;
      const loadDuring = loadAverage();
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
      if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
      return { tps: Number(tps), scale, clients, threads, loadDuring, cpuShare };
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
    }
  } finally {
    await admin.end();
  }
}

/** One line: the command's shape (scale, clients, threads) beside its tps, CPU and the load. */
export function describePgbench(figures: PgbenchFigures): string {
  const cpu = figures.cpuShare
    ? `   CPU: backends ${figures.cpuShare.backends}%, client ${figures.cpuShare.client}% of one core`
    : '';
  return (
    `pgbench TPC-B -s ${figures.scale} -c ${figures.clients} -j ${figures.threads} -M prepared ` +
    `${String(Math.round(figures.tps)).padStart(6)} tps${cpu}   load ${figures.loadDuring}`
  );
}
