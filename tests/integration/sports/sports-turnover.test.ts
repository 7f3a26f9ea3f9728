/**
 * Sports turnover for rolling (source:
 * server/sports/turnover-sports.source.ts) on PGlite and PostgreSQL, with bets placed, graded,
 * resettled, voided, cancelled and cashed out through the real API and sweeper:
 * - a graded stake counts once, at its FIRST grading time: a resettlement re-stamps settled_at
 *   but the stake stays in its first window (rolling requests, the source, the manager report);
 * - won, lost and cashed-out bets count; open, cancelled, voided and all-void bets do not;
 * - a bet that first counts after a correction counts at the correction.
 * Ledger verified after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { Realtime } from '../../../server/platform/sse/realtime';
import { SportsSettleService } from '../../../server/sports/settle/sports-settle.service';
import { sportsTurnoverSource } from '../../../server/sports/turnover-sports.source';
import type { ManagerReport } from '../../../common/contract/manager.contract';
import type {
  RollingCategorySummary,
  RollingSummary,
} from '../../../common/contract/rolling.contract';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import {
  ADMIN,
  FakeClock,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import {
  betKey,
  fundedBettor,
  liveFixture,
  prematchFixture,
  settle,
  slip,
} from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';

type Placed = { bet: SportsBetView; emoney: number };
type Bettor = LoggedIn & { memberId: number };

/** 2030-04-01 23:50 in Seoul: ten minutes before a Seoul day ends (the report's days). */
const START_MS = Date.parse('2030-04-01T14:50:00Z');
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');
const EPOCH = new Date(0);

describe.each(dbTargets)('sports turnover on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let manager: LoggedIn;
  let managerId: number;
  const clock = new FakeClock(START_MS);
  const now = () => clock.now();
  let sweeper: SportsSettleService;
  const sweep = () =>
    (sweeper ??= new SportsSettleService(h.db, clock.now, new Realtime(h.bus))).sweep();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
    manager = await login(h.app, MANAGER);
    managerId = await memberIdOf(h.db, MANAGER.userId);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const inject = (who: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const place = async (who: LoggedIn, body: object) => {
    const res = await inject(who, 'POST', '/api/sports/bets', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Placed>().bet;
  };
  const single = (who: LoggedIn, selectionId: string, priceHundredths: number, stakeWon: number) =>
    place(who, slip('prematch', [{ selectionId, priceHundredths }], stakeWon));
  const betOf = async (who: LoggedIn, id: number) => {
    const res = await inject(who, 'GET', '/api/sports/bets');
    return res.json<{ items: SportsBetView[] }>().items.find((b) => b.id === id)!;
  };
  const resettle = async (selectionId: string, settlement: number) => {
    const res = await inject(
      admin,
      'POST',
      `/api/admin/sports/selections/${selectionId}/resettle`,
      {
        settlement,
        reason: '결과 정정',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The sports source itself, for one member and one window of grading times. */
  const sportsTurnover = async (memberId: number, from: Date, to: Date) =>
    (await sportsTurnoverSource.byMember(h.db, [memberId], from, to)).get(memberId) ?? 0;
  const sportsRolling = async (who: LoggedIn) => {
    const res = await inject(who, 'GET', '/api/rolling');
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<RollingSummary>()
      .categories.find((c) => c.category === 'sports') as RollingCategorySummary;
  };
  const setSportsRate = async (memberId: number, sports: number) => {
    const res = await inject(admin, 'PUT', `/api/admin/rolling/rates/${memberId}`, {
      ratesBp: { mini: 0, sports, casino: 0, slot: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const report = async (day: string) => {
    const res = await inject(manager, 'GET', `/api/manager/report?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ManagerReport>();
  };

  it('a graded stake counts once, at its first grading time, even after a resettlement', async () => {
    const m: Bettor = await fundedBettor(h, 300_000);
    await h.db.query('UPDATE members SET agent_id = $1 WHERE id = $2', [managerId, m.memberId]);
    await setSportsRate(m.memberId, 150); // 1.5 %, the manager's own (a member's rate ≤ its agent's)
    const userId = (
      await h.db.query<{ user_id: string }>('SELECT user_id FROM members WHERE id = $1', [
        m.memberId,
      ])
    )[0]!.user_id;
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const bet = await single(m, f.home, 185, 100_000);

    // Open: nothing counts yet.
    clock.advanceMinutes(2);
    expect(await sportsTurnover(m.memberId, EPOCH, FAR_FUTURE)).toBe(0);
    expect((await sportsRolling(m)).after).toEqual({ turnoverWon: 0, rollingWon: 0 });

    // Graded lost at 23:52 Seoul (April 1).
    const firstGrading = now();
    await settle(h.db, f.home, 1);
    await sweep();
    expect(await betOf(m, bet.id)).toMatchObject({ status: 1 });
    clock.advanceMinutes(2);
    const rolling = await sportsRolling(m);
    expect(rolling).toMatchObject({
      recorded: true,
      after: { turnoverWon: 100_000, rollingWon: 1_500 },
    });

    // The member claims the window up to a minute ago; an operator approves.
    const claimed = await inject(m, 'POST', '/api/rolling/requests', {
      kind: 'sports',
      idempotencyKey: betKey(),
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const request = claimed.json<{
      request: { id: number; turnoverWon: number; windowTo: string };
    }>().request;
    expect(request.turnoverWon).toBe(100_000);
    const approved = await inject(
      admin,
      'POST',
      `/api/admin/rolling/requests/${request.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const firstWindowEnd = new Date(request.windowTo);

    // After midnight in Seoul (April 2) an operator corrects the result: the bet is won now and
    // its settled_at moves to the correction, but its stake stays where it was first graded.
    clock.advanceMinutes(20);
    const correction = now();
    await resettle(f.home, 2);
    const corrected = await betOf(m, bet.id);
    expect(corrected).toMatchObject({ status: 2, payoutWon: 185_000 });
    expect(Date.parse(corrected.settledAt!)).toBe(correction.getTime());
    clock.advanceMinutes(5);

    expect(await sportsTurnover(m.memberId, EPOCH, firstWindowEnd)).toBe(100_000);
    expect(await sportsTurnover(m.memberId, firstWindowEnd, FAR_FUTURE)).toBe(0);
    expect(
      await sportsTurnover(m.memberId, firstGrading, new Date(firstGrading.getTime() + 1)),
    ).toBe(100_000);
    const after = await sportsRolling(m);
    expect(after).toMatchObject({
      before: { turnoverWon: 100_000, rollingWon: 1_500 },
      after: { turnoverWon: 0, rollingWon: 0 },
    });
    expect(
      outcome(
        await inject(m, 'POST', '/api/rolling/requests', {
          kind: 'sports',
          idempotencyKey: betKey(),
        }),
      ),
    ).toEqual({ status: 409, code: 'SETTLEMENT_BELOW_MINIMUM' });

    // The manager report: the stake is on April 1 (first grading), not on April 2 (correction).
    const day1 = await report('2030-04-01');
    const row1 = day1.items.find((r) => r.userId === userId)!;
    expect(row1.turnover.sports).toBe(100_000);
    expect(row1.rolling.sports).toBe(1_500);
    const day2 = await report('2030-04-02');
    expect(day2.items.find((r) => r.userId === userId)!.turnover.sports).toBe(0);
    const both = await (async () => {
      const res = await inject(manager, 'GET', '/api/manager/report?from=2030-04-01&to=2030-04-02');
      return res.json<ManagerReport>();
    })();
    expect(both.items.find((r) => r.userId === userId)!.turnover.sports).toBe(100_000);
  });

  it('won, lost and cashed-out stakes count; open, cancelled, voided and all-void bets do not', async () => {
    const m: Bettor = await fundedBettor(h, 1_000_000);
    const fixtures = await Promise.all(
      Array.from({ length: 6 }, () => prematchFixture(h.db, now(), [200, 300, 400])),
    );
    const [fOpen, fCancel, fVoid, fAllVoid, fLost, fWon] = fixtures.map((f) => f.home) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await single(m, fOpen, 200, 5_000); // stays open
    const cancelled = await single(m, fCancel, 200, 6_000);
    const voided = await single(m, fVoid, 200, 7_000);
    await single(m, fAllVoid, 200, 8_000); // every leg void: the stake comes back
    await single(m, fLost, 200, 16_000);
    await single(m, fWon, 200, 64_000);
    const live = await liveFixture(h.db, now());
    const cashedOut = await place(
      m,
      slip('inplay', [{ selectionId: live.home, priceHundredths: 210 }], 32_000),
    );

    const cancel = await inject(m, 'POST', `/api/sports/bets/${cancelled.id}/cancel`, {
      idempotencyKey: betKey(),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const offer = await inject(m, 'GET', `/api/sports/bets/${cashedOut.id}/cashout`);
    const offerWon = offer.json<{ offerWon: number }>().offerWon;
    const accepted = await inject(m, 'POST', `/api/sports/bets/${cashedOut.id}/cashout`, {
      idempotencyKey: betKey(),
      offerWon,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await settle(h.db, fVoid, 2);
    await settle(h.db, fAllVoid, -1);
    await settle(h.db, fLost, 1);
    await settle(h.db, fWon, 2);
    await sweep();
    // Graded won, then voided by an operator: it leaves turnover with its stake.
    const voidRes = await inject(admin, 'POST', `/api/admin/sports/bets/${voided.id}/void`, {
      reason: '운영자 취소',
    });
    expect(voidRes.statusCode, voidRes.body).toBe(200);
    const statuses = (await inject(m, 'GET', '/api/sports/bets'))
      .json<{ items: SportsBetView[] }>()
      .items.map((b) => [b.stakeWon, b.status]);
    expect(new Map(statuses as [number, number][])).toEqual(
      new Map([
        [5_000, 0],
        [6_000, -1],
        [7_000, -1],
        [8_000, 3],
        [16_000, 1],
        [32_000, 3],
        [64_000, 2],
      ]),
    );

    clock.advanceMinutes(2);
    // 16,000 lost + 32,000 cashed out + 64,000 won.
    expect(await sportsTurnover(m.memberId, EPOCH, FAR_FUTURE)).toBe(112_000);
    expect((await sportsRolling(m)).after.turnoverWon).toBe(112_000);
  });

  it('a bet that first counts after a correction counts at the correction; a second correction moves nothing', async () => {
    const m: Bettor = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [200, 300, 400]);
    await single(m, f.home, 200, 10_000);
    await settle(h.db, f.home, -1); // cancelled market: all void, nothing counts
    await sweep();
    clock.advanceMinutes(10);
    const correction = now();
    await resettle(f.home, 2); // really a winner: the stake becomes turnover now
    clock.advanceMinutes(10);
    await resettle(f.home, 1); // and then a loser: still counted at the first correction
    clock.advanceMinutes(10);
    expect(await sportsTurnover(m.memberId, EPOCH, correction)).toBe(0);
    expect(await sportsTurnover(m.memberId, correction, new Date(correction.getTime() + 1))).toBe(
      10_000,
    );
    expect(await sportsTurnover(m.memberId, new Date(correction.getTime() + 1), FAR_FUTURE)).toBe(
      0,
    );
  });
});
