/**
 * The server side of `npm run bench:sse`, a child process of bench/sse.bench.ts, so that its CPU
 * and memory are its own: either the real API (`hub`: buildApp on PGlite in a temporary
 * DATA_DIR, streams on the public `/api/sse/inplay`, events published through Realtime and the
 * bus as production does), the same API on the NATS JetStream bus of several nodes (`hub-nats`,
 * the NATS URL as second argument; its streams get a random prefix and are deleted on exit), or
 * the plain node:http baseline (`baseline`). It publishes `hello`
 * events at a steady rate, each stamped with the moment it was due, so a server that falls
 * behind shows it as event age. Run with `--expose-gc` (memory is measured after a full GC).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { SSE_TOPICS, type Bus } from '../server/platform/bus/bus';
import { createInProcessBus } from '../server/platform/bus/in-process.bus';
import { streamNameOf } from '../server/platform/bus/jetstream-streams';
import { createNatsBus } from '../server/platform/bus/nats.bus';
import { migrate } from '../server/platform/db/migrate';
import { openPglite } from '../server/platform/db/pglite.driver';
import { Realtime } from '../server/platform/sse/realtime';
import { startBaselineSseServer } from './sse-baseline-server';

export type SseSide = 'hub' | 'hub-nats' | 'baseline';

export type SseTargetCommand =
  | { kind: 'idle'; streams: number }
  | { kind: 'publish'; eventsPerSec: number; startMs: number; fromMs: number; untilMs: number };

export type SseTargetReport =
  | { kind: 'ready'; url: string }
  | { kind: 'idle'; rssPerStreamBytes: number; heapPerStreamBytes: number }
  | { kind: 'published'; events: number; cpuPercent: number; loopDelayP99Ms: number };

interface Target {
  url: string;
  publish(event: { type: 'hello'; serverTime: string }): void;
}

const side = process.argv[2] as SseSide;
/** The NATS server of the `hub-nats` side (bench/sse.bench.ts passes it). */
const busUrl = process.argv[3];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function send(report: SseTargetReport): void {
  process.send?.(report);
}

/** A JetStream bus under a prefix of its own, whose streams go when the process is stopped. */
async function openBenchNatsBus(url: string): Promise<Bus> {
  const prefix = `bench_${randomBytes(6).toString('hex')}`;
  const bus = await createNatsBus(url, (error) => console.error(error), { prefix });
  process.once('SIGTERM', () => {
    void (async () => {
      await bus.close();
      const connection = await connect({ servers: url });
      const jsm = await jetstreamManager(connection);
      for (const topic of SSE_TOPICS) await jsm.streams.delete(streamNameOf(prefix, topic));
      await connection.close();
      process.exit(0);
    })();
  });
  return bus;
}

async function startHub(natsUrl?: string): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sse-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const db = await openPglite(dataDir);
  await migrate(db);
  const bus = natsUrl ? await openBenchNatsBus(natsUrl) : createInProcessBus();
  const app = buildApp({ db, bus, config: testConfig({ logLevel: 'silent' }) });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const realtime = new Realtime(bus);
  return { url: `${base}/api/sse/inplay`, publish: (event) => realtime.inplay(event) };
}

async function startBaseline(): Promise<Target> {
  const server = await startBaselineSseServer();
  return { url: server.url, publish: (event) => server.broadcast(event) };
}

function memory(): { rss: number; heap: number } {
  gc!();
  gc!();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

/**
 * Publishes event i at startMs + i / rate. A late timer publishes every event already due, each
 * with its own due time: what an outside feed would have queued while the loop was busy.
 */
function publishSteadily(
  target: Target,
  command: Extract<SseTargetCommand, { kind: 'publish' }>,
): void {
  const intervalMs = 1_000 / command.eventsPerSec;
  let sent = 0;
  let cpuAtFrom: NodeJS.CpuUsage | null = null;
  let wallAtFrom = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const tick = () => {
    const nowMs = Date.now();
    if (cpuAtFrom === null && nowMs >= command.fromMs) {
      cpuAtFrom = process.cpuUsage();
      wallAtFrom = nowMs;
      loopDelay.enable();
    }
    if (nowMs >= command.untilMs) {
      const cpu = process.cpuUsage(cpuAtFrom ?? undefined);
      const wallMs = Math.max(1, nowMs - wallAtFrom);
      send({
        kind: 'published',
        events: sent,
        cpuPercent: ((cpu.user + cpu.system) / 1_000 / wallMs) * 100,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      });
      return;
    }
    while (command.startMs + sent * intervalMs <= nowMs) {
      const dueMs = command.startMs + sent * intervalMs;
      target.publish({ type: 'hello', serverTime: new Date(dueMs).toISOString() });
      sent += 1;
    }
    setTimeout(tick, Math.max(0, command.startMs + sent * intervalMs - Date.now()));
  };
  setTimeout(tick, Math.max(0, command.startMs - Date.now()));
}

async function main(): Promise<void> {
  const target =
    side === 'baseline'
      ? await startBaseline()
      : await startHub(side === 'hub-nats' ? busUrl : undefined);
  const before = memory();
  process.on('message', (command: SseTargetCommand) => {
    if (command.kind === 'idle') {
      const after = memory();
      send({
        kind: 'idle',
        rssPerStreamBytes: (after.rss - before.rss) / command.streams,
        heapPerStreamBytes: (after.heap - before.heap) / command.streams,
      });
    } else publishSteadily(target, command);
  });
  send({ kind: 'ready', url: target.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
