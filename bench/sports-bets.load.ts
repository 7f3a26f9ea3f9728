/**
 * The load generator of `npm run bench:sports`, in its own process so the client's work
 * (building requests, parsing responses) is not charged to the API's one JavaScript thread, and
 * lean (lib/keepalive-load.ts: raw keep-alive sockets) because it shares the 2 cores with it.
 * Reads its orders as JSON on stdin; prints its figures as one JSON line on stdout.
 */
import type { LoadFigures } from './http-load';
import { runKeepaliveLoad } from './lib/keepalive-load';
import { WINDOW_OPENS } from './lib/window-cpu';

export interface LoadOrders {
  url: string;
  clients: number;
  warmupSeconds: number;
  seconds: number;
  stakeWon: number;
  tokens: string[];
  /** Per fixture, its three selections (1, X, 2) as { selectionId, priceHundredths }. */
  book: { selectionId: string; priceHundredths: number }[][];
}

export interface LoadReport {
  figures: LoadFigures;
  /** The measured run's window (ms since the epoch), to count the bets it committed. */
  startedAt: number;
  endedAt: number;
  /** CPU time (user + system) this load generator used in the window, in ms. */
  cpuMs: number;
}

/**
 * Singles and doubles over the book, round-robin over the members, a fresh key each time: each
 * request as the raw bytes the keep-alive load generator sends.
 */
function slipFactory(orders: LoadOrders) {
  const { host } = new URL(orders.url);
  const head = `POST /api/sports/bets HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n`;
  let n = 0;
  return () => {
    n += 1;
    const { book, tokens } = orders;
    const first = book[n % book.length]![n % 3]!;
    const second = book[(n * 7 + 1) % book.length]![(n + 1) % 3]!;
    const picks = n % 2 === 0 ? [first] : [first, second];
    const body = JSON.stringify({
      idempotencyKey: `bench-${process.pid}-${n}`,
      family: 'prematch',
      picks,
      stakeWon: orders.stakeWon,
    });
    return Buffer.from(
      `${head}x-auth-token: ${tokens[n % tokens.length]!}\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}

function placeLoad(orders: LoadOrders, nextRequest: () => Buffer, seconds: number) {
  return runKeepaliveLoad({ url: orders.url, connections: orders.clients, seconds, nextRequest });
}

async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const orders = JSON.parse(input) as LoadOrders;
  const next = slipFactory(orders);
  await placeLoad(orders, next, orders.warmupSeconds);
  // The API side samples its CPU (node and its PostgreSQL backends) when it reads this line.
  process.stdout.write(`${WINDOW_OPENS}\n`);
  const cpuBefore = process.cpuUsage();
  const startedAt = Date.now();
  const figures = await placeLoad(orders, next, orders.seconds);
  const endedAt = Date.now();
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const report: LoadReport = { figures, startedAt, endedAt, cpuMs };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
