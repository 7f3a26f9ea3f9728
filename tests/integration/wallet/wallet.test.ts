import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { transfer } from '../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { hashPassword } from '../../../server/platform/lib/password-hasher';
import type { WalletRequestView } from '../../../common/contract/wallet.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  DEMO,
  FakeClock,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const PIN = '1234';
let keySeq = 0;
const key = () => `wallet-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(dbTargets)('wallet on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;
  let otherId: number;
  const clock = new FakeClock();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    otherId = await memberIdOf(h.db, MANAGER.userId);
    const pinHash = await hashPassword(PIN);
    await h.db.query('UPDATE members SET withdraw_password_hash = $1 WHERE id IN ($2, $3)', [
      pinHash,
      demoId,
      otherId,
    ]);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const charge = (who: LoggedIn, body: object) => post(who, '/api/wallet/charge', body);
  const exchange = (who: LoggedIn, body: object) => post(who, '/api/wallet/exchange', body);
  const approve = (id: number) => post(admin, `/api/admin/wallet/requests/${id}/approve`);
  const reject = (id: number, reason: string) =>
    post(admin, `/api/admin/wallet/requests/${id}/reject`, { reason });
  const cash = async (memberId = demoId) => (await getMemberBalances(h.db, memberId)).emoney;
  const expectLedgerOk = async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  };
  const pendingReserve = async () => {
    const rows = await h.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE kind = 'withdrawals_pending'`,
    );
    return rows[0]?.balance ?? 0;
  };

  it('refuses bad charge input with 400 { code, Korean message }, writing nothing', async () => {
    const base = { amountWon: 100_000, depositorName: '홍길동', idempotencyKey: key() };
    const cases: [object, string][] = [
      [{ ...base, amountWon: 0 }, 'WALLET_AMOUNT_TOO_LOW'],
      [{ ...base, amountWon: -10_000 }, 'WALLET_AMOUNT_TOO_LOW'],
      [{ ...base, amountWon: 5_000 }, 'WALLET_AMOUNT_TOO_LOW'],
      [{ ...base, amountWon: 15_000 }, 'WALLET_AMOUNT_UNIT'],
      [{ ...base, amountWon: 10_010_000 }, 'WALLET_CHARGE_TOO_HIGH'],
      [{ ...base, amountWon: 10_000.5 }, 'VALIDATION'],
      [{ ...base, amountWon: 1e20 }, 'VALIDATION'],
      [{ ...base, amountWon: '100000' }, 'VALIDATION'],
      [{ ...base, amountWon: undefined }, 'VALIDATION'],
      [{ ...base, depositorName: undefined }, 'VALIDATION'],
      [{ ...base, depositorName: '   ' }, 'VALIDATION'],
      [{ ...base, idempotencyKey: undefined }, 'VALIDATION'],
      [{ ...base, chargeType: 'x' }, 'VALIDATION'],
    ];
    for (const [body, code] of cases) {
      const res = await charge(demo, body);
      expect(outcome(res), JSON.stringify(body)).toEqual({ status: 400, code });
      const { message } = res.json<{ message: string }>();
      expect(message).toMatch(/[가-힣]/);
      if (code !== 'VALIDATION') expect(message).toBe(ERROR_MESSAGES[code as 'WALLET_AMOUNT_UNIT']);
    }
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/wallet/charge',
      headers: { ...demo.headers, 'content-type': 'application/json' },
      payload: '{"amountWon":',
    });
    expect(bad.statusCode).toBe(400);
    expect(outcome(await charge(demo, {}))).toMatchObject({ status: 400 });
    const noAuth = await h.app.inject({ method: 'POST', url: '/api/wallet/charge', payload: base });
    expect(noAuth.statusCode).toBe(401);
    const [count] = await h.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM wallet_requests',
    );
    expect(count!.count).toBe(0);
  });

  it('charge: pending, replay, one pending, owner-only, approve once, live events', async () => {
    const before = await cash();
    const body = { amountWon: 100_000, depositorName: '홍길동', idempotencyKey: key() };
    const first = await charge(demo, body);
    expect(first.statusCode).toBe(200);
    const request = first.json<{ request: WalletRequestView }>().request;
    expect(request).toMatchObject({
      kind: 'charge',
      amountWon: 100_000,
      status: 'pending',
      chargeType: 7,
      depositorName: '홍길동',
      rejectReason: null,
      decidedAt: null,
    });
    // Replay: the first answer, nothing twice.
    const again = await charge(demo, body);
    expect(again.json<{ request: WalletRequestView }>().request).toEqual(request);
    expect(outcome(await charge(demo, { ...body, amountWon: 200_000 }))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(outcome(await charge(demo, { ...body, idempotencyKey: key() }))).toEqual({
      status: 409,
      code: 'WALLET_PENDING_EXISTS',
    });
    // Another member: cannot see, cancel, and has their own "one pending" slot.
    const otherList = await get(other, '/api/wallet/requests?kind=charge');
    expect(otherList.json<{ totalCount: number }>().totalCount).toBe(0);
    expect(outcome(await post(other, `/api/wallet/requests/${request.id}/cancel`))).toEqual({
      status: 404,
      code: 'WALLET_REQUEST_NOT_FOUND',
    });
    // Members cannot use the admin endpoints.
    expect((await post(demo, `/api/admin/wallet/requests/${request.id}/approve`)).statusCode).toBe(
      403,
    );

    const mine = await get(demo, '/api/wallet/requests?kind=charge');
    expect(mine.json()).toMatchObject({ items: [request], page: 1, pageCount: 1, totalCount: 1 });
    const adminList = await get(admin, '/api/admin/wallet/requests?kind=charge&status=pending');
    expect(adminList.json()).toMatchObject({
      items: [{ ...request, userId: 'demo', nickname: '데모회원' }],
      totalCount: 1,
    });

    h.bets.length = 0;
    const approved = await approve(request.id);
    expect(approved.statusCode).toBe(200);
    const decided = approved.json<{ request: WalletRequestView }>().request;
    expect(decided).toMatchObject({ status: 'approved', userId: 'demo' });
    expect(decided.decidedAt).not.toBeNull();
    expect(await cash()).toBe(before + 100_000);
    const {
      userId: _u,
      nickname: _n,
      ...memberView
    } = decided as WalletRequestView & {
      userId: string;
      nickname: string;
    };
    expect(h.bets.map((e) => [e.memberId, e.event])).toEqual([
      [demoId, { type: 'walletRequest', request: memberView }],
      [demoId, { type: 'balance', emoney: before + 100_000, point: 5_000 }],
    ]);
    // Double approve / reject after approve: 409, paid once.
    expect(outcome(await approve(request.id))).toEqual({
      status: 409,
      code: 'WALLET_REQUEST_DECIDED',
    });
    expect(outcome(await reject(request.id, '중복'))).toEqual({
      status: 409,
      code: 'WALLET_REQUEST_DECIDED',
    });
    expect(outcome(await approve(999_999))).toEqual({
      status: 404,
      code: 'WALLET_REQUEST_NOT_FOUND',
    });
    expect(await cash()).toBe(before + 100_000);
    const audits = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target = $1`,
      [`wallet-request:${request.id}`],
    );
    expect(audits.map((a) => a.action)).toEqual(['wallet.approve']);
    const charges = await h.db.query(
      `SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1 AND kind = 'charge'`,
      [`charge-approve:${request.id}`],
    );
    expect(charges).toHaveLength(1);
    await expectLedgerOk();
  });

  it('charge: racing approvals pay exactly once', async () => {
    const before = await cash();
    const res = await charge(demo, {
      amountWon: 50_000,
      depositorName: '홍길동',
      idempotencyKey: key(),
    });
    const { id } = res.json<{ request: WalletRequestView }>().request;
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await cash()).toBe(before + 50_000);
    await expectLedgerOk();
  });

  it('charge: reject with a reason moves nothing; cancel own pending', async () => {
    const before = await cash();
    const res = await charge(demo, {
      amountWon: 30_000,
      depositorName: '홍길동',
      chargeType: 3,
      idempotencyKey: key(),
    });
    const { id, chargeType } = res.json<{ request: WalletRequestView }>().request;
    expect(chargeType).toBe(3);
    expect(outcome(await post(admin, `/api/admin/wallet/requests/${id}/reject`, {}))).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    const rejected = await reject(id, '입금자명 불일치');
    expect(rejected.json()).toMatchObject({
      request: { status: 'rejected', rejectReason: '입금자명 불일치' },
    });
    expect(await cash()).toBe(before);

    const next = await charge(demo, {
      amountWon: 20_000,
      depositorName: '홍길동',
      idempotencyKey: key(),
    });
    const nextId = next.json<{ request: WalletRequestView }>().request.id;
    const cancelled = await post(demo, `/api/wallet/requests/${nextId}/cancel`);
    expect(cancelled.json()).toMatchObject({ request: { status: 'cancelled' }, emoney: before });
    expect(outcome(await post(demo, `/api/wallet/requests/${nextId}/cancel`))).toEqual({
      status: 409,
      code: 'WALLET_NOT_CANCELLABLE',
    });
    expect(outcome(await approve(nextId))).toEqual({ status: 409, code: 'WALLET_REQUEST_DECIDED' });
    expect(outcome(await post(demo, '/api/wallet/requests/abc/cancel'))).toMatchObject({
      status: 400,
    });
    expect(await cash()).toBe(before);
    await expectLedgerOk();
  });

  it('exchange: validation, wrong PIN, reserve at once, replay, one pending, reject returns', async () => {
    const base = { amountWon: 200_000, withdrawPassword: PIN, idempotencyKey: key() };
    const cases: [object, number, string][] = [
      [{ ...base, amountWon: 5_000_000 + 10_000 }, 400, 'WALLET_EXCHANGE_TOO_HIGH'],
      [{ ...base, amountWon: 9_999 }, 400, 'WALLET_AMOUNT_TOO_LOW'],
      [{ ...base, amountWon: -200_000 }, 400, 'WALLET_AMOUNT_TOO_LOW'],
      [{ ...base, amountWon: 205_000 }, 400, 'WALLET_AMOUNT_UNIT'],
      [{ ...base, amountWon: 0.1 }, 400, 'VALIDATION'],
      [{ ...base, amountWon: Number.MAX_SAFE_INTEGER * 4 }, 400, 'VALIDATION'],
      [{ ...base, withdrawPassword: undefined }, 400, 'VALIDATION'],
      [{ ...base, idempotencyKey: 'short' }, 400, 'VALIDATION'],
      [{ ...base, withdrawPassword: '0000' }, 400, 'WRONG_WITHDRAW_PASSWORD'],
    ];
    for (const [body, status, code] of cases) {
      expect(outcome(await exchange(demo, body)), JSON.stringify(body)).toEqual({ status, code });
    }
    const before = await cash();
    h.bets.length = 0;
    const res = await exchange(demo, base);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ request: WalletRequestView; emoney: number }>();
    expect(body).toMatchObject({
      request: { kind: 'exchange', amountWon: 200_000, status: 'pending', chargeType: null },
      emoney: before - 200_000,
    });
    expect(await cash()).toBe(before - 200_000);
    expect(await pendingReserve()).toBe(200_000);
    expect(h.bets.map((e) => e.event.type)).toEqual(['walletRequest', 'balance']);
    // Replay moves nothing twice.
    const replay = await exchange(demo, base);
    expect(replay.json()).toEqual({ request: body.request, emoney: before - 200_000 });
    expect(await cash()).toBe(before - 200_000);
    expect(outcome(await exchange(demo, { ...base, idempotencyKey: key() }))).toEqual({
      status: 409,
      code: 'WALLET_PENDING_EXISTS',
    });
    expect(outcome(await post(other, `/api/wallet/requests/${body.request.id}/cancel`))).toEqual({
      status: 404,
      code: 'WALLET_REQUEST_NOT_FOUND',
    });
    const listed = await get(demo, '/api/wallet/requests?kind=exchange');
    expect(listed.json()).toMatchObject({ items: [body.request], totalCount: 1 });

    h.bets.length = 0;
    const rejected = await reject(body.request.id, '계좌 확인 불가');
    expect(rejected.json()).toMatchObject({ request: { status: 'rejected' } });
    expect(await cash()).toBe(before);
    expect(await pendingReserve()).toBe(0);
    expect(h.bets.map((e) => [e.memberId, e.event.type])).toEqual([
      [demoId, 'walletRequest'],
      [demoId, 'balance'],
    ]);
    expect(outcome(await reject(body.request.id, '다시'))).toEqual({
      status: 409,
      code: 'WALLET_REQUEST_DECIDED',
    });
    expect(await cash()).toBe(before);
    await expectLedgerOk();
  });

  it('exchange: approve lets the reserve leave; cancel returns it; shortfall leaves nothing', async () => {
    const before = await cash();
    const res = await exchange(demo, {
      amountWon: 100_000,
      withdrawPassword: PIN,
      idempotencyKey: key(),
    });
    const { id } = res.json<{ request: WalletRequestView }>().request;
    expect((await approve(id)).statusCode).toBe(200);
    expect(outcome(await approve(id))).toEqual({ status: 409, code: 'WALLET_REQUEST_DECIDED' });
    expect(await cash()).toBe(before - 100_000);
    expect(await pendingReserve()).toBe(0);
    expect(outcome(await post(demo, `/api/wallet/requests/${id}/cancel`))).toEqual({
      status: 409,
      code: 'WALLET_NOT_CANCELLABLE',
    });

    const second = await exchange(demo, {
      amountWon: 50_000,
      withdrawPassword: PIN,
      idempotencyKey: key(),
    });
    const secondId = second.json<{ request: WalletRequestView }>().request.id;
    expect(await cash()).toBe(before - 150_000);
    const cancelled = await post(demo, `/api/wallet/requests/${secondId}/cancel`);
    expect(cancelled.json()).toMatchObject({
      request: { status: 'cancelled' },
      emoney: before - 100_000,
    });
    expect(await pendingReserve()).toBe(0);

    const rows = async () =>
      (await h.db.query<{ count: number }>('SELECT count(*) AS count FROM wallet_requests'))[0]!
        .count;
    const count = await rows();
    const tooMuch = Math.ceil((before + 10_000) / 10_000) * 10_000;
    expect(
      outcome(
        await exchange(demo, { amountWon: tooMuch, withdrawPassword: PIN, idempotencyKey: key() }),
      ),
    ).toEqual({
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await rows()).toBe(count);
    expect(await cash()).toBe(before - 100_000);
    await expectLedgerOk();
  });

  it('exchange: 5 wrong PINs in 15 minutes → 429, even with the right one, until they age', async () => {
    clock.advanceMinutes(30);
    const body = () => ({ amountWon: 10_000, withdrawPassword: 'wrong', idempotencyKey: key() });
    for (let i = 0; i < 5; i++) {
      expect(outcome(await exchange(demo, body()))).toEqual({
        status: 400,
        code: 'WRONG_WITHDRAW_PASSWORD',
      });
    }
    const locked = await exchange(demo, { ...body(), withdrawPassword: PIN });
    expect(outcome(locked)).toEqual({ status: 429, code: 'TOO_MANY_WITHDRAW_PASSWORD_ATTEMPTS' });
    expect(locked.json<{ message: string }>().message).toMatch(/[가-힣]/);
    clock.advanceMinutes(16);
    const ok = await exchange(demo, { ...body(), withdrawPassword: PIN });
    expect(ok.statusCode).toBe(200);
    const { id } = ok.json<{ request: WalletRequestView }>().request;
    expect((await post(demo, `/api/wallet/requests/${id}/cancel`)).statusCode).toBe(200);
    await expectLedgerOk();
  });

  it('lists: own only, newest first, 15 a page; admin filters by kind and status', async () => {
    const page1 = await get(demo, '/api/wallet/requests');
    const items = page1.json<{ items: WalletRequestView[] }>().items;
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(items.length).toBeGreaterThan(5);
    expect(outcome(await get(demo, '/api/wallet/requests?kind=bogus'))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(outcome(await get(demo, '/api/wallet/requests?page=0'))).toMatchObject({ status: 400 });
    const rejected = await get(admin, '/api/admin/wallet/requests?status=rejected');
    const rows = rejected.json<{ items: { status: string; userId: string }[] }>().items;
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.status === 'rejected' && r.userId === 'demo')).toBe(true);
    expect((await get(demo, '/api/admin/wallet/requests')).statusCode).toBe(403);
    const memberView = await get(other, '/api/wallet/requests');
    expect(memberView.json()).toMatchObject({ items: [], totalCount: 0, pageCount: 1 });
  });

  it.runIf(target === 'postgres')(
    '50 racing full-balance exchanges of one member: exactly one accepted, balance 0',
    async () => {
      await h.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: 'wallet-test:race-credit',
          kind: 'seed_credit',
          from: { system: 'house', currency: 'KRW' },
          to: { memberId: otherId, kind: 'member_cash' },
          amount: 1_000_000,
        }),
      );
      const full = await cash(otherId);
      expect(full % 10_000).toBe(0);
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          exchange(other, { amountWon: full, withdrawPassword: PIN, idempotencyKey: key() }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(await cash(otherId)).toBe(0);
      const negative = await h.db.query(
        'SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1 AND e.balance_after < 0',
        [otherId],
      );
      expect(negative).toHaveLength(0);
      const pending = await h.db.query(
        `SELECT 1 FROM wallet_requests WHERE member_id = $1 AND kind = 'exchange'`,
        [otherId],
      );
      expect(pending).toHaveLength(1);
      await expectLedgerOk();
    },
    60_000,
  );
});
