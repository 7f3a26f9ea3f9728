/**
 * Where the cores go during a bench's measured window: CPU time (user + system) of this process,
 * of local PostgreSQL backends (from /proc, by pid), and whatever a child process reports of its
 * own. On a shared 2-core machine the elapsed time follows the load; CPU time per unit of work
 * far less, so both are printed.
 */
import { readFile } from 'node:fs/promises';
import type { Db } from '../../server/platform/db/db';

/** A load generator prints this line on stdout when its measured window opens. */
export const WINDOW_OPENS = 'window-opens';

/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU ms a local process has used; 0 where /proc cannot be read (a remote server, an exit). */
export async function processCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" closing the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** This process's CPU ms so far. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The backend pid of every connection of the pool: `size` transactions held open at once, so
 * each takes its own pooled connection (and opens it, if the pool had not yet).
 */
export async function poolBackendPids(db: Db, size: number): Promise<number[]> {
  let arrived = 0;
  let release!: () => void;
  const allThere = new Promise<void>((resolve) => (release = resolve));
  const pids = await Promise.all(
    Array.from({ length: size }, () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        arrived += 1;
        if (arrived === size) release();
        await allThere;
        return row!.pid;
      }),
    ),
  );
  return [...new Set(pids)];
}

/** The pid of every client connection to the database `db` uses (a bench has it to itself). */
export async function databaseBackendPids(db: Db): Promise<number[]> {
  const rows = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend'`,
  );
  return rows.map((row) => row.pid);
}

/** The CPU ms of each of these processes (0 for one that is gone). */
export async function processesCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const each = await Promise.all(pids.map(processCpuMs));
  return new Map(pids.map((pid, i) => [pid, each[i]!]));
}

/**
 * CPU ms these processes used between two readings. A process gone by the second reading (a
 * pooled connection closed when idle) counts for nothing rather than for minus what it had.
 */
export function cpuMsBetween(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let sum = 0;
  for (const [pid, ms] of after) if (ms > 0) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
