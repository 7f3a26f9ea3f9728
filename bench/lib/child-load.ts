/**
 * A bench's load generator in a child process of its own (so its work is not charged to the
 * API's JavaScript thread), and where the cores went while it measured: the child prints
 * WINDOW_OPENS when its measured window opens and, last, one JSON report with its own CPU ms
 * in that window; this side reads its own CPU (the API runs in the bench's process) and the
 * PostgreSQL backends' at that line and again when the child exits (the backends listed at both
 * readings: a pool closes idle connections and opens others).
 */
import { spawn } from 'node:child_process';
import { cpuMsBetween, ownCpuMs, processesCpuMs, WINDOW_OPENS } from './window-cpu';

/** CPU ms spent in the measured window by each side. */
export interface WindowCpu {
  apiMs: number;
  backendsMs: number;
  loadMs: number;
}

/** Runs `script` (a .ts file) with `orders` on stdin; its last stdout line is its report. */
export async function loadFromChild<Report extends { cpuMs: number }>(
  script: string,
  orders: unknown,
  listBackends: () => Promise<readonly number[]>,
): Promise<Report & { cpu: WindowCpu }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let opened: Promise<{ api: number; backends: Map<number, number> }> | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!opened && output.includes(WINDOW_OPENS)) {
      const api = ownCpuMs();
      opened = listBackends()
        .then(processesCpuMs)
        .then((backends) => ({ api, backends }));
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.stdin.end(JSON.stringify(orders));
  const code = await exited;
  const apiAfter = ownCpuMs();
  if (code !== 0 || !opened) throw new Error(`load generator exited with ${code}`);
  const before = await opened;
  const backendsAfter = await processesCpuMs([
    ...new Set([...before.backends.keys(), ...(await listBackends())]),
  ]);
  const report = JSON.parse(output.trim().split('\n').at(-1)!) as Report;
  const cpu = {
    apiMs: apiAfter - before.api,
    backendsMs: cpuMsBetween(before.backends, backendsAfter),
    loadMs: report.cpuMs,
  };
  return { ...report, cpu };
}

/** Each side's share of one core over the window, and its CPU per unit of work done. */
export function cpuLine(cpu: WindowCpu, seconds: number, perSec: number, unit: string): string {
  const done = perSec * seconds;
  const side = (name: string, ms: number) =>
    `${name} ${Math.round(ms / seconds / 10)}% (${done > 0 ? (ms / done).toFixed(2) : '—'} ms/${unit})`;
  return (
    `    CPU in the window, share of one core (2 cores: 200%):   ${side('API node', cpu.apiMs)}   ` +
    `${side('PostgreSQL backends', cpu.backendsMs)}   ${side('load generator', cpu.loadMs)}`
  );
}

/**
 * On a shared machine each side gets the share of the cores the scheduler gives it: the work
 * per CPU-second compares the two sides' costs whatever share they got.
 */
export function perCpuSecondLine(
  work: { perSec: number; seconds: number; cpu: WindowCpu; unit: string },
  pgbench: { tps: number; cpuShare: { backends: number; client: number } },
): string {
  const { cpu, seconds } = work;
  const share = (cpu.apiMs + cpu.backendsMs + cpu.loadMs) / seconds / 1000;
  const pgbenchShare = (pgbench.cpuShare.backends + pgbench.cpuShare.client) / 100;
  const ours = work.perSec / share;
  const theirs = pgbench.tps / pgbenchShare;
  return (
    `    per CPU-second: ${Math.round(ours)} ${work.unit} beside ` +
    `${Math.round(theirs)} pgbench transactions (${(ours / theirs).toFixed(2)}×)`
  );
}
