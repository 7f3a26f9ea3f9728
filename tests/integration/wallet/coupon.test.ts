import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type {
  AdminCouponPage,
  AdminCouponView,
  CouponIssueView,
  CouponPage,
  CouponUseResponse,
} from '../../../common/contract/coupon.contract';
import { ERROR_MESSAGES, type ErrorCode } from '../../../common/i18n/errors.ko';
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
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

let keySeq = 0;
const key = () => `coupon-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(dbTargets)('coupons on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let friend: ExtraMember;
  let friendSession: LoggedIn;
  let demoId: number;
  const clock = new FakeClock();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    friend = await createExtraMember(h.db, { prefix: 'friend' });
    [demo, admin, friendSession] = await Promise.all([
      login(h.app, DEMO),
      login(h.app, ADMIN),
      login(h.app, friend.credentials),
    ]);
  }, 60_000);
  afterAll(() => h?.close());
  // Every test leaves the books balanced, refusals included.
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY_MS).toISOString();
  const issueBody = (over: object = {}) => ({
    name: '테스트 쿠폰',
    currency: 'cash',
    amount: 10_000,
    expiresAt: inDays(7),
    target: { kind: 'member', userId: DEMO.userId },
    idempotencyKey: key(),
    ...over,
  });
  const issue = async (over: object = {}): Promise<CouponIssueView> => {
    const res = await post(admin, '/api/admin/coupons', issueBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ issue: CouponIssueView }>().issue;
  };
  /** The coupon an issue gave one member. */
  const couponOf = async (issueId: number, memberId = demoId): Promise<number> => {
    const [row] = await h.db.query<{ id: number }>(
      'SELECT id FROM coupons WHERE issue_id = $1 AND member_id = $2',
      [issueId, memberId],
    );
    return row!.id;
  };
  const use = (who: LoggedIn, couponId: number | string, useKey = key()) =>
    post(who, `/api/coupon/${couponId}/use`, { idempotencyKey: useKey });
  const list = async (who: LoggedIn, status = 'unused') =>
    (await get(who, `/api/coupon?status=${status}`)).json<CouponPage>();
  const balances = (memberId = demoId) => getMemberBalances(h.db, memberId);
  const count = async (sql: string, params: unknown[] = []) =>
    (await h.db.query<{ count: number }>(sql, params))[0]!.count;
  const expectRefusal = (
    res: Awaited<ReturnType<typeof post>>,
    status: number,
    code: ErrorCode,
  ) => {
    expect(outcome(res)).toEqual({ status, code });
    expect(res.json<{ message: string }>().message).toBe(ERROR_MESSAGES[code]);
  };

  it('refuses bad issues with 400/404/409 and Korean messages, writing nothing', async () => {
    const issuesBefore = await count('SELECT count(*) AS count FROM coupon_issues');
    const couponsBefore = await count('SELECT count(*) AS count FROM coupons');
    const refusals: [object, number, ErrorCode][] = [
      [{ amount: 0 }, 400, 'COUPON_AMOUNT_INVALID'],
      [{ amount: -5_000 }, 400, 'COUPON_AMOUNT_INVALID'],
      [{ amount: 10_000_001 }, 400, 'COUPON_AMOUNT_INVALID'],
      [
        { expiresAt: new Date(clock.now().getTime() - 1_000).toISOString() },
        400,
        'COUPON_EXPIRY_INVALID',
      ],
      [{ expiresAt: inDays(366) }, 400, 'COUPON_EXPIRY_INVALID'],
      [{ target: { kind: 'member', userId: 'nobody999' } }, 404, 'MEMBER_NOT_FOUND'],
      // Agents and operators hold no coupons.
      [{ target: { kind: 'member', userId: MANAGER.userId } }, 404, 'MEMBER_NOT_FOUND'],
      [{ target: { kind: 'member', userId: ADMIN.userId } }, 404, 'MEMBER_NOT_FOUND'],
      [{ target: { kind: 'level', level: 9 } }, 409, 'COUPON_NO_TARGETS'],
    ];
    for (const [over, status, code] of refusals) {
      const res = await post(admin, '/api/admin/coupons', issueBody(over));
      expect(outcome(res), JSON.stringify(over)).toEqual({ status, code });
      expect(res.json<{ message: string }>().message).toBe(ERROR_MESSAGES[code]);
    }
    const malformed: object[] = [
      { amount: 1.5 },
      { amount: '10000' },
      { amount: 1e20 },
      { currency: 'won' },
      { name: '' },
      { name: 'x'.repeat(41) },
      { expiresAt: 'tomorrow' },
      { target: { kind: 'level', level: 11 } },
      { target: { kind: 'everyone' } },
      { target: { kind: 'member' } },
      { idempotencyKey: 'x' },
    ];
    for (const over of malformed) {
      const res = await post(admin, '/api/admin/coupons', issueBody(over));
      expect(outcome(res), JSON.stringify(over)).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
    expect((await post(demo, '/api/admin/coupons', issueBody())).statusCode).toBe(403);
    expect((await get(demo, '/api/admin/coupons')).statusCode).toBe(403);
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/coupon' });
    expect(anonymous.statusCode).toBe(401);
    expect(await count('SELECT count(*) AS count FROM coupon_issues')).toBe(issuesBefore);
    expect(await count('SELECT count(*) AS count FROM coupons')).toBe(couponsBefore);
  });

  it('the seed gives demo a welcome coupon, unused, good for 30 days', async () => {
    const unused = await list(demo);
    const welcome = unused.items.find((c) => c.name === '가입 축하 쿠폰');
    expect(welcome).toMatchObject({ currency: 'cash', amount: 10_000, status: 'unused' });
    const daysLeft = (Date.parse(welcome!.expiresAt) - clock.now().getTime()) / DAY_MS;
    // The seed reads the real clock, the test's clock was read a moment earlier.
    expect(daysLeft).toBeCloseTo(30, 1);
  });

  it('a member uses an own cash coupon once; replays answer again; others are refused', async () => {
    const unusedBefore = (await list(demo)).counts.unused;
    const issued = await issue({ name: '충전 쿠폰', amount: 12_345 });
    expect(issued).toMatchObject({
      name: '충전 쿠폰',
      currency: 'cash',
      amount: 12_345,
      targetKind: 'member',
      targetUserId: 'demo',
      targetLevel: null,
      issuedCount: 1,
    });
    const couponId = await couponOf(issued.id);
    const unused = await list(demo);
    expect(unused.counts.unused).toBe(unusedBefore + 1);
    expect(unused.items.find((c) => c.id === couponId)).toMatchObject({
      status: 'unused',
      usedAt: null,
    });
    expect((await get(demo, '/api/coupon/summary')).json()).toEqual({ unused: unusedBefore + 1 });
    // Another member sees none of it and cannot use it.
    expect((await list(friendSession)).items.map((c) => c.id)).not.toContain(couponId);
    const before = await balances();
    expectRefusal(await use(friendSession, couponId), 404, 'COUPON_NOT_FOUND');
    expect(await balances()).toEqual(before);
    expect(await balances(friend.id)).toEqual({ emoney: 0, point: 0 });

    h.bets.length = 0;
    const useKey = key();
    const first = await use(demo, couponId, useKey);
    expect(first.statusCode, first.body).toBe(200);
    const used = first.json<CouponUseResponse>();
    expect(used).toMatchObject({
      coupon: { id: couponId, status: 'used', amount: 12_345, currency: 'cash' },
      emoney: before.emoney + 12_345,
      point: before.point,
    });
    expect(used.coupon.usedAt).not.toBeNull();
    expect(h.bets).toEqual([
      {
        memberId: demoId,
        event: { type: 'balance', emoney: before.emoney + 12_345, point: before.point },
      },
    ]);
    // The same key again: the same coupon, nothing moved twice.
    const replay = await use(demo, couponId, useKey);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<CouponUseResponse>().coupon).toEqual(used.coupon);
    expectRefusal(await use(demo, couponId), 409, 'COUPON_ALREADY_USED');
    expect(await balances()).toEqual({ emoney: before.emoney + 12_345, point: before.point });
    const transfers = await h.db.query<{ kind: string; amount: number; memo: string }>(
      `SELECT kind, amount, memo FROM ledger_transfers WHERE reference = $1`,
      [`coupon:${couponId}`],
    );
    expect(transfers).toEqual([{ kind: 'coupon', amount: 12_345, memo: '충전 쿠폰' }]);
    const usedTab = await list(demo, 'used');
    expect(usedTab.items.map((c) => c.id)).toContain(couponId);
    expect((await list(demo)).items.map((c) => c.id)).not.toContain(couponId);

    // Malformed ids and bodies are 400s, unknown ids 404s, never a 5xx.
    expectRefusal(await use(demo, 999_999_999), 404, 'COUPON_NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await use(demo, bad)).statusCode, bad).toBe(400);
    }
    expect((await post(demo, `/api/coupon/${couponId}/use`, {})).statusCode).toBe(400);
    expect(
      (await post(demo, `/api/coupon/${couponId}/use`, { idempotencyKey: '!' })).statusCode,
    ).toBe(400);
    expect((await get(demo, '/api/coupon?status=lost')).statusCode).toBe(400);
    expect((await get(demo, '/api/coupon?page=0')).statusCode).toBe(400);
  });

  it('a point coupon pays points; an expired coupon is listed as expired and refused', async () => {
    const points = await issue({ currency: 'point', amount: 3_000, name: '포인트 쿠폰' });
    const pointCoupon = await couponOf(points.id);
    const before = await balances();
    const res = await use(demo, pointCoupon);
    expect(res.json<CouponUseResponse>()).toMatchObject({
      emoney: before.emoney,
      point: before.point + 3_000,
    });

    const soon = await issue({
      expiresAt: new Date(clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const soonId = await couponOf(soon.id);
    clock.advanceMinutes(61);
    // Sessions idle out after an hour: everyone logs in again.
    [demo, admin, friendSession] = await Promise.all([
      login(h.app, DEMO),
      login(h.app, ADMIN),
      login(h.app, friend.credentials),
    ]);
    const expired = await list(demo, 'expired');
    expect(expired.items.find((c) => c.id === soonId)).toMatchObject({ status: 'expired' });
    expect((await list(demo)).items.map((c) => c.id)).not.toContain(soonId);
    const at = await balances();
    expectRefusal(await use(demo, soonId), 409, 'COUPON_EXPIRED');
    expect(await balances()).toEqual(at);
    const stored = await h.db.query<{ status: string }>(
      'SELECT status FROM coupons WHERE id = $1',
      [soonId],
    );
    expect(stored).toEqual([{ status: 'unused' }]);
  });

  it('racing uses of one coupon: exactly one pays, whatever the keys', async () => {
    const issued = await issue({ currency: 'point', amount: 7_000 });
    const couponId = await couponOf(issued.id);
    const before = await balances();
    const answers = await Promise.all(Array.from({ length: 12 }, () => use(demo, couponId)));
    const statuses = answers.map((r) => outcome(r));
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s.status !== 200)).toEqual(
      Array.from({ length: 11 }, () => ({ status: 409, code: 'COUPON_ALREADY_USED' })),
    );
    expect(await balances()).toEqual({ ...before, point: before.point + 7_000 });

    // Twins with one key: all answered with the same used coupon, paid once.
    const twin = await couponOf((await issue({ currency: 'point', amount: 500 })).id);
    const twinKey = key();
    const twins = await Promise.all(Array.from({ length: 6 }, () => use(demo, twin, twinKey)));
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(twins.map((r) => r.json<CouponUseResponse>().coupon.usedAt)).size).toBe(1);
    expect((await balances()).point).toBe(before.point + 7_500);
    expect(
      await count(
        `SELECT count(*) AS count FROM ledger_transfers WHERE kind = 'coupon' AND reference = $1`,
        [`coupon:${twin}`],
      ),
    ).toBe(1);
  });

  it('issues to a level and to everyone: active members only, one coupon each, replay-safe', async () => {
    const levelA = await createExtraMember(h.db, { prefix: 'lvla', level: 4 });
    const levelB = await createExtraMember(h.db, { prefix: 'lvlb', level: 4 });
    const blocked = await createExtraMember(h.db, { prefix: 'lvlx', level: 4, blocked: true });
    const body = issueBody({ target: { kind: 'level', level: 4 }, currency: 'point', amount: 100 });
    const first = await post(admin, '/api/admin/coupons', body);
    expect(first.statusCode).toBe(200);
    const byLevel = first.json<{ issue: CouponIssueView }>().issue;
    expect(byLevel).toMatchObject({ targetKind: 'level', targetLevel: 4, issuedCount: 2 });
    const holders = await h.db.query<{ member_id: number }>(
      'SELECT member_id FROM coupons WHERE issue_id = $1 ORDER BY member_id',
      [byLevel.id],
    );
    expect(holders.map((r) => r.member_id)).toEqual([levelA.id, levelB.id]);
    expect(holders.map((r) => r.member_id)).not.toContain(blocked.id);

    // A double submission issues once; the same key with other content is a conflict.
    const again = await post(admin, '/api/admin/coupons', body);
    expect(again.json<{ issue: CouponIssueView }>().issue).toEqual(byLevel);
    expect(
      await count('SELECT count(*) AS count FROM coupons WHERE issue_id = $1', [byLevel.id]),
    ).toBe(2);
    expectRefusal(
      await post(admin, '/api/admin/coupons', { ...body, amount: 200 }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    const racing = issueBody({ target: { kind: 'all' } });
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => post(admin, '/api/admin/coupons', racing)),
    );
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(raced.map((r) => r.json<{ issue: CouponIssueView }>().issue.id));
    expect(ids.size).toBe(1);

    const everyone = raced[0]!.json<{ issue: CouponIssueView }>().issue;
    const eligible = await count(
      `SELECT count(*) AS count FROM members
        WHERE type = 1 AND role <> 10 AND withdrawal_type = 0 AND NOT blocked`,
    );
    expect(everyone).toMatchObject({
      targetKind: 'all',
      targetUserId: null,
      issuedCount: eligible,
    });
    const staff = await h.db.query(
      `SELECT 1 FROM coupons c JOIN members m ON m.id = c.member_id
        WHERE c.issue_id = $1 AND (m.type <> 1 OR m.role = 10 OR m.blocked)`,
      [everyone.id],
    );
    expect(staff).toEqual([]);
    const audits = await h.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target = $1',
      [`coupon-issue:${everyone.id}`],
    );
    expect(audits).toEqual([{ action: 'coupon.issue' }]);
  });

  it('operators list, search and revoke unused coupons; revoked ones cannot be used', async () => {
    const issued = await issue({
      target: { kind: 'member', userId: friend.userId },
      amount: 5_000,
    });
    const couponId = await couponOf(issued.id, friend.id);
    const listed = (
      await get(admin, `/api/admin/coupons?status=unused&search=${friend.userId}`)
    ).json<AdminCouponPage>();
    expect(listed.items.map((c) => c.id)).toContain(couponId);
    expect(listed.items.every((c) => c.userId === friend.userId)).toBe(true);
    expect(listed.items.find((c) => c.id === couponId)).toMatchObject({
      issueId: issued.id,
      nickname: friend.nickname,
      status: 'unused',
      revokedAt: null,
    });

    const revoked = await post(admin, `/api/admin/coupons/${couponId}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ coupon: AdminCouponView }>().coupon).toMatchObject({
      id: couponId,
      status: 'revoked',
    });
    expectRefusal(await use(friendSession, couponId), 409, 'COUPON_REVOKED');
    expect(await balances(friend.id)).toEqual({ emoney: 0, point: 0 });
    const friendTabs = await list(friendSession);
    expect(friendTabs.items.map((c) => c.id)).not.toContain(couponId);
    expectRefusal(
      await post(admin, `/api/admin/coupons/${couponId}/revoke`),
      409,
      'COUPON_NOT_REVOCABLE',
    );
    expectRefusal(
      await post(admin, '/api/admin/coupons/999999999/revoke'),
      404,
      'COUPON_NOT_FOUND',
    );
    expect((await post(demo, `/api/admin/coupons/${couponId}/revoke`)).statusCode).toBe(403);
    const revokedList = (
      await get(admin, '/api/admin/coupons?status=revoked')
    ).json<AdminCouponPage>();
    expect(
      revokedList.items?.map((c) => c.id),
      JSON.stringify(revokedList),
    ).toContain(couponId);

    // Revoking a whole issue takes back the unused coupons only; a used one stays used.
    const batch = await createExtraMember(h.db, { prefix: 'batch', level: 6 });
    const batchSession = await login(h.app, batch.credentials);
    await createExtraMember(h.db, { prefix: 'batchb', level: 6 });
    const byLevel = await issue({ target: { kind: 'level', level: 6 }, amount: 1_000 });
    const usedId = await couponOf(byLevel.id, batch.id);
    expect((await use(batchSession, usedId)).statusCode).toBe(200);
    const res = await post(admin, `/api/admin/coupon-issues/${byLevel.id}/revoke`);
    expect(res.json()).toEqual({ revoked: 1 });
    const statuses = await h.db.query<{ status: string }>(
      'SELECT status FROM coupons WHERE issue_id = $1 ORDER BY member_id',
      [byLevel.id],
    );
    expect(statuses.map((s) => s.status)).toEqual(['used', 'revoked']);
    expectRefusal(
      await post(admin, '/api/admin/coupon-issues/999999999/revoke'),
      404,
      'COUPON_ISSUE_NOT_FOUND',
    );
    const audits = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target IN ($1, $2) ORDER BY id`,
      [`coupon:${couponId}`, `coupon-issue:${byLevel.id}`],
    );
    expect(audits.map((a) => a.action)).toEqual([
      'coupon.revoke',
      'coupon.issue',
      'coupon.revokeIssue',
    ]);
  });
});
