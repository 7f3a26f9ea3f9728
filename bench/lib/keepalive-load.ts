/**
 * A lean HTTP/1.1 load generator: `connections` keep-alive sockets, one request in flight on
 * each, for `seconds`. Requests are raw bytes made by the caller; a response is read only as
 * far as its status line and Content-Length. It exists because the load generator runs on the
 * same 2 cores as the API and PostgreSQL: autocannon cost bench:sports 0.13–0.28 ms of CPU per
 * request (its HTTP parser, per-request hooks, histograms), CPU the API under test did not get;
 * pgbench's own client, the baseline's load generator, is C and far cheaper.
 * Figures as http-load.ts prints them (latency percentiles in ms).
 */
import { connect, type Socket } from 'node:net';
import type { LoadFigures } from '../http-load';

export interface KeepaliveLoadOrders {
  /** `http://host:port`; the API's address. */
  url: string;
  connections: number;
  seconds: number;
  /** The next request as raw bytes (request line, headers and body). */
  nextRequest(): Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

interface Tally {
  latenciesMs: number[];
  non2xx: number;
  errors: number;
}

/** One socket's loop: send, read the whole response, record it, send again until the end. */
function drive(
  socket: Socket,
  orders: KeepaliveLoadOrders,
  endsAt: number,
  tally: Tally,
): Promise<void> {
  return new Promise((resolve) => {
    let pending: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      if (performance.now() >= endsAt) {
        socket.end();
        resolve();
        return;
      }
      sentAt = performance.now();
      socket.write(orders.nextRequest());
    };
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const headerEnd = pending.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = pending.toString('latin1', 0, headerEnd);
      const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
      const total = headerEnd + HEADER_END.length + length;
      if (pending.length < total) return;
      // One request in flight per socket: nothing follows the response but the next one.
      pending = pending.subarray(total);
      tally.latenciesMs.push(performance.now() - sentAt);
      const status = Number(head.slice(9, 12));
      if (status < 200 || status > 299) tally.non2xx += 1;
      send();
    });
    socket.on('error', () => {
      tally.errors += 1;
      resolve();
    });
    socket.on('close', () => resolve());
    send();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, at)]! * 10) / 10;
}

/** Runs the load; resolves when every socket's last response came back. */
export async function runKeepaliveLoad(orders: KeepaliveLoadOrders): Promise<LoadFigures> {
  const { hostname, port } = new URL(orders.url);
  const sockets = await Promise.all(
    Array.from(
      { length: orders.connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port), noDelay: true });
          socket.once('connect', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const tally: Tally = { latenciesMs: [], non2xx: 0, errors: 0 };
  const startedAt = performance.now();
  const endsAt = startedAt + orders.seconds * 1000;
  await Promise.all(sockets.map((socket) => drive(socket, orders, endsAt, tally)));
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const sorted = tally.latenciesMs.sort((a, b) => a - b);
  return {
    requestsPerSec: Math.round(sorted.length / elapsedSeconds),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    non2xx: tally.non2xx,
    errors: tally.errors,
  };
}
