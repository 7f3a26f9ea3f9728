/**
 * The provider side of `npm run bench:casino-wallet` (casino-wallet.bench.ts), in a process of
 * its own: reads its orders as JSON on stdin, signs every body first (outside the measured
 * window), then runs its clients — each one member's token, bet then win on a fresh round,
 * one call at a time over keep-alive HTTP — and prints one JSON report line on stdout.
 */
import http from 'node:http';
import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { WINDOW_OPENS } from './lib/window-cpu';

export interface WalletLoadOrders {
  /** …/api/casino/wallet/<provider> */
  url: string;
  privateKeyPem: string;
  gameCode: string;
  /** One launch token per client. */
  tokens: string[];
  pairsPerClient: number;
  warmupSeconds: number;
  seconds: number;
}

export interface WalletLoadReport {
  startedAt: number;
  endedAt: number;
  /** This process's CPU ms in the measured window. */
  cpuMs: number;
  figures: {
    callsPerSec: number;
    pairsPerSec: number;
    p50Ms: number;
    p99Ms: number;
    notOk: number;
    errors: number;
    /** True when a client used every prepared pair before the window ended. */
    ranOut: boolean;
  };
}

interface SignedCall {
  endpoint: 'transaction/bet' | 'transaction/win';
  body: string;
  signature: string;
}

const STAKE_WON = 1_000;

function prepare(orders: WalletLoadOrders): SignedCall[][] {
  const key = createPrivateKey(orders.privateKeyPem);
  const signed = (endpoint: SignedCall['endpoint'], fields: object): SignedCall => {
    const body = JSON.stringify({ request_uuid: randomUUID(), ...fields });
    return { endpoint, body, signature: sign('sha256', Buffer.from(body), key).toString('base64') };
  };
  return orders.tokens.map((token, client) => {
    const calls: SignedCall[] = [];
    for (let i = 0; i < orders.pairsPerClient; i++) {
      const bet = randomUUID();
      const common = {
        token,
        round: `c${client}-${i}`,
        game_code: orders.gameCode,
        currency: 'KRW',
      };
      calls.push(
        signed('transaction/bet', { ...common, transaction_uuid: bet, amount: STAKE_WON }),
      );
      calls.push(
        signed('transaction/win', {
          ...common,
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet,
          amount: i % 3 === 0 ? 2 * STAKE_WON : 0,
          round_closed: true,
        }),
      );
    }
    return calls;
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function main(): Promise<void> {
  const orders = JSON.parse(await text(process.stdin)) as WalletLoadOrders;
  const prepared = prepare(orders);
  const latencies: number[] = [];
  let notOk = 0;
  let errors = 0;
  let ranOut = false;
  const startedAt = Date.now() + orders.warmupSeconds * 1000;
  const endedAt = startedAt + orders.seconds * 1000;

  // The API side samples its CPU (node and its PostgreSQL backends) when it reads this line.
  let cpuAtOpen: NodeJS.CpuUsage | undefined;
  const opens = setTimeout(() => {
    cpuAtOpen = process.cpuUsage();
    process.stdout.write(`${WINDOW_OPENS}\n`);
  }, startedAt - Date.now());

  const base = new URL(orders.url);
  // node:http on kept-alive sockets, one per client: fetch() spent about a millisecond of this
  // process's CPU per call, CPU the API and PostgreSQL on the same 2 cores then lacked.
  const agent = new http.Agent({ keepAlive: true, maxSockets: orders.tokens.length });
  const post = (path: string, call: SignedCall) =>
    new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          path,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(call.body),
            'x-casino-signature': call.signature,
          },
        },
        (response) => {
          let data = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (data += chunk));
          response.on('end', () => resolve(data));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(call.body);
    });

  const client = async (calls: SignedCall[]) => {
    for (const call of calls) {
      if (Date.now() >= endedAt) return;
      const sentAt = Date.now();
      const t0 = process.hrtime.bigint();
      try {
        const answer = JSON.parse(await post(`${base.pathname}/${call.endpoint}`, call)) as {
          status?: string;
        };
        if (sentAt < startedAt) continue;
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (answer.status !== 'RS_OK') notOk += 1;
      } catch {
        if (sentAt >= startedAt) errors += 1;
      }
    }
    ranOut = true;
  };
  await Promise.all(prepared.map(client));
  clearTimeout(opens);
  const cpu = process.cpuUsage(cpuAtOpen);
  const finishedAt = Math.min(Date.now(), endedAt);
  const seconds = (finishedAt - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const report: WalletLoadReport = {
    startedAt,
    endedAt: finishedAt,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    figures: {
      callsPerSec: Math.round(latencies.length / seconds),
      pairsPerSec: Math.round(latencies.length / 2 / seconds),
      p50Ms: Number(percentile(latencies, 0.5).toFixed(2)),
      p99Ms: Number(percentile(latencies, 0.99).toFixed(2)),
      notOk,
      errors,
      ranOut,
    },
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
