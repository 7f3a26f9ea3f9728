/**
 * `npm run bench:sse [streams=10000] [eventsPerSec=5,7,10,14,20,30,50] [seconds=10]` (or
 * SSE_BENCH_STREAMS, SSE_BENCH_RATE, SSE_BENCH_SECONDS): SSE fan-out on one node. For the real hub
 * and then for a plain node:http baseline (bench/sse-baseline-server.ts), a server process
 * (bench/sse-target.ts) and a load-generator process (bench/sse-load.ts) are started with the
 * open-files limit raised; the generator opens the streams, the server's memory per idle stream is
 * taken after a GC, then events are published at a steady rate and the generator counts
 * deliveries and event age (due time → parsed by the client) for `seconds` after a warm-up.
 *
 * The rate climbs a ramp (a list of events/s), on the same open streams, until a step delivers less
 * than 95 % of what was offered or its p99 age passes 2 s: a side's capacity is the most
 * deliveries/s it kept at p99 ≤ 250 ms (steps over that budget are printed too). At one fixed rate both sides either carry it
 * (ratio 1) or one saturates (its age runs away); only the ramp compares what each can carry within
 * the age budget. Prints every step of both sides, their capacities and ratio, and the load
 * average. Figures only; nothing fails on time. With SSE_BENCH_BUS_URL (or BUS_URL) = nats://…,
 * the hub is measured a second time on the NATS JetStream bus (`hub-nats`: events published to
 * JetStream, read back by the node's consumer, ids = stream sequence).
 *
 * Budget: hub capacity ≥ 2× the baseline's at p99 event age ≤ 250 ms, memory ≤ 10 kB
 * per idle stream.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SseLoadCommand, SseLoadReport } from './sse-load';
import type { SseSide, SseTargetCommand, SseTargetReport } from './sse-target';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const STREAMS = Number(process.argv[2] ?? process.env.SSE_BENCH_STREAMS ?? 10_000);
const RAMP = String(process.argv[3] ?? process.env.SSE_BENCH_RATE ?? '5,7,10,14,20,30,50')
  .split(',')
  .map(Number);
const SECONDS = Number(process.argv[4] ?? process.env.SSE_BENCH_SECONDS ?? 10);
/** nats://…: the hub is measured on the JetStream bus too (`hub-nats`). */
const BENCH_BUS_URL = process.env.SSE_BENCH_BUS_URL || process.env.BUS_URL || undefined;
/** Publishing runs this long before counting starts: connections and JIT settle first. */
const WARM_UP_MS = 3_000;
/** A ramp step that delivers less than this share of what it offered has saturated the side. */
const CARRIED_SHARE = 0.95;
/** A step whose p99 age is past this is falling behind for good: higher steps are not run. */
const RUNAWAY_P99_MS = 2_000;
/** Quiet time after the streams open, before idle memory is read. */
const SETTLE_MS = 1_000;
const TARGET_P99_MS = 250;
const TARGET_IDLE_BYTES = 10 * 1024;
/** Wanted per process: each side of every stream is one descriptor. */
const WANTED_OPEN_FILES = 65_536;

interface StepFigures {
  eventsPerSec: number;
  deliveriesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  closedEarly: number;
  cpuPercent: number;
  loadCpuPercent: number;
  loopDelayP99Ms: number;
  loadLoopDelayP99Ms: number;
}

interface SideFigures {
  side: SseSide;
  open: number;
  failed: number;
  firstError: string | null;
  rssPerStreamBytes: number;
  heapPerStreamBytes: number;
  steps: StepFigures[];
  /** Most deliveries/s of a step within the age budget (0 if none was). */
  capacity: number;
}

/** A node child with tsx, GC exposed and the open-files limit raised as far as the hard limit allows. */
function spawnNode(script: string, args: string[]): ChildProcess {
  const command =
    `ulimit -n ${WANTED_OPEN_FILES} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; ` +
    `exec "${process.execPath}" --expose-gc --import tsx "$0" "$@"`;
  return spawn('bash', ['-c', command, resolve(ROOT, script), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function next<R extends { kind: string }, K extends R['kind']>(
  child: ChildProcess,
  kind: K,
): Promise<Extract<R, { kind: K }>> {
  for (;;) {
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`child exited with ${String(code)} while waiting for "${kind}"`);
      }),
    ])) as [R];
    if (message.kind === kind) return message as Extract<R, { kind: K }>;
  }
}

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One step of the ramp: `eventsPerSec` published for the warm-up and `SECONDS`, counted by the generator. */
async function measureStep(
  target: ChildProcess,
  load: ChildProcess,
  eventsPerSec: number,
): Promise<StepFigures> {
  const startMs = Date.now() + 500;
  const fromMs = startMs + WARM_UP_MS;
  const untilMs = fromMs + SECONDS * 1_000;
  target.send({
    kind: 'publish',
    eventsPerSec,
    startMs,
    fromMs,
    untilMs,
  } satisfies SseTargetCommand);
  load.send({ kind: 'measure', fromMs, untilMs } satisfies SseLoadCommand);
  const [published, measured] = await Promise.all([
    next<SseTargetReport, 'published'>(target, 'published'),
    next<SseLoadReport, 'measured'>(load, 'measured'),
  ]);
  // Whatever the side still had queued drains before the next step starts.
  await settle(Math.min(5_000, measured.maxMs + 500));
  return {
    eventsPerSec,
    deliveriesPerSec: Math.round(measured.deliveries / SECONDS),
    p50Ms: measured.p50Ms,
    p99Ms: measured.p99Ms,
    maxMs: measured.maxMs,
    closedEarly: measured.closedEarly,
    cpuPercent: published.cpuPercent,
    loadCpuPercent: measured.cpuPercent,
    loopDelayP99Ms: published.loopDelayP99Ms,
    loadLoopDelayP99Ms: measured.loopDelayP99Ms,
  };
}

async function measureSide(side: SseSide): Promise<SideFigures> {
  const target = spawnNode(
    'bench/sse-target.ts',
    side === 'hub-nats' && BENCH_BUS_URL ? [side, BENCH_BUS_URL] : [side],
  );
  const load = spawnNode('bench/sse-load.ts', []);
  const toTarget = (command: SseTargetCommand) => target.send(command);
  const toLoad = (command: SseLoadCommand) => load.send(command);
  try {
    const { url } = await next<SseTargetReport, 'ready'>(target, 'ready');
    toLoad({ kind: 'open', url, streams: STREAMS });
    const opened = await next<SseLoadReport, 'opened'>(load, 'opened');
    await settle(SETTLE_MS);
    toTarget({ kind: 'idle', streams: Math.max(1, opened.open) });
    const idle = await next<SseTargetReport, 'idle'>(target, 'idle');

    const steps: StepFigures[] = [];
    for (const eventsPerSec of RAMP) {
      const step = await measureStep(target, load, eventsPerSec);
      steps.push(step);
      const carried = step.deliveriesPerSec >= CARRIED_SHARE * eventsPerSec * opened.open;
      if (!carried || step.p99Ms > RUNAWAY_P99_MS) break;
    }
    const withinBudget = steps.filter((step) => step.p99Ms <= TARGET_P99_MS);
    return {
      side,
      open: opened.open,
      failed: opened.failed,
      firstError: opened.firstError,
      rssPerStreamBytes: idle.rssPerStreamBytes,
      heapPerStreamBytes: idle.heapPerStreamBytes,
      steps,
      capacity: Math.max(0, ...withinBudget.map((step) => step.deliveriesPerSec)),
    };
  } finally {
    if (load.connected) toLoad({ kind: 'close' });
    target.kill('SIGTERM');
    await Promise.all([
      load.exitCode === null ? once(load, 'exit') : null,
      target.exitCode === null ? once(target, 'exit') : null,
    ]);
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const load = (values: number[]) => values.map((l) => l.toFixed(2)).join(' / ');

function stepRow(name: string, streams: number, f: StepFigures): string {
  const offered = f.eventsPerSec * streams;
  const verdict = f.p99Ms <= TARGET_P99_MS ? 'within' : 'over';
  return (
    `  ${name.padEnd(9)} ${String(f.eventsPerSec).padStart(3)} events/s ${String(offered).padStart(7)} offered ` +
    `${String(f.deliveriesPerSec).padStart(8)} deliveries/s   ` +
    `age p50 ${String(f.p50Ms).padStart(5)} ms  p99 ${String(f.p99Ms).padStart(5)} ms (${verdict})  max ${String(f.maxMs).padStart(5)} ms   ` +
    `CPU (loop delay p99) server ${f.cpuPercent.toFixed(0).padStart(3)} % (${f.loopDelayP99Ms.toFixed(0)} ms), ` +
    `generator ${f.loadCpuPercent.toFixed(0).padStart(3)} % (${f.loadLoopDelayP99Ms.toFixed(0)} ms)` +
    (f.closedEarly > 0 ? `   ${f.closedEarly} dropped while measured` : '')
  );
}

function sideRows(name: string, f: SideFigures): string {
  return [
    `  ${name.padEnd(9)} ${f.open} streams open` +
      (f.failed > 0 ? ` (${f.failed} failed: ${f.firstError})` : '') +
      `, idle ${kB(f.rssPerStreamBytes)} RSS / ${kB(f.heapPerStreamBytes)} heap per stream, ` +
      `capacity at p99 ≤ ${TARGET_P99_MS} ms: ${f.capacity} deliveries/s`,
    ...f.steps.map((step) => stepRow(name, f.open, step)),
  ].join('\n');
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const hub = await measureSide('hub');
  const hubNats = BENCH_BUS_URL ? await measureSide('hub-nats') : null;
  const baseline = await measureSide('baseline');
  const loadAfter = loadavg();
  console.log(
    `\n[sse fan-out] ${STREAMS} streams, ramp ${RAMP.join(', ')} events/s, each step ${SECONDS} s measured after ${WARM_UP_MS / 1_000} s warm-up`,
  );
  console.log(
    `  machine   ${cpus().length} cores, load average 1/5/15 min before ${load(loadBefore)}, after ${load(loadAfter)}`,
  );
  console.log(sideRows('hub', hub));
  if (hubNats) console.log(sideRows('hub-nats', hubNats));
  console.log(sideRows('baseline', baseline));
  const ratio =
    baseline.capacity > 0 ? hub.capacity / baseline.capacity : hub.capacity > 0 ? Infinity : 0;
  const hubNeverOver = hub.steps.every((step) => step.p99Ms <= TARGET_P99_MS);
  console.log(
    `  hub / baseline capacity at p99 ≤ ${TARGET_P99_MS} ms: ${ratio.toFixed(2)}×   (budget ≥ 2×: ` +
      `${ratio >= 2 ? 'met' : 'not met'}; idle ≤ ${kB(TARGET_IDLE_BYTES)} per stream: ` +
      `${hub.rssPerStreamBytes <= TARGET_IDLE_BYTES ? 'met' : 'not met'})` +
      (hubNeverOver
        ? '; the hub kept the budget to the top of the ramp: raise it to find its limit'
        : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
