/**
 * Rolling and settlement requests (spec §2 /calculate*, §3 rolling state) on PGlite and
 * PostgreSQL: figures from recorded turnover with exact rounding, one pending request per kind,
 * replayed keys, approve pays once through the ledger (racing approvals and requests), rejection
 * frees the turnover, event rewards, role checks, bad input; ledger verified after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type {
  AdminSettlementRequestView,
  EventRewardPage,
  RollingCategorySummary,
  RollingSummary,
  SettlementRequestView,
} from '../../../common/contract/rolling.contract';
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
import { FIXTURE_PASSWORD, addMiniBet, createLoginMember } from '../helpers/turnover-fixtures';

/** 2025-03-10 12:00 Asia/Seoul. */
const START_MS = Date.parse('2025-03-10T03:00:00Z');
const HOUR_MS = 3_600_000;
let keySeq = 0;
const key = () => `rolling-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(dbTargets)('rolling settlement on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let manager: LoggedIn;
  let other: LoggedIn;
  let demoId: number;
  let otherId: number;
  const clock = new FakeClock(START_MS);
  const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * HOUR_MS);
  /** Graded 90 s ago: after the last window (the clock moved on), before the 1-minute lag. */
  const graded = () => new Date(clock.now().getTime() - 90_000);

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    const created = await createLoginMember(h.db);
    otherId = created.id;
    demo = await login(h.app, DEMO);
    admin = await login(h.app, ADMIN);
    manager = await login(h.app, MANAGER);
    other = await login(h.app, { userId: created.userId, password: FIXTURE_PASSWORD });
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const put = (who: LoggedIn, url: string, payload: object) =>
    h.app.inject({ method: 'PUT', url, headers: who.headers, payload });
  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const summary = async (who: LoggedIn = demo) => {
    const res = await get(who, '/api/rolling');
    expect(res.statusCode).toBe(200);
    return res.json<RollingSummary>();
  };
  const category = async (c: string, who: LoggedIn = demo) =>
    (await summary(who)).categories.find((x) => x.category === c) as RollingCategorySummary;
  const requestSettlement = (kind: string, idempotencyKey = key(), who: LoggedIn = demo) =>
    post(who, '/api/rolling/requests', { kind, idempotencyKey });
  const approve = (id: number) => post(admin, `/api/admin/rolling/requests/${id}/approve`);
  const reject = (id: number, reason = '조건 미충족') =>
    post(admin, `/api/admin/rolling/requests/${id}/reject`, { reason });
  const setRates = (memberId: number, ratesBp: object) =>
    put(admin, `/api/admin/rolling/rates/${memberId}`, { ratesBp });
  const cash = async (memberId = demoId) => (await getMemberBalances(h.db, memberId)).emoney;
  const systemBalance = async (kind: string) => {
    const [row] = await h.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE kind = $1 AND currency = 'KRW' AND member_id IS NULL`,
      [kind],
    );
    return row?.balance ?? 0;
  };
  /** Settles whatever is pending or accrued for demo's mini rolling, so each test starts at 0. */
  const settleEverything = async () => {
    const mini = await category('mini');
    if (mini.pendingRequestId) await approve(mini.pendingRequestId);
    const rest = await requestSettlement('mini');
    if (rest.statusCode === 200) await approve(rest.json<{ request: { id: number } }>().request.id);
  };

  it('operators set per-member rates (audited); bad rates and unknown members are refused', async () => {
    const res = await setRates(demoId, { mini: 150, sports: 120, casino: 0, slot: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      memberId: demoId,
      userId: 'demo',
      type: 1,
      agentUserId: 'manager',
      ratesBp: { mini: 150, sports: 120, casino: 0, slot: 5 },
    });
    const s = await summary();
    expect(s.categories.map((c) => [c.category, c.rateBp])).toEqual([
      ['mini', 150],
      ['sports', 120],
      ['casino', 0],
      ['slot', 5],
    ]);
    const listed = await get(admin, '/api/admin/rolling/rates?search=demo');
    expect(listed.json().items).toEqual([
      expect.objectContaining({ userId: 'demo', ratesBp: expect.objectContaining({ mini: 150 }) }),
    ]);
    const agents = await get(admin, '/api/admin/rolling/rates?type=2');
    expect(agents.json().items.map((r: { userId: string }) => r.userId)).toContain('manager');
    const [audit] = await h.db.query<{ after: { ratesBp: { mini: number } } }>(
      `SELECT after FROM audit_log WHERE action = 'rolling.rates' AND target = $1
        ORDER BY id DESC LIMIT 1`,
      [`member:${demoId}`],
    );
    expect(audit!.after.ratesBp.mini).toBe(150);

    const full = { mini: 1, sports: 1, casino: 1, slot: 1 };
    for (const bad of [
      { ...full, mini: 1001 },
      { ...full, mini: -1 },
      { ...full, mini: 1.5 },
      { ...full, mini: '100' },
      { mini: 1 },
      null,
    ]) {
      const r = await setRates(demoId, bad as object);
      expect(outcome(r), JSON.stringify(bad)).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
    expect(outcome(await setRates(999_999_999, full))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
    expect(outcome(await put(admin, '/api/admin/rolling/rates/abc', { ratesBp: full }))).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    expect((await summary()).categories[0]!.rateBp).toBe(150);
  });

  it('operators keep the agent tree: a rate within the agent’s, an agent not below what it gives down', async () => {
    const agent = await createLoginMember(h.db, { type: 2 });
    const member = await createLoginMember(h.db, { agentId: agent.id });
    const rates = (bp: number) => ({ mini: bp, sports: bp, casino: bp, slot: bp });
    const stored = async (memberId: number) => {
      const rows = await h.db.query<{ category: string; rate_bp: number }>(
        'SELECT category, rate_bp FROM rolling_rates WHERE member_id = $1 ORDER BY category',
        [memberId],
      );
      return Object.fromEntries(rows.map((r) => [r.category, r.rate_bp]));
    };
    const audits = async (memberId: number) =>
      (
        await h.db.query(`SELECT 1 FROM audit_log WHERE action = 'rolling.rates' AND target = $1`, [
          `member:${memberId}`,
        ])
      ).length;

    // The agent gives nothing yet: one basis point more for its member is refused, in Korean.
    const above = await setRates(member.id, { ...rates(0), slot: 1 });
    expect(outcome(above)).toEqual({ status: 400, code: 'AGENT_RATE_ABOVE_PARENT' });
    expect(above.json().message).toBe(ERROR_MESSAGES.AGENT_RATE_ABOVE_PARENT);
    // Top-down, each within the level above.
    expect((await setRates(agent.id, rates(200))).statusCode).toBe(200);
    expect((await setRates(member.id, { ...rates(200), casino: 150 })).statusCode).toBe(200);
    // The agent cannot drop below a rate it gives down, in any category …
    const below = await setRates(agent.id, { ...rates(300), sports: 199 });
    expect(outcome(below)).toEqual({ status: 400, code: 'AGENT_RATE_BELOW_CHILD' });
    expect(below.json().message).toBe(ERROR_MESSAGES.AGENT_RATE_BELOW_CHILD);
    // … nor its member rise above it; down to the member's own rates it may go.
    expect(outcome(await setRates(member.id, { ...rates(200), mini: 201 }))).toEqual({
      status: 400,
      code: 'AGENT_RATE_ABOVE_PARENT',
    });
    expect((await setRates(agent.id, { ...rates(200), casino: 150 })).statusCode).toBe(200);

    // The refused changes wrote nothing: neither rates nor audit rows.
    expect(await stored(agent.id)).toEqual({ ...rates(200), casino: 150 });
    expect(await stored(member.id)).toEqual({ ...rates(200), casino: 150 });
    expect(await audits(agent.id)).toBe(2);
    expect(await audits(member.id)).toBe(1);
  });

  it('after = graded stakes since the last window × rate, rounded down to the won', async () => {
    await addMiniBet(h.db, demoId, 100_000, hoursAgo(3), 1); // lost: counts
    await addMiniBet(h.db, demoId, 23_457, hoursAgo(2), 2); // won: counts
    await addMiniBet(h.db, demoId, 50_000, hoursAgo(2), 3); // push: excluded
    await addMiniBet(h.db, demoId, 40_000, hoursAgo(2), -1); // cancelled: excluded
    await addMiniBet(h.db, demoId, 30_000, null, 0); // still open: excluded
    await addMiniBet(h.db, otherId, 77_000, hoursAgo(2), 1); // another member's
    await addMiniBet(h.db, demoId, 9_000, new Date(clock.now().getTime() - 30_000), 1); // < 1 min
    const mini = await category('mini');
    // 123,457 × 1.5 % = 1,851.855 → 1,851
    expect(mini).toMatchObject({
      rateBp: 150,
      recorded: true,
      before: { turnoverWon: 0, rollingWon: 0 },
      pending: { turnoverWon: 0, rollingWon: 0 },
      after: { turnoverWon: 123_457, rollingWon: 1_851 },
      pendingRequestId: null,
    });
    const s = await summary();
    expect(s).toMatchObject({ role: 'member', beforeTotal: 0, afterTotal: 1_851, total: 1_851 });
    expect(Date.parse(s.cutoffAt)).toBe(clock.now().getTime() - 60_000);
    const casino = s.categories.find((c) => c.category === 'casino')!;
    // Casino records closed rounds (server/casino/turnover-casino.source.ts); demo has none here.
    expect(casino).toMatchObject({ recorded: true, after: { turnoverWon: 0, rollingWon: 0 } });
    // Sports records graded bets (turnover-sports.source.ts); demo has none here.
    expect(s.categories.find((c) => c.category === 'sports')).toMatchObject({
      recorded: true,
      after: { turnoverWon: 0, rollingWon: 0 },
    });
    // The other member sees only their own 77,000 (no rate → 0 rolling).
    expect((await category('mini', other)).after).toEqual({ turnoverWon: 77_000, rollingWon: 0 });
  });

  it('request: pending claims the window, replays answer the first, one pending per kind', async () => {
    const cashBefore = await cash();
    const idempotencyKey = key();
    const first = await requestSettlement('mini', idempotencyKey);
    expect(first.statusCode).toBe(200);
    const request = first.json<{ request: SettlementRequestView }>().request;
    expect(request).toMatchObject({
      role: 'member',
      kind: 'mini',
      turnoverWon: 123_457,
      rateBp: 150,
      amountWon: 1_851,
      status: 'pending',
      windowFrom: new Date(0).toISOString(),
      windowTo: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(await cash()).toBe(cashBefore); // nothing is paid before approval

    const replay = await requestSettlement('mini', idempotencyKey);
    expect(replay.json().request.id).toBe(request.id);
    expect(outcome(await requestSettlement('sports', idempotencyKey))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    const again = await requestSettlement('mini');
    expect(outcome(again)).toEqual({ status: 409, code: 'SETTLEMENT_PENDING_EXISTS' });
    expect(again.json().message).toBe(ERROR_MESSAGES.SETTLEMENT_PENDING_EXISTS);

    const mini = await category('mini');
    expect(mini).toMatchObject({
      pending: { turnoverWon: 123_457, rollingWon: 1_851 },
      after: { turnoverWon: 0, rollingWon: 0 },
      pendingRequestId: request.id,
    });
    const own = await get(demo, '/api/rolling/requests?kind=mini');
    expect(own.json().items.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect((await get(other, '/api/rolling/requests')).json().items).toEqual([]);
  });

  it('approve pays once from rolling_payable (audited); the turnover becomes "before"', async () => {
    const mini = await category('mini');
    const id = mini.pendingRequestId!;
    const cashBefore = await cash();
    const payableBefore = await systemBalance('rolling_payable');
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ request: AdminSettlementRequestView }>().request).toMatchObject({
      id,
      status: 'approved',
      userId: 'demo',
      amountWon: 1_851,
    });
    expect(await cash()).toBe(cashBefore + 1_851);
    expect(await systemBalance('rolling_payable')).toBe(payableBefore - 1_851);
    expect(h.bets.at(-1)).toMatchObject({
      memberId: demoId,
      event: { type: 'balance', emoney: cashBefore + 1_851 },
    });
    expect(outcome(await approve(id))).toEqual({ status: 409, code: 'SETTLEMENT_REQUEST_DECIDED' });
    expect(outcome(await reject(id))).toEqual({ status: 409, code: 'SETTLEMENT_REQUEST_DECIDED' });
    expect(await cash()).toBe(cashBefore + 1_851);

    expect(await category('mini')).toMatchObject({
      before: { turnoverWon: 123_457, rollingWon: 1_851 },
      after: { turnoverWon: 0, rollingWon: 0 },
      pendingRequestId: null,
    });
    // Nothing left to claim: the same turnover can never be requested again.
    expect(outcome(await requestSettlement('mini'))).toEqual({
      status: 409,
      code: 'SETTLEMENT_BELOW_MINIMUM',
    });
    const [audit] = await h.db.query<{ action: string; before: object; after: object }>(
      `SELECT action, before, after FROM audit_log WHERE target = $1`,
      [`settlement-request:${id}`],
    );
    expect(audit).toMatchObject({
      action: 'settlement.approve',
      before: { status: 'pending', amountWon: 1_851, emoney: cashBefore },
      after: { status: 'approved', amountWon: 1_851, emoney: cashBefore + 1_851 },
    });
    const transfers = await h.db.query(
      'SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1',
      [`settlement-pay:${id}`],
    );
    expect(transfers).toHaveLength(1);
  });

  it('the bet graded in the last minute, and later turnover, fall in the next window', async () => {
    // The 9,000원 bet graded 30 s before "now" was left out; a minute later it counts.
    clock.advanceMinutes(2);
    await addMiniBet(h.db, demoId, 91_000, graded(), 1);
    const mini = await category('mini');
    expect(mini.after).toEqual({ turnoverWon: 100_000, rollingWon: 1_500 });
    const res = await requestSettlement('mini');
    const request = res.json<{ request: SettlementRequestView }>().request;
    const [previous] = await h.db.query<{ window_to: string }>(
      `SELECT window_to FROM settlement_requests WHERE member_id = $1 AND status = 'approved'
        ORDER BY id DESC LIMIT 1`,
      [demoId],
    );
    expect(request).toMatchObject({ turnoverWon: 100_000, amountWon: 1_500 });
    expect(request.windowFrom).toBe(previous!.window_to);
    expect((await approve(request.id)).statusCode).toBe(200);
    expect((await category('mini')).before).toEqual({ turnoverWon: 223_457, rollingWon: 3_351 });
  });

  it('reject (reason, audited) moves nothing and frees the window for the next request', async () => {
    clock.advanceMinutes(5);
    await addMiniBet(h.db, demoId, 200_000, graded(), 2);
    const cashBefore = await cash();
    const first = (await requestSettlement('mini')).json<{ request: SettlementRequestView }>()
      .request;
    expect(first.amountWon).toBe(3_000);
    const blank = await post(admin, `/api/admin/rolling/requests/${first.id}/reject`, {
      reason: '  ',
    });
    expect(outcome(blank)).toEqual({ status: 400, code: 'VALIDATION' });
    const res = await reject(first.id, '중복 베팅 확인');
    expect(res.json().request).toMatchObject({
      status: 'rejected',
      rejectReason: '중복 베팅 확인',
    });
    expect(await cash()).toBe(cashBefore);
    expect((await category('mini')).after).toEqual({ turnoverWon: 200_000, rollingWon: 3_000 });
    expect(outcome(await approve(first.id))).toEqual({
      status: 409,
      code: 'SETTLEMENT_REQUEST_DECIDED',
    });

    const second = (await requestSettlement('mini')).json<{ request: SettlementRequestView }>()
      .request;
    expect(second.windowFrom).toBe(first.windowFrom);
    expect(second.amountWon).toBe(3_000);
    await approve(second.id);
    expect(await cash()).toBe(cashBefore + 3_000);
    const history = await get(demo, '/api/rolling/requests?kind=mini');
    expect(history.json().items.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second.id, status: 'approved' }),
      expect.objectContaining({ id: first.id, status: 'rejected', rejectReason: '중복 베팅 확인' }),
    ]);
  });

  it('racing approvals of one request pay exactly once', async () => {
    clock.advanceMinutes(5);
    await addMiniBet(h.db, demoId, 1_000_000, graded(), 1);
    const request = (await requestSettlement('mini')).json<{ request: SettlementRequestView }>()
      .request;
    expect(request.amountWon).toBe(15_000);
    const cashBefore = await cash();
    const results = await Promise.all(Array.from({ length: 12 }, () => approve(request.id)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await cash()).toBe(cashBefore + 15_000);
  });

  it('racing requests (different keys) create one request; racing twins of one key too', async () => {
    clock.advanceMinutes(5);
    await addMiniBet(h.db, demoId, 400_000, graded(), 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => requestSettlement('mini')));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(outcome(r)).toEqual({ status: 409, code: 'SETTLEMENT_PENDING_EXISTS' });
    }
    const id = ok[0]!.json<{ request: SettlementRequestView }>().request.id;
    await reject(id);
    const twinKey = key();
    const twins = await Promise.all(
      Array.from({ length: 6 }, () => requestSettlement('mini', twinKey)),
    );
    expect(twins.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(twins.map((r) => r.json().request.id)).size).toBe(1);
    const [pending] = await h.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM settlement_requests
        WHERE member_id = $1 AND kind = 'mini' AND status = 'pending'`,
      [demoId],
    );
    // The backstop behind the member lock: a second live window from the same start is refused
    // by the database itself, so even a path around the service cannot claim turnover twice.
    const [live] = await h.db.query<{ window_from: string; window_to: string }>(
      `SELECT window_from, window_to FROM settlement_requests
        WHERE member_id = $1 AND kind = 'mini' AND status = 'pending'`,
      [demoId],
    );
    await expect(
      h.db.query(
        `INSERT INTO settlement_requests (member_id, role, kind, window_from, window_to,
           turnover_won, rate_bp, amount_won, status, idempotency_key, created_at, decided_at)
         VALUES ($1, 'member', 'mini', $2, $3, 1, 150, 1000, 'approved', $4, now(), now())`,
        [demoId, live!.window_from, live!.window_to, key()],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(pending!.count).toBe(1);
    await settleEverything();
  });

  it('casino/slot (no recorded turnover), sports (no graded bets), zero rate: below minimum', async () => {
    for (const kind of ['casino', 'slot', 'sports']) {
      const res = await requestSettlement(kind);
      expect(outcome(res), kind).toEqual({ status: 409, code: 'SETTLEMENT_BELOW_MINIMUM' });
      expect(res.json().message).toBe(ERROR_MESSAGES.SETTLEMENT_BELOW_MINIMUM);
    }
    // 66,666원 at 1.5 % = 999원: under the 1,000원 minimum, so it waits for more turnover.
    clock.advanceMinutes(5);
    await addMiniBet(h.db, demoId, 66_666, graded(), 1);
    expect((await category('mini')).after).toEqual({ turnoverWon: 66_666, rollingWon: 999 });
    expect(outcome(await requestSettlement('mini'))).toMatchObject({ status: 409 });
    await addMiniBet(h.db, demoId, 1, graded(), 1);
    expect((await category('mini')).after).toEqual({ turnoverWon: 66_667, rollingWon: 1_000 });
    const ok = await requestSettlement('mini');
    expect(ok.json().request.amountWon).toBe(1_000);
    await approve(ok.json().request.id);
    const [count] = await h.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM settlement_requests WHERE kind IN ('casino', 'slot', 'sports')`,
    );
    expect(count!.count).toBe(0);
  });

  it('event rewards: grant (audited), request, reject frees, approve pays from promotions once', async () => {
    const grant = (body: object) => post(admin, '/api/admin/rolling/event-rewards', body);
    const g1 = await grant({
      userId: 'demo',
      amountWon: 30_000,
      reason: '첫충 이벤트',
      idempotencyKey: key(),
    });
    expect(g1.statusCode).toBe(200);
    expect(g1.json().reward).toMatchObject({
      userId: 'demo',
      amountWon: 30_000,
      status: 'unclaimed',
    });
    const g2Key = key();
    const g2 = await grant({
      userId: 'demo',
      amountWon: 20_000,
      reason: '출석 이벤트',
      idempotencyKey: g2Key,
    });
    const g2Again = await grant({
      userId: 'demo',
      amountWon: 20_000,
      reason: '출석 이벤트',
      idempotencyKey: g2Key,
    });
    expect(g2Again.json().reward.id).toBe(g2.json().reward.id);
    expect(
      outcome(
        await grant({ userId: 'demo', amountWon: 10_000, reason: 'x', idempotencyKey: g2Key }),
      ),
    ).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    const g3 = await grant({
      userId: 'demo',
      amountWon: 5_000,
      reason: '취소될 지급',
      idempotencyKey: key(),
    });
    expect(
      outcome(
        await grant({ userId: 'manager', amountWon: 5_000, reason: 'x', idempotencyKey: key() }),
      ),
    ).toEqual({
      status: 400,
      code: 'EVENT_REWARD_TARGET',
    });
    expect(
      outcome(
        await grant({
          userId: 'nobody-here',
          amountWon: 5_000,
          reason: 'x',
          idempotencyKey: key(),
        }),
      ),
    ).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
    for (const amountWon of [0, 500, 1_500, 10_001_000, -1_000]) {
      expect(
        outcome(await grant({ userId: 'demo', amountWon, reason: 'x', idempotencyKey: key() })),
        String(amountWon),
      ).toEqual({ status: 400, code: 'EVENT_REWARD_AMOUNT' });
    }
    expect(
      outcome(await grant({ userId: 'demo', amountWon: 1.5, reason: 'x', idempotencyKey: key() })),
    ).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    // A cancelled reward is never paid.
    const cancelled = await post(
      admin,
      `/api/admin/rolling/event-rewards/${g3.json().reward.id}/cancel`,
    );
    expect(cancelled.json().reward.status).toBe('cancelled');

    const page = async (who: LoggedIn = demo) =>
      (await get(who, '/api/rolling/event-rewards')).json<EventRewardPage>();
    expect(await page()).toMatchObject({
      unclaimedWon: 50_000,
      pendingWon: 0,
      paidWon: 0,
      totalCount: 3,
    });
    expect((await page(other)).items).toEqual([]);

    const cashBefore = await cash();
    const promotionsBefore = await systemBalance('promotions');
    const first = (await requestSettlement('event')).json<{ request: SettlementRequestView }>()
      .request;
    expect(first).toMatchObject({
      kind: 'event',
      amountWon: 50_000,
      windowFrom: null,
      status: 'pending',
    });
    expect(await page()).toMatchObject({ unclaimedWon: 0, pendingWon: 50_000 });
    expect(
      outcome(await post(admin, `/api/admin/rolling/event-rewards/${g1.json().reward.id}/cancel`)),
    ).toEqual({
      status: 409,
      code: 'EVENT_REWARD_CLAIMED',
    });
    // A reward granted while a request waits is not part of it.
    const late = await grant({
      userId: 'demo',
      amountWon: 7_000,
      reason: '늦은 지급',
      idempotencyKey: key(),
    });
    await reject(first.id, '이벤트 조건 미달');
    expect(await page()).toMatchObject({ unclaimedWon: 57_000, pendingWon: 0 });

    const second = (await requestSettlement('event')).json<{ request: SettlementRequestView }>()
      .request;
    expect(second.amountWon).toBe(57_000);
    const racing = await Promise.all(Array.from({ length: 5 }, () => approve(second.id)));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await cash()).toBe(cashBefore + 57_000);
    expect(await systemBalance('promotions')).toBe(promotionsBefore - 57_000);
    expect(await page()).toMatchObject({ unclaimedWon: 0, pendingWon: 0, paidWon: 57_000 });
    expect(outcome(await requestSettlement('event'))).toEqual({
      status: 409,
      code: 'EVENT_NOTHING_TO_SETTLE',
    });
    expect(
      outcome(
        await post(admin, `/api/admin/rolling/event-rewards/${late.json().reward.id}/cancel`),
      ),
    ).toEqual({
      status: 409,
      code: 'EVENT_REWARD_CLAIMED',
    });
    const listed = await get(admin, '/api/admin/rolling/event-rewards?status=paid');
    expect(
      listed
        .json()
        .items.map((r: { amountWon: number }) => r.amountWon)
        .sort((a: number, b: number) => a - b),
    ).toEqual([7_000, 20_000, 30_000]);
    const audits = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'event-reward.%'`,
    );
    expect(audits.filter((a) => a.action === 'event-reward.grant')).toHaveLength(4);
    expect(audits.filter((a) => a.action === 'event-reward.cancel')).toHaveLength(1);
  });

  it('members and agents cannot use the operator side; nobody sees another member’s requests', async () => {
    const [anyRequest] = await h.db.query<{ id: number }>(
      'SELECT id FROM settlement_requests ORDER BY id LIMIT 1',
    );
    const adminUrls: [string, string, object?][] = [
      ['GET', '/api/admin/rolling/rates'],
      [
        'PUT',
        `/api/admin/rolling/rates/${demoId}`,
        { ratesBp: { mini: 1000, sports: 0, casino: 0, slot: 0 } },
      ],
      ['GET', '/api/admin/rolling/requests'],
      ['POST', `/api/admin/rolling/requests/${anyRequest!.id}/approve`],
      ['POST', `/api/admin/rolling/requests/${anyRequest!.id}/reject`, { reason: 'x' }],
      ['GET', '/api/admin/rolling/event-rewards'],
      [
        'POST',
        '/api/admin/rolling/event-rewards',
        { userId: 'demo', amountWon: 5_000, reason: 'x', idempotencyKey: key() },
      ],
    ];
    for (const who of [demo, manager, other]) {
      for (const [method, url, payload] of adminUrls) {
        const res = await h.app.inject({
          method: method as 'GET',
          url,
          headers: who.headers,
          ...(payload ? { payload } : {}),
        });
        expect(outcome(res), `${method} ${url}`).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
    }
    for (const [method, url] of [
      ['GET', '/api/rolling'],
      ['POST', '/api/rolling/requests'],
      ['GET', '/api/rolling/requests'],
      ['GET', '/api/rolling/event-rewards'],
      ['GET', '/api/admin/rolling/requests'],
    ] as const) {
      expect((await h.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await summary()).categories[0]!.rateBp).toBe(150);
    // The other member's list holds none of demo's requests, whatever the filter.
    for (const kind of ['', '?kind=mini', '?kind=event']) {
      expect((await get(other, `/api/rolling/requests${kind}`)).json().totalCount).toBe(0);
    }
    expect(outcome(await approve(999_999_999))).toEqual({
      status: 404,
      code: 'SETTLEMENT_REQUEST_NOT_FOUND',
    });
    expect(outcome(await post(admin, '/api/admin/rolling/event-rewards/999999999/cancel'))).toEqual(
      {
        status: 404,
        code: 'EVENT_REWARD_NOT_FOUND',
      },
    );
  });

  it('bad request input is a 400 with a Korean message, never a 5xx', async () => {
    const cases: unknown[] = [
      { kind: 'poker', idempotencyKey: key() },
      { kind: 'mini' },
      { kind: 'mini', idempotencyKey: 'short' },
      { kind: 'mini', idempotencyKey: 'x'.repeat(101) },
      { kind: 'mini', idempotencyKey: 'has space in it' },
      { kind: 1, idempotencyKey: key() },
      {},
    ];
    for (const body of cases) {
      const res = await post(demo, '/api/rolling/requests', body as object);
      expect(outcome(res), JSON.stringify(body)).toEqual({ status: 400, code: 'VALIDATION' });
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const malformed = await h.app.inject({
      method: 'POST',
      url: '/api/rolling/requests',
      headers: { ...demo.headers, 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(malformed.statusCode).toBe(400);
    for (const url of [
      '/api/rolling/requests?page=0',
      '/api/rolling/requests?kind=x',
      '/api/rolling/event-rewards?page=-1',
      '/api/admin/rolling/requests?status=done',
      '/api/admin/rolling/requests/1e99/approve',
    ]) {
      const res = url.endsWith('approve')
        ? await post(admin, url)
        : await get(url.includes('admin') ? admin : demo, url);
      expect(outcome(res), url).toEqual({ status: 400, code: 'VALIDATION' });
    }
    const huge = await get(admin, `/api/admin/rolling/rates?search=${'가'.repeat(60)}`);
    expect(huge.statusCode).toBe(400);
  });
});
