/**
 * The load generator of `npm run bench:sse`, a child process of bench/sse.bench.ts: opens N
 * event streams with plain node:http (no keep-alive agent, one socket per stream), parses
 * what arrives as a browser would (frames split on a blank line, the `data:` line as JSON) and
 * records, for each `hello` event, its age: now minus the time the publisher meant to send it
 * (the payload's `serverTime`). It runs in its own process so its parsing does not share the
 * server's event loop. Orders come over IPC (see SseLoadCommand).
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type SseLoadCommand =
  | { kind: 'open'; url: string; streams: number }
  | { kind: 'measure'; fromMs: number; untilMs: number }
  | { kind: 'close' };

export type SseLoadReport =
  | { kind: 'opened'; open: number; failed: number; firstError: string | null }
  | {
      kind: 'measured';
      deliveries: number;
      p50Ms: number;
      p99Ms: number;
      maxMs: number;
      closedEarly: number;
      /** This process's CPU while counting: near 100 % means the generator, not the server, limits. */
      cpuPercent: number;
      /** p99 of this process's event-loop delay while counting: how late it read what came. */
      loopDelayP99Ms: number;
    };

/** Streams being opened at once: enough to be quick, few enough not to overrun the listen backlog. */
const OPENING_AT_ONCE = 256;
const FRAME_END = '\n\n';
/** Where a `hello`'s publish stamp starts in its `data:` JSON, and its length (ISO 8601 in ms). */
const STAMP = Buffer.from('"serverTime":"');
const ISO_LENGTH = '2026-01-01T00:00:00.000Z'.length;
const CONNECTED = Buffer.from(': connected');

let window = { fromMs: Infinity, untilMs: -Infinity };
let deliveries = 0;
let closedEarly = 0;
let measuring = false;
/** Event ages by whole millisecond (the last slot holds everything older): millions of deliveries fit. */
const AGE_SLOTS = 120_001;
const ageCounts = new Uint32Array(AGE_SLOTS);
let maxAgeMs = 0;
const requests: http.ClientRequest[] = [];

function send(report: SseLoadReport): void {
  process.send?.(report);
}

/**
 * One frame (bytes `start`..`end` of `buffer`): a `hello` counts as a delivery and its age is
 * read from its stamp. The generator stands in for thousands of browsers on one core, so it
 * reads the stamp where the server's JSON puts it instead of parsing all of the JSON; the
 * event-stream framing (frames end with a blank line, possibly across reads) is honoured.
 */
function record(buffer: Buffer, start: number, end: number, nowMs: number): void {
  const at = buffer.indexOf(STAMP, start);
  if (at < 0 || at > end) return;
  if (nowMs < window.fromMs || nowMs >= window.untilMs) return;
  const from = at + STAMP.length;
  const stampMs = Date.parse(buffer.toString('latin1', from, from + ISO_LENGTH));
  deliveries += 1;
  const ageMs = Math.max(0, nowMs - stampMs);
  ageCounts[Math.min(AGE_SLOTS - 1, ageMs)]! += 1;
  if (ageMs > maxAgeMs) maxAgeMs = ageMs;
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1_000;

function percentileMs(p: number): number {
  if (deliveries === 0) return 0;
  const rank = Math.ceil(p * deliveries);
  let seen = 0;
  for (let ms = 0; ms < AGE_SLOTS; ms++) {
    seen += ageCounts[ms]!;
    if (seen >= rank) return ms;
  }
  return AGE_SLOTS - 1;
}

function openOne(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`status ${response.statusCode}`));
        response.resume();
        return;
      }
      let rest: Buffer | null = null;
      let connected = false;
      response.on('data', (chunk: Buffer) => {
        const buffer = rest === null ? chunk : Buffer.concat([rest, chunk]);
        const nowMs = Date.now();
        let start = 0;
        let cut: number;
        while ((cut = buffer.indexOf(FRAME_END, start)) >= 0) {
          // The server's ": connected …" comment (or the baseline's) says the stream is live.
          if (!connected && buffer.subarray(start, cut).indexOf(CONNECTED) === 0) {
            connected = true;
            resolve();
          } else record(buffer, start, cut, nowMs);
          start = cut + FRAME_END.length;
        }
        rest = start < buffer.length ? buffer.subarray(start) : null;
      });
      response.on('close', () => {
        if (measuring) closedEarly += 1;
      });
    });
    request.on('error', reject);
    requests.push(request);
  });
}

async function open(url: string, streams: number): Promise<void> {
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < streams) {
      next += 1;
      await openOne(url).catch((error: unknown) => {
        failed += 1;
        firstError ??= String(error);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, streams) }, worker));
  send({ kind: 'opened', open: streams - failed, failed, firstError });
}

process.on('message', (command: SseLoadCommand) => {
  if (command.kind === 'open') void open(command.url, command.streams);
  else if (command.kind === 'measure') {
    window = { fromMs: command.fromMs, untilMs: command.untilMs };
    measuring = true;
    const reportAt = command.untilMs - Date.now();
    let cpuBefore = process.cpuUsage();
    let wallBefore = Date.now();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    setTimeout(() => {
      cpuBefore = process.cpuUsage();
      wallBefore = Date.now();
      loopDelay.enable();
    }, command.fromMs - Date.now());
    setTimeout(() => {
      measuring = false;
      send({
        kind: 'measured',
        deliveries,
        p50Ms: percentileMs(0.5),
        p99Ms: percentileMs(0.99),
        maxMs: maxAgeMs,
        closedEarly,
        cpuPercent:
          (cpuMs(process.cpuUsage(cpuBefore)) / Math.max(1, Date.now() - wallBefore)) * 100,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      });
    }, reportAt);
  } else {
    for (const request of requests) request.destroy();
    process.exit(0);
  }
});
