/**
 * The agent tree on PGlite and PostgreSQL: a head office → distributor →
 * agent tree built through the manager endpoints, the rolling split along each member's path
 * with the won per agent computed by hand, rates above the parent refused (nothing written),
 * subtree visibility (an agent never sees a sibling's members: 404), members created under an
 * agent, and the move-agent case (turnover graded before the move stays with the old path).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { moveMemberToAgent } from '../../../server/rolling/agent-tree';
import type { ManagerAgent, ManagerReport } from '../../../common/contract/manager.contract';
import type { RollingSummary } from '../../../common/contract/rolling.contract';
import {
  ADMIN,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';
import { FIXTURE_PASSWORD, addMiniBet, createLoginMember } from '../helpers/turnover-fixtures';

/** 2025-03-10 12:00 Asia/Seoul; every bet below is graded on the Seoul day 2025-03-10. */
const START_MS = Date.parse('2025-03-10T03:00:00Z');
const DAY = '2025-03-10';
const rates = (mini: number) => ({ mini, sports: 0, casino: 0, slot: 0 });
let seq = 0;
const fresh = (prefix: string) => `${prefix}${++seq}${Math.random().toString(36).slice(2, 6)}`;
const signup = (extra: object = {}) => {
  const userId = fresh('tr');
  return {
    userId,
    password: 'tree1234!',
    nickname: userId,
    phone: '010-1234-5678',
    withdrawPassword: '1234',
    ...extra,
  };
};

describe.each(dbTargets)('agent tree on %s', (target) => {
  let h: TestApp;
  const clock = new FakeClock(START_MS);
  let admin: LoggedIn;
  let head: LoggedIn;
  let headId: number;
  const ids: Record<string, number> = {};
  const who: Record<string, LoggedIn> = {};

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
    const ho = await createLoginMember(h.db, { type: 2 });
    headId = ho.id;
    head = await login(h.app, { userId: ho.userId, password: FIXTURE_PASSWORD });
  }, 120_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  const call = (as: LoggedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
  const create = async (as: LoggedIn, kind: 'members' | 'agents', body: object) => {
    const input = signup(body);
    const res = await call(as, 'POST', `/api/manager/${kind}`, input);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ node: { id: number } }>().node.id;
    return { id, logIn: () => login(h.app, { userId: input.userId, password: input.password }) };
  };
  const report = async (as: LoggedIn, agentId?: number) => {
    const suffix = agentId ? `&agentId=${agentId}` : '';
    const res = await call(as, 'GET', `/api/manager/report?from=${DAY}&to=${DAY}${suffix}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ManagerReport>();
  };
  const miniAfter = async (as: LoggedIn) => {
    const res = await call(as, 'GET', '/api/manager/rolling');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RollingSummary>().categories.find((c) => c.category === 'mini')!.after;
  };
  const memberCount = async () =>
    (await h.db.query<{ count: number }>('SELECT count(*)::int AS count FROM members'))[0]!.count;

  it('builds head office → distributor → agent through the manager endpoints; members under an agent log in', async () => {
    // The operator sets the head office's rates; every level below is set by its parent.
    const set = await call(admin, 'PUT', `/api/admin/rolling/rates/${headId}`, {
      ratesBp: rates(300),
    });
    expect(set.statusCode, set.body).toBe(200);
    const dist = await create(head, 'agents', { ratesBp: rates(200) });
    ids.dist = dist.id;
    who.dist = await dist.logIn();
    const agent = await create(who.dist, 'agents', { ratesBp: rates(120) });
    ids.agent = agent.id;
    who.agent = await agent.logIn();
    const sibling = await create(who.dist, 'agents', { ratesBp: rates(100) });
    ids.sibling = sibling.id;
    who.sibling = await sibling.logIn();

    const m1 = await create(who.agent, 'members', { ratesBp: rates(50) });
    ids.m1 = m1.id;
    const m2 = await create(who.dist, 'members', { ratesBp: rates(100) });
    ids.m2 = m2.id;
    const m4 = await create(who.sibling, 'members', {});
    ids.m4 = m4.id;
    // The distributor may place a member under its sub-agent directly.
    const m3 = await create(who.dist, 'members', { agentId: ids.agent, ratesBp: rates(0) });
    ids.m3 = m3.id;

    // The new member is a regular member (type 1) whose direct agent is its creator.
    const member = await m1.logIn();
    expect(member.user.id).toBe(ids.m1);
    const [row] = await h.db.query<{ type: number; agent_id: number }>(
      'SELECT type, agent_id FROM members WHERE id = $1',
      [ids.m1],
    );
    expect(row).toEqual({ type: 1, agent_id: ids.agent });
    const audit = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target = $1`,
      [`member:${ids.m1}`],
    );
    expect(audit.map((a) => a.action)).toEqual(['manager.member.create']);

    const tree = (await call(head, 'GET', '/api/manager/agents')).json<{ items: ManagerAgent[] }>();
    expect(tree.items.map((a) => [a.id, a.depth, a.ratesBp.mini, a.memberCount])).toEqual([
      [headId, 0, 300, 0],
      [ids.dist, 1, 200, 1],
      [ids.agent, 2, 120, 2],
      [ids.sibling, 2, 100, 1],
    ]);
  });

  it('splits each member’s turnover along its path: each level gets its rate minus what it gave down', async () => {
    await addMiniBet(h.db, ids.m1!, 123_457, new Date('2025-03-10T01:00:00Z'));
    await addMiniBet(h.db, ids.m2!, 200_001, new Date('2025-03-10T01:10:00Z'));

    // m1 (0.5 %) → agent 1.2 % → distributor 2 % → head office 3 %: shares 0.7 / 0.8 / 1.0 %.
    // m2 (1 %) → distributor 2 % → head office 3 %: shares 1.0 / 1.0 %.
    // agent:       123,457 × 0.7 %                    =    864.1990 →   864
    // distributor: 123,457 × 0.8 % + 200,001 × 1.0 %  =  2,987.6660 → 2,987
    // head office: 123,457 × 1.0 % + 200,001 × 1.0 %  =  3,234.5800 → 3,234
    const expected = { agent: 864, dist: 2_987, head: 3_234 };
    const agentReport = await report(who.agent!);
    expect(agentReport.totals.agentRolling.mini).toBe(expected.agent);
    expect(agentReport.totals.turnover.mini).toBe(123_457);
    const distReport = await report(who.dist!);
    expect(distReport.totals.agentRolling.mini).toBe(expected.dist);
    expect(distReport.totals.turnover.mini).toBe(323_458);
    const headReport = await report(head);
    expect(headReport.totals.agentRolling.mini).toBe(expected.head);
    // The members' own rolling: 123,457 × 0.5 % = 617.285 → 617; 200,001 × 1 % → 2,000.
    expect(headReport.totals.memberRolling.mini).toBe(617 + 2_000);
    // The head office's branch row shows the distributor's subtree and its own share.
    expect(headReport.branches).toEqual([
      expect.objectContaining({
        id: ids.dist,
        turnover: expect.objectContaining({ mini: 323_458 }),
        rolling: expect.objectContaining({ mini: expected.dist }),
      }),
    ]);
    expect(headReport.items.find((r) => r.id === ids.m1)?.agentUserId).toBe(
      agentReport.agentUserId,
    );

    // The settlement summary claims the same split.
    expect(await miniAfter(who.agent!)).toEqual({ turnoverWon: 123_457, rollingWon: 864 });
    expect(await miniAfter(who.dist!)).toEqual({ turnoverWon: 323_458, rollingWon: 2_987 });
    expect(await miniAfter(head)).toEqual({ turnoverWon: 323_458, rollingWon: 3_234 });
  });

  it('refuses a rate above the parent’s (or below what a sub-agent gives down), writing nothing', async () => {
    const before = await memberCount();
    const tooHigh = await call(
      who.agent!,
      'POST',
      '/api/manager/members',
      signup({ ratesBp: rates(121) }),
    );
    expect(outcome(tooHigh)).toEqual({ status: 400, code: 'AGENT_RATE_ABOVE_PARENT' });
    expect(tooHigh.json().message).toMatch(/[가-힣]/);
    const agentTooHigh = await call(
      who.dist!,
      'POST',
      '/api/manager/agents',
      signup({ ratesBp: rates(201) }),
    );
    expect(outcome(agentTooHigh)).toEqual({ status: 400, code: 'AGENT_RATE_ABOVE_PARENT' });
    expect(await memberCount()).toBe(before);

    const raise = await call(who.dist!, 'PUT', `/api/manager/rates/${ids.agent}`, {
      ratesBp: rates(201),
    });
    expect(outcome(raise)).toEqual({ status: 400, code: 'AGENT_RATE_ABOVE_PARENT' });
    // m1 earns 0.5 %: its agent cannot drop to 0.4 %.
    const below = await call(who.dist!, 'PUT', `/api/manager/rates/${ids.agent}`, {
      ratesBp: rates(40),
    });
    expect(outcome(below)).toEqual({ status: 400, code: 'AGENT_RATE_BELOW_CHILD' });
    const bad = await call(who.dist!, 'PUT', `/api/manager/rates/${ids.agent}`, {
      ratesBp: rates(-1),
    });
    expect(outcome(bad)).toEqual({ status: 400, code: 'VALIDATION' });
    const [rate] = await h.db.query<{ rate_bp: number }>(
      `SELECT rate_bp FROM rolling_rates WHERE member_id = $1 AND category = 'mini'`,
      [ids.agent],
    );
    expect(rate!.rate_bp).toBe(120);

    // Within the rule it changes, audited with the distributor as actor.
    const ok = await call(who.dist!, 'PUT', `/api/manager/rates/${ids.agent}`, {
      ratesBp: rates(150),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [audit] = await h.db.query<{ actor_id: number; action: string }>(
      `SELECT actor_id, action FROM audit_log WHERE target = $1 ORDER BY id DESC LIMIT 1`,
      [`member:${ids.agent}`],
    );
    expect(audit).toEqual({ actor_id: ids.dist, action: 'manager.rates' });
  });

  it('an agent sees its whole subtree and never a sibling’s: 404 for anything outside it', async () => {
    const listed = async (as: LoggedIn) =>
      (await call(as, 'GET', '/api/manager/members'))
        .json<{ items: { id: number }[] }>()
        .items.map((m) => m.id)
        .sort((a, b) => a - b);
    const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
    expect(await listed(who.agent!)).toEqual(sorted(ids.m1!, ids.m3!));
    expect(await listed(who.sibling!)).toEqual([ids.m4]);
    expect(await listed(who.dist!)).toEqual(sorted(ids.m1!, ids.m2!, ids.m3!, ids.m4!));
    expect(await listed(head)).toEqual(sorted(ids.m1!, ids.m2!, ids.m3!, ids.m4!));

    const before = await memberCount();
    for (const res of [
      await call(
        who.agent!,
        'GET',
        `/api/manager/report?from=${DAY}&to=${DAY}&agentId=${ids.sibling}`,
      ),
      await call(
        who.agent!,
        'GET',
        `/api/manager/report?from=${DAY}&to=${DAY}&agentId=${ids.dist}`,
      ),
      await call(who.agent!, 'PUT', `/api/manager/rates/${ids.m4}`, { ratesBp: rates(0) }),
      await call(who.agent!, 'PUT', `/api/manager/rates/${ids.m2}`, { ratesBp: rates(0) }),
      await call(who.agent!, 'PUT', `/api/manager/rates/${ids.agent}`, { ratesBp: rates(0) }),
      await call(who.agent!, 'PUT', `/api/manager/rates/${ids.dist}`, { ratesBp: rates(0) }),
      await call(who.agent!, 'POST', '/api/manager/members', signup({ agentId: ids.sibling })),
      await call(who.sibling!, 'POST', '/api/manager/agents', signup({ agentId: ids.agent })),
    ]) {
      expect(outcome(res)).toEqual({ status: 404, code: 'AGENT_NODE_NOT_FOUND' });
    }
    expect(await memberCount()).toBe(before);
    const siblingReport = await report(who.sibling!);
    expect(siblingReport.items.map((r) => r.id)).toEqual([ids.m4]);
    // The distributor drills into its agent's subtree.
    const drill = await report(who.dist!, ids.agent);
    expect(drill.items.map((r) => r.id).sort((a, b) => a - b)).toEqual(sorted(ids.m1!, ids.m3!));
    // Members and operators are not agents.
    expect(outcome(await call(admin, 'GET', '/api/manager/agents'))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('a member who moves agent leaves the turnover graded before the move with the old path', async () => {
    const root = await createLoginMember(h.db, { type: 2 });
    const rootIn = await login(h.app, { userId: root.userId, password: FIXTURE_PASSWORD });
    await call(admin, 'PUT', `/api/admin/rolling/rates/${root.id}`, { ratesBp: rates(100) });
    const oldA = await create(rootIn, 'agents', { ratesBp: rates(60) });
    const newA = await create(rootIn, 'agents', { ratesBp: rates(80) });
    const oldIn = await oldA.logIn();
    const newIn = await newA.logIn();
    const mover = await create(oldIn, 'members', {});

    // Graded under the old agent, who settles it (the clock stands at 03:00Z, cutoff 02:59Z).
    await addMiniBet(h.db, mover.id, 200_000, new Date('2025-03-10T02:10:00Z'));
    const settled = await call(oldIn, 'POST', '/api/manager/rolling/requests', {
      kind: 'mini',
      idempotencyKey: `move-old-${Math.random()}`,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    // 200,000 × 0.6 % = 1,200.
    expect(settled.json().request).toMatchObject({ turnoverWon: 200_000, amountWon: 1_200 });
    const approved = await call(
      admin,
      'POST',
      `/api/admin/rolling/requests/${settled.json().request.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);

    // The operator moves the member at 03:05Z; the next stake is graded at 03:07Z.
    clock.advanceMinutes(10);
    await h.db.transaction((tx) =>
      moveMemberToAgent(tx, mover.id, newA.id, new Date('2025-03-10T03:05:00Z')),
    );
    await addMiniBet(h.db, mover.id, 150_000, new Date('2025-03-10T03:07:00Z'));
    clock.advanceMinutes(10);

    // The new agent never claims what the old one settled: only 150,000 × 0.8 % = 1,200.
    expect(await miniAfter(newIn)).toEqual({ turnoverWon: 150_000, rollingWon: 1_200 });
    expect(await miniAfter(oldIn)).toEqual({ turnoverWon: 0, rollingWon: 0 });
    // The root earns along both paths: 200,000 × (1 − 0.6) % + 150,000 × (1 − 0.8) % = 800 + 300.
    expect(await miniAfter(rootIn)).toEqual({ turnoverWon: 350_000, rollingWon: 1_100 });
    const claimed = await call(newIn, 'POST', '/api/manager/rolling/requests', {
      kind: 'mini',
      idempotencyKey: `move-new-${Math.random()}`,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().request).toMatchObject({ turnoverWon: 150_000, amountWon: 1_200 });

    // The day's report credits each agent with its own part of the member's turnover.
    const turnoverIn = async (as: LoggedIn) =>
      (await report(as)).items.map((r) => [r.id, r.turnover.mini, r.agentUserId]);
    const [oldUserId, newUserId] = [
      (await report(oldIn)).agentUserId,
      (await report(newIn)).agentUserId,
    ];
    expect(await turnoverIn(oldIn)).toEqual([[mover.id, 200_000, oldUserId]]);
    expect(await turnoverIn(newIn)).toEqual([[mover.id, 150_000, newUserId]]);
    expect(await turnoverIn(rootIn)).toEqual([[mover.id, 350_000, newUserId]]);
    // The new agent lists the member now; the old one no longer does.
    const members = async (as: LoggedIn) =>
      (await call(as, 'GET', '/api/manager/members')).json<{ items: { id: number }[] }>().items;
    expect((await members(newIn)).map((m) => m.id)).toEqual([mover.id]);
    expect(await members(oldIn)).toEqual([]);
  });
});
