/**
 * Manager (agent) area (spec §2 /manager, §6 type 2) on PGlite and
 * PostgreSQL: type 2 only (members and operators 403), an agent sees only its own downline (a
 * second agent proves it), deposits/withdrawals/turnover/rolling per Asia/Seoul day range with
 * exact rounding, and the agent's own rolling settlement approved by an operator, paid once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { ManagerReport } from '../../../common/contract/manager.contract';
import type {
  RollingSummary,
  SettlementRequestView,
} from '../../../common/contract/rolling.contract';
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
import { FIXTURE_PASSWORD, addMiniBet, createLoginMember } from '../helpers/turnover-fixtures';

/** 2025-03-10 12:00 Asia/Seoul. */
const START_MS = Date.parse('2025-03-10T03:00:00Z');
let keySeq = 0;
const key = () => `manager-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(dbTargets)('manager area on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let manager: LoggedIn;
  let agent2: LoggedIn;
  let demoId: number;
  let managerId: number;
  let m1: { id: number; userId: string };
  let m2: { id: number; userId: string };
  let agent2Id: number;
  const clock = new FakeClock(START_MS);

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    managerId = await memberIdOf(h.db, MANAGER.userId);
    m1 = await createLoginMember(h.db, { agentId: managerId });
    const a2 = await createLoginMember(h.db, { type: 2 });
    agent2Id = a2.id;
    m2 = await createLoginMember(h.db, { agentId: agent2Id });
    demo = await login(h.app, DEMO);
    admin = await login(h.app, ADMIN);
    manager = await login(h.app, MANAGER);
    agent2 = await login(h.app, { userId: a2.userId, password: FIXTURE_PASSWORD });
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const report = async (who: LoggedIn, from: string, to: string, page = 1) => {
    const res = await get(who, `/api/manager/report?from=${from}&to=${to}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ManagerReport>();
  };
  const setRates = (memberId: number, ratesBp: object) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/admin/rolling/rates/${memberId}`,
      headers: admin.headers,
      payload: { ratesBp },
    });
  const at = (iso: string) => new Date(iso);

  it('only type 2 reaches the manager endpoints: members and operators get 403, no token 401', async () => {
    const endpoints: [string, string, object?][] = [
      ['GET', '/api/manager/members'],
      ['GET', '/api/manager/report?from=2025-03-01&to=2025-03-10'],
      ['GET', '/api/manager/rolling'],
      ['GET', '/api/manager/rolling/requests'],
      ['POST', '/api/manager/rolling/requests', { kind: 'mini', idempotencyKey: key() }],
    ];
    for (const [method, url, payload] of endpoints) {
      for (const who of [demo, admin]) {
        const res = await h.app.inject({
          method: method as 'GET',
          url,
          headers: who.headers,
          ...(payload ? { payload } : {}),
        });
        expect(outcome(res), `${method} ${url}`).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
      const anonymous = await h.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      const ok = await h.app.inject({
        method: method as 'GET',
        url,
        headers: manager.headers,
        ...(payload ? { payload } : {}),
      });
      expect(ok.statusCode === 200 || ok.statusCode === 409, `${url} ${ok.body}`).toBe(true);
    }
    const [count] = await h.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM settlement_requests',
    );
    expect(count!.count).toBe(0);
  });

  it('the report shows each downline member’s deposits, withdrawals, turnover and rolling; never another agent’s', async () => {
    await setRates(demoId, { mini: 150, sports: 0, casino: 0, slot: 0 });
    await setRates(m1.id, { mini: 33, sports: 0, casino: 0, slot: 0 });
    await setRates(managerId, { mini: 200, sports: 20, casino: 30, slot: 30 });
    await setRates(agent2Id, { mini: 70, sports: 0, casino: 0, slot: 0 });

    // Seoul days: 2025-03-09 ends at 15:00Z; the 14:59:59Z bet is the 9th, the 15:00Z one the 10th.
    await addMiniBet(h.db, demoId, 100_001, at('2025-03-09T14:59:59Z'), 1);
    await addMiniBet(h.db, demoId, 23_456, at('2025-03-09T15:00:00Z'), 2);
    await addMiniBet(h.db, demoId, 10_000, at('2025-03-10T01:00:00Z'), 3); // push: no turnover
    await addMiniBet(h.db, m1.id, 333_333, at('2025-03-10T01:00:00Z'), 1);
    await addMiniBet(h.db, m2.id, 500_000, at('2025-03-10T01:00:00Z'), 1); // agent2's member
    await addMiniBet(h.db, demoId, 7_000, at('2025-03-08T10:00:00Z'), 1); // the 8th

    // Deposits and withdrawals: approved requests count on the day they were decided.
    const charge = await post(demo, '/api/wallet/charge', {
      amountWon: 100_000,
      depositorName: '데모',
      idempotencyKey: key(),
    });
    await post(admin, `/api/admin/wallet/requests/${charge.json().request.id}/approve`);
    const rejected = await post(demo, '/api/wallet/charge', {
      amountWon: 50_000,
      depositorName: '데모',
      idempotencyKey: key(),
    });
    await post(admin, `/api/admin/wallet/requests/${rejected.json().request.id}/reject`, {
      reason: '입금 확인 불가',
    });
    const exchange = await post(demo, '/api/wallet/exchange', {
      amountWon: 30_000,
      withdrawPassword: '1234',
      idempotencyKey: key(),
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    await post(admin, `/api/admin/wallet/requests/${exchange.json().request.id}/approve`);

    const day10 = await report(manager, '2025-03-10', '2025-03-10');
    expect(day10.items.map((r) => r.userId).sort()).toEqual([m1.userId, 'demo'].sort());
    const demoRow = day10.items.find((r) => r.userId === 'demo')!;
    expect(demoRow).toMatchObject({
      depositsWon: 100_000,
      withdrawalsWon: 30_000,
      turnover: { mini: 23_456, sports: 0, casino: 0, slot: 0 },
      rolling: { mini: 351, sports: 0, casino: 0, slot: 0 }, // 23,456 × 1.5 % = 351.84
      ratesBp: { mini: 150 },
    });
    const m1Row = day10.items.find((r) => r.userId === m1.userId)!;
    expect(m1Row).toMatchObject({
      depositsWon: 0,
      withdrawalsWon: 0,
      turnover: { mini: 333_333 },
      rolling: { mini: 1_099 }, // 333,333 × 0.33 % = 1,099.99
    });
    expect(day10.totals).toEqual({
      depositsWon: 100_000,
      withdrawalsWon: 30_000,
      turnover: { mini: 356_789, sports: 0, casino: 0, slot: 0 },
      memberRolling: { mini: 1_450, sports: 0, casino: 0, slot: 0 },
      // The agent tree's split: the agent's 2 % minus what each member earns (1.5 %, 0.33 %):
      // 23,456 × 0.5 % + 333,333 × 1.67 % = 117.28 + 5,566.66 = 5,683.94.
      agentRolling: { mini: 5_683, sports: 0, casino: 0, slot: 0 },
    });
    expect(day10.agentRatesBp).toEqual({ mini: 200, sports: 20, casino: 30, slot: 30 });

    const day9 = await report(manager, '2025-03-09', '2025-03-09');
    expect(day9.totals.turnover.mini).toBe(100_001);
    expect(day9.totals.depositsWon).toBe(0);
    const range = await report(manager, '2025-03-08', '2025-03-10');
    expect(range.totals.turnover.mini).toBe(7_000 + 100_001 + 23_456 + 333_333);

    // The second agent sees only its own member, and none of the first agent's money.
    const other = await report(agent2, '2025-03-08', '2025-03-10');
    expect(other.items.map((r) => r.userId)).toEqual([m2.userId]);
    expect(other.totals).toMatchObject({
      depositsWon: 0,
      turnover: { mini: 500_000 },
      agentRolling: { mini: 3_500 },
    });
    const downline = await get(agent2, '/api/manager/members');
    expect(downline.json().items.map((m: { userId: string }) => m.userId)).toEqual([m2.userId]);
    const mine = await get(manager, '/api/manager/members');
    expect(mine.json().items.map((m: { userId: string }) => m.userId)).not.toContain(m2.userId);
  });

  it('bad date ranges are a 400, never a 5xx', async () => {
    for (const query of [
      'from=2025-03-10&to=2025-03-09',
      'from=2025-02-30&to=2025-03-01',
      'from=2025-3-1&to=2025-03-02',
      'from=2024-01-01&to=2025-03-01',
      'from=&to=',
      'to=2025-03-01',
      'from=2025-03-01&to=2025-03-02&page=0',
      "from=2025-03-01'--&to=2025-03-02",
    ]) {
      const res = await get(manager, `/api/manager/report?${query}`);
      expect(outcome(res), query).toEqual({ status: 400, code: 'VALIDATION' });
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    // 93 Seoul days is the longest range.
    expect(
      (await get(manager, '/api/manager/report?from=2025-01-01&to=2025-04-03')).statusCode,
    ).toBe(200);
    expect(
      (await get(manager, '/api/manager/report?from=2025-01-01&to=2025-04-04')).statusCode,
    ).toBe(400);
  });

  it('the agent requests its own rolling on the downline’s turnover; an operator approves; paid once', async () => {
    clock.advanceMinutes(2);
    const summary = (await get(manager, '/api/manager/rolling')).json<RollingSummary>();
    expect(summary.role).toBe('agent');
    const mini = summary.categories.find((c) => c.category === 'mini')!;
    // Every graded downline stake so far: 7,000 + 100,001 + 23,456 + 333,333 (not agent2's);
    // demo's 130,457 at 2 − 1.5 % + m1's 333,333 at 2 − 0.33 % = 652.285 + 5,566.661 → 6,218.
    expect(mini.after).toEqual({ turnoverWon: 463_790, rollingWon: 6_218 });
    expect(
      outcome(
        await post(manager, '/api/manager/rolling/requests', {
          kind: 'event',
          idempotencyKey: key(),
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    const res = await post(manager, '/api/manager/rolling/requests', {
      kind: 'mini',
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json<{ request: SettlementRequestView }>().request;
    expect(request).toMatchObject({
      role: 'agent',
      kind: 'mini',
      turnoverWon: 463_790,
      rateBp: 200,
      amountWon: 6_218,
    });
    expect(
      outcome(
        await post(manager, '/api/manager/rolling/requests', {
          kind: 'mini',
          idempotencyKey: key(),
        }),
      ),
    ).toEqual({
      status: 409,
      code: 'SETTLEMENT_PENDING_EXISTS',
    });

    // The agent's requests are its own: the other agent and the members do not see them.
    expect((await get(agent2, '/api/manager/rolling/requests')).json().totalCount).toBe(0);
    expect((await get(demo, '/api/rolling/requests')).json().items).toEqual([]);
    const listed = await get(admin, '/api/admin/rolling/requests?role=agent&status=pending');
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: request.id, userId: 'manager' }),
    ]);

    // The member's own rolling on the same turnover is separate from the agent's.
    const demoMini = (await get(demo, '/api/rolling')).json<RollingSummary>().categories[0]!;
    expect(demoMini.after).toEqual({ turnoverWon: 130_457, rollingWon: 1_956 });

    const before = (await getMemberBalances(h.db, managerId)).emoney;
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(admin, `/api/admin/rolling/requests/${request.id}/approve`),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await getMemberBalances(h.db, managerId)).emoney).toBe(before + 6_218);
    const after = (await get(manager, '/api/manager/rolling')).json<RollingSummary>();
    expect(after.categories[0]).toMatchObject({
      before: { turnoverWon: 463_790, rollingWon: 6_218 },
      after: { turnoverWon: 0, rollingWon: 0 },
    });
    expect(after).toMatchObject({ beforeTotal: 6_218, afterTotal: 0, total: 6_218 });

    // New downline turnover after the approval is the next window; agent2's never counts.
    clock.advanceMinutes(5);
    await addMiniBet(h.db, m1.id, 200_000, new Date(clock.now().getTime() - 90_000), 2);
    await addMiniBet(h.db, m2.id, 900_000, new Date(clock.now().getTime() - 90_000), 2);
    const next = (await get(manager, '/api/manager/rolling')).json<RollingSummary>();
    // 200,000 × (2 − 0.33) % = 3,340.
    expect(next.categories[0]!.after).toEqual({ turnoverWon: 200_000, rollingWon: 3_340 });
    const history = await get(manager, '/api/manager/rolling/requests');
    expect(history.json().items).toEqual([
      expect.objectContaining({ id: request.id, status: 'approved' }),
    ]);
  });
});
