import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import {
  POINT_MESSAGES,
  type PointConvertResponse,
  type StatementPage,
} from '../../../common/contract/points.contract';
import {
  DEMO,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

let keySeq = 0;
const key = () => `points-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(dbTargets)('points on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let demoId: number;
  let otherId: number;

  beforeAll(async () => {
    h = await startTestApp(target);
    demoId = await memberIdOf(h.db, DEMO.userId);
    otherId = await memberIdOf(h.db, MANAGER.userId);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
  }, 60_000);
  afterAll(() => h?.close());

  const convert = (who: LoggedIn, payload: object) =>
    h.app.inject({
      method: 'POST',
      url: '/api/wallet/points/convert',
      headers: who.headers,
      payload,
    });
  const statement = (who: LoggedIn, query: string) =>
    h.app.inject({ method: 'GET', url: `/api/wallet/statement?${query}`, headers: who.headers });
  const balances = (memberId = demoId) => getMemberBalances(h.db, memberId);
  const transferCount = async () => {
    const [row] = await h.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM ledger_transfers',
    );
    return row!.count;
  };
  const expectLedgerOk = async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  };

  it('refuses bad conversions with 400/409 { code, Korean message }, moving nothing', async () => {
    await fund(h.db, demoId, 20_000, 'POINT');
    const before = await balances();
    const transfers = await transferCount();
    const cases: [object, number, string, string | null][] = [
      [{ points: 9_000, idempotencyKey: key() }, 400, 'VALIDATION', POINT_MESSAGES.tooLow],
      [{ points: 0, idempotencyKey: key() }, 400, 'VALIDATION', POINT_MESSAGES.tooLow],
      [{ points: -10_000, idempotencyKey: key() }, 400, 'VALIDATION', POINT_MESSAGES.tooLow],
      [{ points: 10_500, idempotencyKey: key() }, 400, 'VALIDATION', POINT_MESSAGES.unit],
      [{ points: 10_000.5, idempotencyKey: key() }, 400, 'VALIDATION', null],
      [{ points: '10000', idempotencyKey: key() }, 400, 'VALIDATION', null],
      [{ points: 1e20, idempotencyKey: key() }, 400, 'VALIDATION', null],
      [{ points: 10_000 }, 400, 'VALIDATION', null],
      [{ points: 10_000, idempotencyKey: 'x' }, 400, 'VALIDATION', null],
      [{ idempotencyKey: key() }, 400, 'VALIDATION', null],
      [
        { points: before.point + 1_000, idempotencyKey: key() },
        409,
        'INSUFFICIENT_POINT',
        '보유 포인트가 부족합니다.',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await convert(demo, body);
      expect(outcome(res), JSON.stringify(body)).toEqual({ status, code });
      const text = res.json<{ message: string }>().message;
      expect(text).toMatch(/[가-힣]/);
      if (message) expect(text).toBe(message);
    }
    const noAuth = await h.app.inject({
      method: 'POST',
      url: '/api/wallet/points/convert',
      payload: { points: 10_000, idempotencyKey: key() },
    });
    expect(noAuth.statusCode).toBe(401);
    expect(await balances()).toEqual(before);
    expect(await transferCount()).toBe(transfers);
    await expectLedgerOk();
  });

  it('converts 1P = 1원 in two ledger legs, publishes the balance, replays without moving twice', async () => {
    const before = await balances();
    expect(before.point).toBeGreaterThanOrEqual(12_000);
    const transfers = await transferCount();
    h.bets.length = 0;
    const body = { points: 12_000, idempotencyKey: key() };
    const res = await convert(demo, body);
    expect(res.statusCode).toBe(200);
    const answer = res.json<PointConvertResponse>();
    expect(answer).toEqual({ emoney: before.emoney + 12_000, point: before.point - 12_000 });
    expect(await balances()).toEqual(answer);
    expect(await transferCount()).toBe(transfers + 2);
    expect(h.bets).toEqual([{ memberId: demoId, event: { type: 'balance', ...answer } }]);
    const legs = await h.db.query<{ idempotency_key: string; kind: string; amount: number }>(
      `SELECT idempotency_key, kind, amount FROM ledger_transfers
        WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`%${body.idempotencyKey}%`],
    );
    expect(legs).toEqual([
      {
        idempotency_key: `point-convert:${demoId}:${body.idempotencyKey}:point`,
        kind: 'point_convert',
        amount: 12_000,
      },
      {
        idempotency_key: `point-convert:${demoId}:${body.idempotencyKey}:cash`,
        kind: 'point_convert_cash',
        amount: 12_000,
      },
    ]);

    // A cash change in between: the replay still answers the first conversion's figures.
    await fund(h.db, demoId, 1_000);
    const replay = await convert(demo, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(answer);
    expect(await balances()).toEqual({ ...answer, emoney: answer.emoney + 1_000 });
    expect(await transferCount()).toBe(transfers + 3);
    expect(outcome(await convert(demo, { ...body, points: 13_000 }))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    // The same key from another member is that member's own conversion (refused: no points).
    expect(outcome(await convert(other, body))).toEqual({
      status: 409,
      code: 'INSUFFICIENT_POINT',
    });
    await expectLedgerOk();
  });

  it('converts the whole balance exactly; concurrent twins of one key move once', async () => {
    const start = await balances();
    await fund(h.db, demoId, 30_000 - start.point, 'POINT');
    const before = await balances();
    expect(before.point).toBe(30_000);
    const body = { points: 30_000, idempotencyKey: key() };
    const results = await Promise.all([convert(demo, body), convert(demo, body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0]!.json()).toEqual(results[1]!.json());
    expect(await balances()).toEqual({ emoney: before.emoney + 30_000, point: 0 });
    expect(outcome(await convert(demo, { points: 10_000, idempotencyKey: key() }))).toEqual({
      status: 409,
      code: 'INSUFFICIENT_POINT',
    });
    await expectLedgerOk();
  });

  it('statement: own entries only, newest first, signed, 15 a page', async () => {
    const cash = await statement(demo, 'currency=cash');
    expect(cash.statusCode).toBe(200);
    const cashPage = cash.json<StatementPage>();
    const now = await balances();
    expect(cashPage.items[0]).toMatchObject({ kind: 'point_convert_cash', amount: 30_000 });
    expect(cashPage.items[0]!.balanceAfter).toBe(now.emoney);
    expect(Number.isNaN(Date.parse(cashPage.items[0]!.createdAt))).toBe(false);
    const ids = cashPage.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const point = (await statement(demo, 'currency=point')).json<StatementPage>();
    expect(point.items[0]).toMatchObject({
      kind: 'point_convert',
      amount: -30_000,
      balanceAfter: 0,
    });

    // Other member: none of demo's entries.
    const others = (await statement(other, 'currency=point')).json<StatementPage>();
    expect(others.items.some((i) => point.items.some((p) => p.id === i.id))).toBe(false);
    const otherIds = await h.db.query<{ id: number }>(
      `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1 AND a.kind = 'member_point'`,
      [otherId],
    );
    expect(others.totalCount).toBe(otherIds.length);

    // Paging: 16 more cash entries → at least 2 pages of 15, page 2 continues page 1.
    for (let i = 0; i < 16; i++) await fund(h.db, demoId, 100 + i);
    const p1 = (await statement(demo, 'currency=cash&page=1')).json<StatementPage>();
    const p2 = (await statement(demo, 'currency=cash&page=2')).json<StatementPage>();
    expect(p1.items).toHaveLength(15);
    expect(p1.pageCount).toBe(Math.ceil(p1.totalCount / 15));
    expect(p1.pageCount).toBeGreaterThanOrEqual(2);
    expect(p1.items[0]).toMatchObject({ amount: 115, kind: 'seed_credit' });
    expect(p2.page).toBe(2);
    expect(p2.items[0]!.id).toBeLessThan(p1.items[14]!.id);

    for (const q of ['currency=euro', 'page=0', 'page=x']) {
      expect((await statement(demo, q)).statusCode, q).toBe(400);
    }
    const noAuth = await h.app.inject({ method: 'GET', url: '/api/wallet/statement' });
    expect(noAuth.statusCode).toBe(401);
    await expectLedgerOk();
  });
});
