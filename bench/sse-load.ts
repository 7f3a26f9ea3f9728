/**
 * The load generator of `npm run bench:sse`, a child process of bench/sse.bench.ts: opens N
 * event streams, each on a TCP socket of its own (HTTP/1.1 written by hand, see openOne), splits
 * what arrives into frames as a browser would (a frame ends with a blank line) and
 * records, for each `hello` event, its age: now minus the time the publisher meant to send it
 * (the payload's `serverTime`). It runs in its own process so its parsing does not share the
 * server's event loop. Orders come over IPC (see SseLoadCommand).
 */
import net from 'node:net';
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
const HEAD_END = '\r\n\r\n';
/** Where a `hello`'s publish stamp starts in its `data:` JSON, and its length (ISO 8601 in ms). */
const STAMP = Buffer.from('"serverTime":"');
const CONNECTED = Buffer.from(': connected');
/** What every socket reads into (see openOne): frames are handled before the next read. */
const READ_BUFFER = Buffer.alloc(64 * 1024);

let window = { fromMs: Infinity, untilMs: -Infinity };
let deliveries = 0;
let closedEarly = 0;
let measuring = false;
/** Event ages by whole millisecond (the last slot holds everything older): millions of deliveries fit. */
const AGE_SLOTS = 120_001;
const ageCounts = new Uint32Array(AGE_SLOTS);
let maxAgeMs = 0;
const sockets: net.Socket[] = [];

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
  const stampMs = stampAt(buffer, at + STAMP.length);
  deliveries += 1;
  const ageMs = Math.max(0, nowMs - stampMs);
  ageCounts[Math.min(AGE_SLOTS - 1, ageMs)]! += 1;
  if (ageMs > maxAgeMs) maxAgeMs = ageMs;
}

/** The whole second of the last stamp read (`YYYY-MM-DDTHH:MM:SS`) and its epoch milliseconds. */
const SECOND_LENGTH = 'YYYY-MM-DDTHH:MM:SS'.length;
const lastSecond = Buffer.alloc(SECOND_LENGTH);
let lastSecondMs = NaN;

/**
 * The epoch milliseconds of the ISO 8601 stamp at `from`. Stamps of one second share their first
 * 19 bytes, so the date is parsed once a second and only the milliseconds digits per event: with
 * hundreds of thousands of events a second the generator's own parsing stays off the clock.
 */
function stampAt(buffer: Buffer, from: number): number {
  if (buffer.compare(lastSecond, 0, SECOND_LENGTH, from, from + SECOND_LENGTH) !== 0) {
    buffer.copy(lastSecond, 0, from, from + SECOND_LENGTH);
    lastSecondMs = Date.parse(`${buffer.toString('latin1', from, from + SECOND_LENGTH)}Z`);
  }
  const ms = from + SECOND_LENGTH + 1;
  return (
    lastSecondMs + (buffer[ms]! - 48) * 100 + (buffer[ms + 1]! - 48) * 10 + (buffer[ms + 2]! - 48)
  );
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

/**
 * One stream on a raw TCP socket: the request written by hand, the response head checked for a
 * 200, then the body read as it comes. Node's HTTP client costs several microseconds a chunk, so
 * with 10,000 streams on the bench's two cores it was the generator, not the server, that fell
 * behind first. Every socket reads into one shared buffer (`onread`): a plain 'data' listener
 * has Node allocate a fresh 64 KiB buffer for every read, and at 10,000 streams those reads made
 * the generator fall behind, so the ages it reported included its own lag (measured: the hub's
 * p99 at 20 events/s went from 294 to 212–239 ms with the shared buffer). The body is
 * chunked; every server here writes whole frames per chunk, so a chunk's size line only ever sits
 * between frames, where `record` ignores it.
 */
function openOne(url: string): Promise<void> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    let inHead = true;
    let rest: Buffer | null = null;
    let connected = false;
    const onBytes = (bytes: Buffer) => {
      const buffer = rest === null ? bytes : Buffer.concat([rest, bytes]);
      const nowMs = Date.now();
      let start = 0;
      if (inHead) {
        const headEnd = buffer.indexOf(HEAD_END);
        if (headEnd < 0) {
          rest = Buffer.from(buffer);
          return;
        }
        const statusLine = buffer.toString('latin1', 0, buffer.indexOf('\r\n'));
        if (!/^HTTP\/1\.[01] 200 /.test(statusLine)) {
          reject(new Error(statusLine));
          socket.destroy();
          return;
        }
        inHead = false;
        start = headEnd + HEAD_END.length;
      }
      let cut: number;
      while ((cut = buffer.indexOf(FRAME_END, start)) >= 0) {
        // The server's ": connected …" comment (or the baseline's) says the stream is live.
        if (!connected) {
          const at = buffer.indexOf(CONNECTED, start);
          if (at >= 0 && at < cut) {
            connected = true;
            resolve();
          }
        } else record(buffer, start, cut, nowMs);
        start = cut + FRAME_END.length;
      }
      // The read buffer is shared by every socket: what is kept for the next read is copied.
      rest = start < buffer.length ? Buffer.from(buffer.subarray(start)) : null;
    };
    // Every socket reads into one shared buffer (`onread`), so a read allocates nothing.
    const socket = net.connect({
      port: Number(port),
      host: hostname,
      onread: {
        buffer: READ_BUFFER,
        callback: (bytes: number, buffer: Uint8Array) => {
          onBytes(Buffer.from(buffer.buffer, buffer.byteOffset, bytes));
          return true;
        },
      },
    });
    socket.write(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        'Accept: text/event-stream\r\n\r\n',
    );
    socket.on('close', () => {
      if (measuring) closedEarly += 1;
    });
    socket.on('error', reject);
    sockets.push(socket);
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
    // Each step of the bench's ramp is counted on its own.
    deliveries = 0;
    closedEarly = 0;
    maxAgeMs = 0;
    ageCounts.fill(0);
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
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});
