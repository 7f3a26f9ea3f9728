/**
 * A wallet that stops answering: the provider retries the same transaction_uuid, then rolls
 * back, and a wallet that stops answering mid-round leaves the member whole. A second provider process reaches our wallet through a
 * pausable HTTP proxy made here: `forward` passes calls, `swallow` lets the wallet act but loses
 * its answer, `blackhole` never passes the call. Whatever happened, once the wallet answers again
 * the provider's outbox settles it: the member is whole and our ledger verifies.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TABLE_BETTING_SECONDS,
  TABLE_DEALING_SECONDS,
} from '../../../common/contract/demo-provider.contract';
import {
  baccaratReturn,
  type BaccaratOutcome,
} from '../../../common/domain/casino/tables/baccarat';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { dbTargets } from '../helpers/test-db';

type ProxyMode = 'forward' | 'swallow' | 'blackhole';

interface WalletProxy {
  url: string;
  mode: ProxyMode;
  /** Every call body that reached the proxy, parsed, in order. */
  calls: { path: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** An HTTP proxy in front of the wallet whose mode the test switches. */
async function startWalletProxy(target: string): Promise<WalletProxy> {
  const sockets = new Set<Socket>();
  const proxy: WalletProxy = { url: '', mode: 'forward', calls: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      proxy.calls.push({ path: req.url ?? '', body: JSON.parse(raw.toString('utf8')) });
      const mode = proxy.mode;
      if (mode === 'blackhole') return; // never passed on, never answered
      const upstream = httpRequest(
        `${target}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            if (mode === 'swallow') return; // the wallet acted; its answer is lost
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      upstream.end(raw);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy port');
  proxy.url = `http://127.0.0.1:${address.port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}

const WALLET_TIMEOUT_MS = 300;

describe.each(dbTargets)('demo provider when the wallet stops answering on %s', (target) => {
  let p: ProviderHarness;
  let proxy: WalletProxy;
  let provider: string;

  beforeAll(async () => {
    p = await startProviderHarness(target);
    proxy = await startWalletProxy(p.origin);
    provider = await p.secondProvider(proxy.url, WALLET_TIMEOUT_MS);
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await p?.close();
  });

  const callsOf = (transactionUuid: unknown) =>
    proxy.calls.filter((c) => c.body.transaction_uuid === transactionUuid);

  async function bookOf(roundRef: string) {
    return p.h.db.query<{
      kind: string;
      status: string;
      transaction_uuid: string;
      reference_transaction_uuid: string | null;
    }>(
      `SELECT kind, status, transaction_uuid, reference_transaction_uuid
         FROM demo_provider_transactions WHERE round_ref = $1 ORDER BY id`,
      [roundRef],
    );
  }

  it('retries a bet whose answer is lost with the same transaction_uuid, then rolls it back', async () => {
    proxy.mode = 'forward';
    const member = await p.member(10_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3', provider);
    proxy.mode = 'swallow';
    const spin = await p.call(
      'POST',
      '/slot/spin',
      { stake: 3_000 },
      session.sessionToken,
      provider,
    );
    expect(spin).toMatchObject({ status: 503, json: { code: 'WALLET_UNAVAILABLE' } });

    const [bet, rollback] = await bookOf((await lastSpinRef(member.id))!);
    expect(bet).toMatchObject({ kind: 'bet', status: 'failed' });
    const attempts = callsOf(bet!.transaction_uuid);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((c) => c.body.request_uuid)).size).toBe(3);
    expect(attempts.every((c) => c.path.endsWith('/transaction/bet'))).toBe(true);
    expect(rollback).toMatchObject({
      kind: 'rollback',
      status: 'pending',
      reference_transaction_uuid: bet!.transaction_uuid,
    });

    proxy.mode = 'forward';
    await p.step(120, provider);
    expect((await bookOf((await lastSpinRef(member.id))!)).map((r) => [r.kind, r.status])).toEqual([
      ['bet', 'rolled_back'],
      ['rollback', 'ok'],
    ]);
    expect(await p.cashOf(member.id)).toBe(10_000);
    expect((await verifyLedger(p.h.db)).problems).toEqual([]);
  });

  it('rolls back a bet the wallet never saw, and the wallet keeps a tombstone', async () => {
    proxy.mode = 'forward';
    const member = await p.member(10_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3', provider);
    proxy.mode = 'blackhole';
    const spin = await p.call(
      'POST',
      '/slot/spin',
      { stake: 2_000 },
      session.sessionToken,
      provider,
    );
    expect(spin.status).toBe(503);
    proxy.mode = 'forward';
    await p.step(120, provider);
    const book = await bookOf((await lastSpinRef(member.id))!);
    expect(book.map((r) => [r.kind, r.status])).toEqual([
      ['bet', 'rolled_back'],
      ['rollback', 'ok'],
    ]);
    const [tombstone] = await p.h.db.query<{ tombstone: boolean }>(
      `SELECT tombstone FROM casino_transactions WHERE transaction_uuid = $1`,
      [book[1]!.transaction_uuid],
    );
    expect(tombstone?.tombstone).toBe(true);
    expect(await p.cashOf(member.id)).toBe(10_000);
    // The session's commit was never revealed: the next spin plays it.
    const again = await p.call(
      'POST',
      '/slot/spin',
      { stake: 1_000 },
      session.sessionToken,
      provider,
    );
    expect(again.status).toBe(200);
    expect(again.json.fairness.commitHex).toBe(session.slot!.commitHex);
  });

  it('pays a table win the wallet could not take mid-round once it answers again', async () => {
    proxy.mode = 'forward';
    const member = await p.member(30_000, 'baccarat-2');
    const session = await p.openSession(member, 'baccarat-2', provider);
    const { roundNo, roundRef } = await freshBettingRound('baccarat-2');
    const bets = [
      { kind: 'player', stake: 5_000 },
      { kind: 'banker', stake: 5_000 },
    ];
    const placed = await p.call(
      'POST',
      '/tables/baccarat-2/bets',
      { roundNo, bets },
      session.sessionToken,
      provider,
    );
    expect(placed.json.balance).toBe(20_000);

    proxy.mode = 'blackhole';
    await p.step(TABLE_BETTING_SECONDS, provider);
    await p.step(TABLE_DEALING_SECONDS, provider);
    const table = await p.call('GET', '/tables/baccarat-2', undefined, undefined, provider);
    expect(table.json.round.phase).toBe('settled'); // the table goes on without the wallet
    const [, win] = await bookOf(roundRef);
    expect(win).toMatchObject({ kind: 'win', status: 'pending' });
    expect(callsOf(win!.transaction_uuid).length).toBeGreaterThanOrEqual(3);
    expect(await p.cashOf(member.id)).toBe(20_000);

    proxy.mode = 'forward';
    await p.step(120, provider);
    const outcome = (await p.call('GET', `/rounds/${roundRef}`)).json.outcome as BaccaratOutcome;
    const owed = bets.reduce((s, bet) => s + baccaratReturn(bet as never, outcome), 0);
    expect((await bookOf(roundRef))[1]).toMatchObject({ kind: 'win', status: 'ok' });
    expect(await p.cashOf(member.id)).toBe(20_000 + owed);
    const [round] = await p.h.db.query<{ status: string }>(
      'SELECT status FROM casino_rounds WHERE round_ref = $1',
      [roundRef],
    );
    expect(round?.status).toBe('closed');
    expect((await verifyLedger(p.h.db)).problems).toEqual([]);
    const report = await p.call('GET', `/report/transactions?date=${seoulDate(p.clock.now())}`);
    expect(report.status).toBe(401);
  });

  /** Steps the table until a round has just opened (earlier tests moved the clock a lot). */
  async function freshBettingRound(gameCode: string) {
    for (let i = 0; i < 10; i += 1) {
      const { round } = (await p.call('GET', `/tables/${gameCode}`, undefined, undefined, provider))
        .json;
      const left = Date.parse(round.closesAt) - p.clock.now().getTime();
      if (round.phase === 'betting' && left === TABLE_BETTING_SECONDS * 1000) return round;
      await p.step(5, provider);
    }
    throw new Error('no betting round opened');
  }

  async function lastSpinRef(memberId: number): Promise<string | undefined> {
    const [row] = await p.h.db.query<{ round_ref: string }>(
      `SELECT t.round_ref FROM demo_provider_transactions t
         JOIN demo_provider_sessions s ON s.id = t.session_id
        WHERE s.wallet_user = $1 AND t.kind = 'bet' ORDER BY t.id DESC LIMIT 1`,
      [String(memberId)],
    );
    return row?.round_ref;
  }
});

function seoulDate(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}
