/**
 * The casino operator desk's searches (rounds and wallet transactions
 * by member, provider, game, date and status, with each call's request and answer): filters,
 * Seoul days and paging of 15 (spec §9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { ADMIN, login, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const HOUR_MS = 3_600_000;

async function gameIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM casino_games WHERE game_code = $1', [
    code,
  ]);
  return row!.id;
}

async function insertRound(
  db: Db,
  r: { memberId: number; gameId: number; ref: string; status?: string; openedAt: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake, status,
                                opened_at, closed_at)
     SELECT 1, $1, $2, g.id, g.kind, 1000, $3, $4,
            CASE WHEN $3 = 'closed' THEN $4::timestamptz END
       FROM casino_games g WHERE g.id = $5
     RETURNING id`,
    [r.ref, r.memberId, r.status ?? 'closed', r.openedAt, r.gameId],
  );
  return row!.id;
}

describe.each(dbTargets)('casino desk searches on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let alice: ExtraMember;
  let bob: ExtraMember;
  let classic: number;
  const now = Date.now();

  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: admin.headers });

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    alice = await createExtraMember(h.db, { prefix: 'alice' });
    bob = await createExtraMember(h.db, { prefix: 'bob' });
    const baccarat = await gameIdOf(h.db, 'baccarat-1');
    classic = await gameIdOf(h.db, 'classic-3x3');
    // Alice: 17 baccarat rounds over the last 17 hours; Bob: 3 slot rounds, one still open.
    for (let i = 0; i < 17; i += 1) {
      await insertRound(h.db, {
        memberId: alice.id,
        gameId: baccarat,
        ref: `a-${i}`,
        openedAt: new Date(now - i * HOUR_MS),
      });
    }
    for (let i = 0; i < 3; i += 1) {
      await insertRound(h.db, {
        memberId: bob.id,
        gameId: classic,
        ref: `b-${i}`,
        status: i === 0 ? 'open' : 'closed',
        openedAt: new Date(now - 3 * 24 * HOUR_MS - i * HOUR_MS),
      });
    }
  }, 60_000);
  afterAll(() => h?.close());

  it('searches rounds by member, game, status and Seoul day, 15 a page', async () => {
    const first = (await get(`/api/admin/casino/rounds?member=${alice.userId}`)).json();
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 17 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toMatchObject({ roundRef: 'a-16', memberUserId: alice.userId });
    const second = (await get(`/api/admin/casino/rounds?member=${alice.nickname}&page=2`)).json();
    expect(second.items.map((r: { roundRef: string }) => r.roundRef)).toEqual(['a-1', 'a-0']);

    const slots = (await get(`/api/admin/casino/rounds?gameId=${classic}`)).json();
    expect(slots.totalCount).toBe(3);
    const open = (await get(`/api/admin/casino/rounds?gameId=${classic}&status=open`)).json();
    expect(open.items.map((r: { roundRef: string }) => r.roundRef)).toEqual(['b-0']);

    const seoulDay = (ms: number) => new Date(ms + 9 * HOUR_MS).toISOString().slice(0, 10);
    const threeDaysAgo = seoulDay(now - 3 * 24 * HOUR_MS);
    const byDay = (
      await get(
        `/api/admin/casino/rounds?member=${bob.userId}&from=${threeDaysAgo}&to=${threeDaysAgo}`,
      )
    ).json();
    const expected = [0, 1, 2].filter(
      (i) => seoulDay(now - 3 * 24 * HOUR_MS - i * HOUR_MS) === threeDaysAgo,
    ).length;
    expect(byDay.totalCount).toBe(expected);
    const none = (
      await get(`/api/admin/casino/rounds?member=${bob.userId}&from=${seoulDay(now)}`)
    ).json();
    expect(none.totalCount).toBe(0);
    expect((await get('/api/admin/casino/rounds?from=2026-02-30')).statusCode).toBe(400);
  });

  it('searches wallet transactions and calls, each call with its request and answer', async () => {
    const [round] = await h.db.query<{ id: number }>(
      `SELECT id FROM casino_rounds WHERE round_ref = 'b-0'`,
    );
    await h.db.query(
      `INSERT INTO casino_transactions (provider_id, transaction_uuid, kind,
         reference_transaction_uuid, member_id, round_id, amount, body_sha256, status,
         balance_after, created_at)
       VALUES (1, 'tx-bet-1', 'bet', NULL, $1, $2, 1000, 'h1', 'RS_OK', 9000, now()),
              (1, 'tx-win-1', 'win', 'tx-bet-1', $1, $2, 3000, 'h2', 'RS_OK', 12000, now()),
              (1, 'tx-bet-2', 'bet', NULL, $3, NULL, 500, 'h3', 'RS_OK', 500, now())`,
      [bob.id, round!.id, alice.id],
    );
    await h.db.query(
      `INSERT INTO casino_calls (provider_id, endpoint, request_uuid, transaction_uuid,
         request_body, signature_ok, status, response_body, duration_us, created_at)
       VALUES (1, 'transaction/bet', 'r1', 'tx-bet-1', '{"amount":1000}', TRUE, 'RS_OK',
               '{"status":"RS_OK","balance":9000}', 812, now()),
              (1, 'transaction/bet', 'r2', 'tx-bad', '{"amount":1}', FALSE,
               'RS_ERROR_INVALID_SIGNATURE', '{"status":"RS_ERROR_INVALID_SIGNATURE"}', 90, now())`,
    );

    const bobs = (await get(`/api/admin/casino/transactions?member=${bob.userId}`)).json();
    expect(bobs.totalCount).toBe(2);
    expect(bobs.items[0]).toMatchObject({
      transactionUuid: 'tx-win-1',
      referenceTransactionUuid: 'tx-bet-1',
      roundRef: 'b-0',
      amount: 3000,
    });
    const pair = (await get('/api/admin/casino/transactions?transactionUuid=tx-bet-1')).json();
    expect(pair.totalCount).toBe(2);
    const wins = (await get('/api/admin/casino/transactions?kind=win&providerId=1')).json();
    expect(wins.items.map((t: { transactionUuid: string }) => t.transactionUuid)).toEqual([
      'tx-win-1',
    ]);

    const refused = (await get('/api/admin/casino/calls?status=RS_ERROR_INVALID_SIGNATURE')).json();
    expect(refused.items).toEqual([
      expect.objectContaining({
        transactionUuid: 'tx-bad',
        signatureOk: false,
        requestBody: '{"amount":1}',
        responseBody: '{"status":"RS_ERROR_INVALID_SIGNATURE"}',
      }),
    ]);
    const bobsCalls = (await get(`/api/admin/casino/calls?member=${bob.userId}`)).json();
    expect(bobsCalls.items.map((c: { requestUuid: string }) => c.requestUuid)).toEqual(['r1']);
    expect((await get('/api/admin/casino/calls?status=drop%20table')).statusCode).toBe(400);
  });
});
