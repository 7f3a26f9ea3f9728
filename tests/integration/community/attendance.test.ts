import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type {
  AttendanceCheckInResponse,
  AttendanceReward,
  AttendanceView,
} from '../../../common/contract/attendance.contract';
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

let keySeq = 0;
const key = () => `attendance-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;
const DAY_MIN = 24 * 60;
/** 2026-11-01 23:59 in Seoul (14:59 UTC). */
const START_MS = Date.parse('2026-11-01T14:59:00Z');

describe.each(dbTargets)('attendance on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;
  let otherId: number;
  const clock = new FakeClock(START_MS);

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    otherId = await memberIdOf(h.db, MANAGER.userId);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());

  const checkIn = (who: LoggedIn, body: object = { idempotencyKey: key() }) =>
    h.app.inject({
      method: 'POST',
      url: '/api/attendance/check-in',
      headers: who.headers,
      payload: body,
    });
  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const putRewards = (who: LoggedIn, payload: object) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/admin/attendance/rewards',
      headers: who.headers,
      payload,
    });
  /** Sessions idle out across days: log everyone in again after moving the clock. */
  const advance = async (minutes: number) => {
    clock.advanceMinutes(minutes);
    [demo, other, admin] = await Promise.all([
      login(h.app, DEMO),
      login(h.app, MANAGER),
      login(h.app, ADMIN),
    ]);
  };
  const point = async (memberId = demoId) => (await getMemberBalances(h.db, memberId)).point;
  const count = async (sql: string) => (await h.db.query<{ count: number }>(sql))[0]!.count;
  const expectLedgerOk = async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  };

  it('refuses bad input with 400, and strangers with 401', async () => {
    for (const body of [
      {},
      { idempotencyKey: 'short' },
      { idempotencyKey: 'bad key with spaces' },
    ]) {
      expect(outcome(await checkIn(demo, body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'VALIDATION',
      });
    }
    for (const month of ['2026-13', '2026-1', 'abc', '2026-00']) {
      const res = await get(demo, `/api/attendance?month=${month}`);
      expect(res.statusCode, month).toBe(400);
    }
    const noAuth = await h.app.inject({ method: 'GET', url: '/api/attendance' });
    expect(noAuth.statusCode).toBe(401);
    const noAuthPost = await h.app.inject({
      method: 'POST',
      url: '/api/attendance/check-in',
      payload: { idempotencyKey: key() },
    });
    expect(noAuthPost.statusCode).toBe(401);
    expect(await count('SELECT count(*) AS count FROM attendance_checkins')).toBe(0);
  });

  it('the default reward table: 100P a day, bonuses on days 7, 15 and 30', async () => {
    const res = await get(demo, '/api/attendance');
    expect(res.statusCode).toBe(200);
    const view = res.json<AttendanceView>();
    expect(view).toMatchObject({ today: '2026-11-01', checkedToday: false, streak: 0, days: [] });
    expect(view.rewards).toEqual([
      { streakDays: 1, points: 100 },
      { streakDays: 7, points: 1000 },
      { streakDays: 15, points: 3000 },
      { streakDays: 30, points: 10000 },
    ]);
  });

  it('first check-in pays the base; a second the same day is 409 and moves nothing', async () => {
    const before = await point();
    h.bets.length = 0;
    const body = { idempotencyKey: key() };
    const first = await checkIn(demo, body);
    expect(first.statusCode).toBe(200);
    expect(first.json<AttendanceCheckInResponse>()).toEqual({
      day: '2026-11-01',
      streak: 1,
      rewardPoints: 100,
      point: before + 100,
    });
    expect(h.bets).toContainEqual({
      memberId: demoId,
      event: expect.objectContaining({ type: 'balance', point: before + 100 }),
    });
    const transfers = await count('SELECT count(*) AS count FROM ledger_transfers');

    const second = await checkIn(demo);
    expect(outcome(second)).toEqual({ status: 409, code: 'ATTENDANCE_ALREADY' });
    expect(second.json<{ message: string }>().message).toBe(ERROR_MESSAGES.ATTENDANCE_ALREADY);
    // A replay of the first submit answers the first result again, paying nothing twice.
    const replay = await checkIn(demo, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<AttendanceCheckInResponse>()).toMatchObject({
      streak: 1,
      rewardPoints: 100,
    });
    expect(await point()).toBe(before + 100);
    expect(await count('SELECT count(*) AS count FROM ledger_transfers')).toBe(transfers);
    expect(await count('SELECT count(*) AS count FROM attendance_checkins')).toBe(1);
    const [row] = await h.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM ledger_transfers WHERE idempotency_key = $1`,
      [`attendance:${demoId}:2026-11-01`],
    );
    expect(row!.count).toBe(1);
    const view = (await get(demo, '/api/attendance')).json<AttendanceView>();
    expect(view).toMatchObject({ checkedToday: true, streak: 1 });
    expect(view.days).toEqual([{ day: '2026-11-01', rewardPoints: 100 }]);
    await expectLedgerOk();
  });

  it('the Seoul day turns at 00:00 KST: one minute after 23:59 is the next day', async () => {
    await advance(1); // 2026-11-02 00:00 KST = 2026-11-01 15:00 UTC
    const res = await checkIn(demo);
    expect(res.statusCode).toBe(200);
    expect(res.json<AttendanceCheckInResponse>()).toMatchObject({
      day: '2026-11-02',
      streak: 2,
      rewardPoints: 100,
    });
  });

  it('consecutive days build the streak and pay the bonus on day 7; a gap resets it', async () => {
    const before = await point();
    const paid: [string, number, number][] = [];
    for (let i = 3; i <= 8; i++) {
      await advance(DAY_MIN);
      const r = (await checkIn(demo)).json<AttendanceCheckInResponse>();
      paid.push([r.day, r.streak, r.rewardPoints]);
    }
    expect(paid).toEqual([
      ['2026-11-03', 3, 100],
      ['2026-11-04', 4, 100],
      ['2026-11-05', 5, 100],
      ['2026-11-06', 6, 100],
      ['2026-11-07', 7, 1100],
      ['2026-11-08', 8, 100],
    ]);
    expect(await point()).toBe(before + 1600);

    await advance(DAY_MIN); // 11-09: no check-in
    const gapView = (await get(demo, '/api/attendance')).json<AttendanceView>();
    expect(gapView).toMatchObject({ today: '2026-11-09', checkedToday: false, streak: 8 });
    await advance(DAY_MIN); // 11-10
    expect((await get(demo, '/api/attendance')).json<AttendanceView>().streak).toBe(0);
    const reset = (await checkIn(demo)).json<AttendanceCheckInResponse>();
    expect(reset).toMatchObject({ day: '2026-11-10', streak: 1, rewardPoints: 100 });

    const view = (await get(demo, '/api/attendance?month=2026-11')).json<AttendanceView>();
    expect(view.days.map((d) => d.day)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-10',
    ]);
    expect(view.days.find((d) => d.day === '2026-11-07')?.rewardPoints).toBe(1100);
    expect((await get(demo, '/api/attendance?month=2026-10')).json<AttendanceView>().days).toEqual(
      [],
    );
    // Own only: the other member sees none of demo's days.
    const others = (await get(other, '/api/attendance?month=2026-11')).json<AttendanceView>();
    expect(others.days).toEqual([]);
    await expectLedgerOk();
  });

  it('operators replace the reward table (audited); members get 403; bad lists 400', async () => {
    expect((await get(demo, '/api/admin/attendance/rewards')).statusCode).toBe(403);
    const next: AttendanceReward[] = [
      { streakDays: 1, points: 200 },
      { streakDays: 2, points: 50 },
    ];
    expect((await putRewards(demo, { rewards: next })).statusCode).toBe(403);
    for (const rewards of [
      [{ streakDays: 1, points: -1 }],
      [{ streakDays: 0, points: 10 }],
      [{ streakDays: 1, points: 1.5 }],
      [
        { streakDays: 3, points: 10 },
        { streakDays: 3, points: 20 },
      ],
      'x',
    ]) {
      const res = await putRewards(admin, { rewards });
      expect(outcome(res), JSON.stringify(rewards)).toMatchObject({ status: 400 });
    }
    const put = await putRewards(admin, { rewards: next });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ rewards: AttendanceReward[] }>().rewards).toEqual(next);
    const listed = await get(admin, '/api/admin/attendance/rewards');
    expect(listed.json<{ rewards: AttendanceReward[] }>().rewards).toEqual(next);
    const audits = await h.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'attendance.rewards'`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual(next);
    expect(audits[0]!.before).toEqual(expect.arrayContaining([{ streakDays: 7, points: 1000 }]));

    // The new table pays from the next check-in: base 200, +50 on the second day in a row.
    const otherBefore = await point(otherId);
    const a = (await checkIn(other)).json<AttendanceCheckInResponse>();
    expect(a).toMatchObject({ streak: 1, rewardPoints: 200 });
    await advance(DAY_MIN);
    const b = (await checkIn(other)).json<AttendanceCheckInResponse>();
    expect(b).toMatchObject({ streak: 2, rewardPoints: 250, point: otherBefore + 450 });
    await expectLedgerOk();
  });
});
