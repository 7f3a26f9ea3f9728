/**
 * Casino and slot rolling (spec §2 /calculateCasino, /calculateSlot, §3
 * casinoRollingPer, slotRollingPer): the stakes of CLOSED rounds, by closing time, are the
 * turnover of the member's own rolling and of their agent's; settlement requests pay them once.
 * Rounds are written directly (the wallet that records them is tested on its own).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { ManagerReport } from '../../../common/contract/manager.contract';
import type {
  RollingCategorySummary,
  RollingSummary,
} from '../../../common/contract/rolling.contract';
import {
  ADMIN,
  FakeClock,
  login,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';
import { FIXTURE_PASSWORD, createLoginMember } from '../helpers/turnover-fixtures';

/** 2026-03-02 12:00 Asia/Seoul. */
const START_MS = Date.parse('2026-03-02T03:00:00Z');
const MINUTE_MS = 60_000;
let keySeq = 0;
const key = () => `casino-rolling-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(dbTargets)('casino and slot rolling on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let member: LoggedIn;
  let agent: LoggedIn;
  let memberId: number;
  let agentId: number;
  let otherId: number;
  let roundSeq = 0;
  const clock = new FakeClock(START_MS);
  const minutesAgo = (m: number) => new Date(clock.now().getTime() - m * MINUTE_MS);

  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const category = async (who: LoggedIn, url: string, c: 'casino' | 'slot') => {
    const res = await get(who, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RollingSummary>().categories.find((x) => x.category === c)!;
  };
  const setRates = async (id: number, casino: number, slot: number) => {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/rolling/rates/${id}`,
      headers: admin.headers,
      payload: { ratesBp: { mini: 0, sports: 0, casino, slot } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** One member's part of a provider round, as the wallet leaves it. */
  const addRound = async (
    who: number,
    gameCode: string,
    stake: number,
    status: 'open' | 'closed' | 'rolled_back',
    closedAt: Date | null,
  ) => {
    roundSeq += 1;
    await h.db.query(
      `INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake,
                                  status, opened_at, closed_at)
       SELECT g.provider_id, $2, $1, g.id, g.kind, $4, $5, $6, $7
         FROM casino_games g WHERE g.game_code = $3`,
      [
        who,
        `${gameCode}-r${roundSeq}`,
        gameCode,
        stake,
        status,
        minutesAgo(180).toISOString(),
        closedAt?.toISOString() ?? null,
      ],
    );
  };
  const cash = async (id: number) => (await getMemberBalances(h.db, id)).emoney;

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
    const agentRow = await createLoginMember(h.db, { type: 2 });
    agentId = agentRow.id;
    const memberRow = await createLoginMember(h.db, { agentId });
    memberId = memberRow.id;
    otherId = (await createLoginMember(h.db)).id;
    member = await login(h.app, { userId: memberRow.userId, password: FIXTURE_PASSWORD });
    agent = await login(h.app, { userId: agentRow.userId, password: FIXTURE_PASSWORD });
    // The agent tree's rule, set top-down (a member's rate ≤ its agent's): the agent earns its rate
    // minus the member's, 0.3 % casino and 0.5 % slot.
    await setRates(agentId, 130, 250);
    await setRates(memberId, 100, 200); // 1 % casino, 2 % slot

    await addRound(memberId, 'baccarat-1', 300_000, 'closed', minutesAgo(120));
    await addRound(memberId, 'roulette-1', 45_678, 'closed', minutesAgo(60));
    await addRound(memberId, 'baccarat-2', 99_000, 'open', null); // not final: excluded
    await addRound(memberId, 'baccarat-1', 50_000, 'rolled_back', minutesAgo(30)); // no money
    await addRound(
      memberId,
      'baccarat-1',
      10_000,
      'closed',
      new Date(clock.now().getTime() - 30_000),
    ); // inside the 1-minute lag
    await addRound(memberId, 'video-5x3', 120_000, 'closed', minutesAgo(90));
    await addRound(otherId, 'baccarat-1', 500_000, 'closed', minutesAgo(90)); // not downline
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  it('/calculateCasino and /calculateSlot figures: stakes of closed rounds × the member’s rate', async () => {
    const casino = await category(member, '/api/rolling', 'casino');
    expect(casino).toMatchObject<Partial<RollingCategorySummary>>({
      recorded: true,
      rateBp: 100,
      after: { turnoverWon: 345_678, rollingWon: 3_456 }, // 345,678 × 1 % = 3,456.78
    });
    const slot = await category(member, '/api/rolling', 'slot');
    expect(slot).toMatchObject({
      recorded: true,
      after: { turnoverWon: 120_000, rollingWon: 2_400 },
    });
  });

  it('a member’s casino settlement request is paid once on approval', async () => {
    const before = await cash(memberId);
    const res = await post(member, '/api/rolling/requests', {
      kind: 'casino',
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().request;
    expect(request).toMatchObject({ kind: 'casino', turnoverWon: 345_678, amountWon: 3_456 });
    const approve = () => post(admin, `/api/admin/rolling/requests/${request.id}/approve`);
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(409);
    expect(await cash(memberId)).toBe(before + 3_456);
    expect(await category(member, '/api/rolling', 'casino')).toMatchObject({
      before: { turnoverWon: 345_678, rollingWon: 3_456 },
      after: { turnoverWon: 0, rollingWon: 0 },
    });
    // The round inside the lag, once a minute older, is the next window's turnover.
    clock.advanceMinutes(1);
    expect((await category(member, '/api/rolling', 'casino')).after.turnoverWon).toBe(10_000);
  });

  it('the agent’s casino and slot rolling come from the downline’s closed rounds', async () => {
    const casino = await category(agent, '/api/manager/rolling', 'casino');
    // 355,678 × (1.3 − 1) % = 1,067.03; the other member's 500,000 is not downline.
    expect(casino).toMatchObject({
      rateBp: 130,
      after: { turnoverWon: 355_678, rollingWon: 1_067 },
    });
    const slot = await category(agent, '/api/manager/rolling', 'slot');
    expect(slot).toMatchObject({ rateBp: 250, after: { turnoverWon: 120_000, rollingWon: 600 } });

    const before = await cash(agentId);
    const res = await post(agent, '/api/manager/rolling/requests', {
      kind: 'casino',
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({ role: 'agent', kind: 'casino', amountWon: 1_067 });
    const approved = await post(
      admin,
      `/api/admin/rolling/requests/${res.json().request.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await cash(agentId)).toBe(before + 1_067);
    // 600원 of slot rolling waits for more turnover (the 1,000원 minimum of every request).
    const slotRequest = await post(agent, '/api/manager/rolling/requests', {
      kind: 'slot',
      idempotencyKey: key(),
    });
    expect(slotRequest.json().code).toBe('SETTLEMENT_BELOW_MINIMUM');

    const report = await get(agent, '/api/manager/report?from=2026-03-02&to=2026-03-02');
    expect(report.statusCode, report.body).toBe(200);
    const totals = report.json<ManagerReport>().totals;
    expect(totals.turnover).toMatchObject({ casino: 355_678, slot: 120_000 });
    expect(totals.agentRolling).toMatchObject({ casino: 1_067, slot: 600 });
  });
});
