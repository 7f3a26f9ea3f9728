/**
 * The demo provider's own books and what the operator reads from them: its keys are
 * made once in DATA_DIR and told to our side at start, its daily report lists every wallet
 * transaction with its final status behind the report key, a bet left in flight by a stopped
 * process is rolled back, and a table's stream tells the seated member the round and their result.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_REPORT_KEY_HEADER,
  TABLE_BETTING_SECONDS,
  TABLE_DEALING_SECONDS,
} from '../../../common/contract/demo-provider.contract';
import {
  demoProviderReportKey,
  loadOrCreateDemoProviderKeys,
} from '../../../server/casino/demo-provider/keys';
import { STALE_BET_SECONDS } from '../../../server/casino/demo-provider/stale-bets';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { openStream, type SseFrame } from '../helpers/sse-client';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('demo provider books on %s', (target) => {
  let p: ProviderHarness;

  beforeAll(async () => {
    p = await startProviderHarness(target);
  }, 60_000);
  afterAll(() => p?.close());

  const seoulDate = (now: Date) =>
    new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

  it('keeps its keys in DATA_DIR (0600) and tells our side its public key and report key', async () => {
    const keys = await loadOrCreateDemoProviderKeys(p.dataDir);
    expect(await loadOrCreateDemoProviderKeys(p.dataDir)).toEqual(keys);
    const file = await stat(path.join(p.dataDir, 'demo-provider', 'private.pem'));
    expect(file.mode & 0o777).toBe(0o600);
    const [row] = await p.h.db.query<{
      public_key_pem: string;
      report_key: string;
      api_base_url: string;
    }>(`SELECT public_key_pem, report_key, api_base_url FROM casino_providers WHERE code = 'demo'`);
    expect(row).toEqual({
      public_key_pem: keys.publicKeyPem,
      report_key: await demoProviderReportKey(p.dataDir),
      api_base_url: '/provider/demo/api',
    });
  });

  it('reports the day’s transactions with their final status, only with the report key', async () => {
    const member = await p.member(10_000, 'cascade-5x3');
    const session = await p.openSession(member, 'cascade-5x3');
    const spin = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(spin.status).toBe(200);
    const [{ report_key: key }] = (await p.h.db.query<{ report_key: string }>(
      `SELECT report_key FROM casino_providers WHERE code = 'demo'`,
    )) as [{ report_key: string }];
    const url = `${p.origin}/provider/demo/api/report/transactions?date=${seoulDate(p.clock.now())}`;
    const refused = await fetch(url, { headers: { [PROVIDER_REPORT_KEY_HEADER]: 'wrong' } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('BAD_REPORT_KEY');
    const report = await (
      await fetch(url, { headers: { [PROVIDER_REPORT_KEY_HEADER]: key } })
    ).json();
    const mine = report.transactions.filter(
      (t: { roundRef: string }) => t.roundRef === spin.json.roundRef,
    );
    expect(
      mine.map((t: { kind: string; status: string; amount: number }) => [
        t.kind,
        t.status,
        t.amount,
      ]),
    ).toEqual([
      ['bet', 'ok', 1_000],
      ['win', 'ok', spin.json.win],
    ]);
    expect(mine[0].user).toBe(String(member.id));
    const badDate = await fetch(
      `${p.origin}/provider/demo/api/report/transactions?date=yesterday`,
      {
        headers: { [PROVIDER_REPORT_KEY_HEADER]: key },
      },
    );
    expect(badDate.status).toBe(400);
  });

  it('rolls back a bet a stopped process left in flight, and the session plays again', async () => {
    const member = await p.member(5_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3');
    const [{ id: sessionId }] = (await p.h.db.query<{ id: number }>(
      `SELECT id FROM demo_provider_sessions WHERE wallet_user = $1`,
      [String(member.id)],
    )) as [{ id: number }];
    const now = p.clock.now();
    // What a crash between "bet written" and "answer read" leaves behind.
    const [spin] = await p.h.db.query<{ id: number }>(
      `INSERT INTO demo_provider_spins (session_id, game_code, stake, outcome, server_seed_hex,
         commit_hex, client_seed, nonce, created_at)
       VALUES ($1, 'classic-3x3', 1000, '{}', 'aa', 'bb', 'c', 0, $2) RETURNING id`,
      [sessionId, now],
    );
    await p.h.db.query(
      `INSERT INTO demo_provider_transactions (transaction_uuid, kind, session_id, round_ref,
         game_code, amount, round_closed, next_attempt_at, created_at)
       VALUES ('crashed-bet-${sessionId}', 'bet', $1, $2, 'classic-3x3', 1000, false, $3, $3)`,
      [sessionId, `classic-3x3-s${spin!.id}`, now],
    );
    const busy = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(busy.json.code).toBe('SPIN_IN_PROGRESS');

    await p.step(STALE_BET_SECONDS + 1);
    const book = await p.h.db.query<{ kind: string; status: string }>(
      `SELECT kind, status FROM demo_provider_transactions WHERE round_ref = $1 ORDER BY id`,
      [`classic-3x3-s${spin!.id}`],
    );
    expect(book.map((r) => [r.kind, r.status])).toEqual([
      ['bet', 'rolled_back'],
      ['rollback', 'ok'],
    ]);
    expect(await p.cashOf(member.id)).toBe(5_000);
    const again = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
    expect(again.status).toBe(200);
  });

  it('streams the table round and the seated member’s result', async () => {
    const member = await p.member(10_000, 'roulette-1');
    const session = await p.openSession(member, 'roulette-1');
    await p.step(0);
    const stream = await openStream(
      p.origin,
      `/provider/demo/api/tables/roulette-1/stream?session=${session.sessionToken}`,
    );
    const rounds = (frames: SseFrame[]) => frames.filter((f) => f.event === 'round');
    await stream.waitFor((frames) => rounds(frames).length >= 1);
    expect(stream.contentType).toContain('text/event-stream');
    let round = (await p.call('GET', '/tables/roulette-1')).json.round;
    for (let i = 0; round.phase !== 'betting' && i < 10; i += 1) {
      await p.step(5);
      round = (await p.call('GET', '/tables/roulette-1')).json.round;
    }
    const placed = await p.call(
      'POST',
      '/tables/roulette-1/bets',
      { roundNo: round.roundNo, bets: [{ kind: 'even', numbers: [], stake: 2_000 }] },
      session.sessionToken,
    );
    expect(placed.status).toBe(200);
    await p.step(TABLE_BETTING_SECONDS);
    await stream.waitFor((frames) =>
      rounds(frames).some(
        (f) =>
          (f.data as { phase: string; roundNo: number }).phase === 'dealing' &&
          (f.data as { roundNo: number }).roundNo === round.roundNo,
      ),
    );
    await p.step(TABLE_DEALING_SECONDS);
    await stream.waitFor((frames) => frames.some((f) => f.event === 'result'));
    const result = stream.frames.find((f) => f.event === 'result')!.data as {
      roundRef: string;
      stake: number;
      win: number;
      balance: number;
    };
    expect(result).toMatchObject({ roundRef: round.roundRef, stake: 2_000 });
    expect(result.balance).toBe(await p.cashOf(member.id));
    expect(result.balance).toBe(8_000 + result.win);
    stream.close();
    await stream.ended;
  });
});
