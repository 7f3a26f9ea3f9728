/**
 * The operator's reports on PGlite and PostgreSQL, against the hand-computed
 * day of report-fixture.ts. Every expected figure below is worked out from the fixture's rows in
 * the comment beside it; the API computes them from migration 029's aggregates and the tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentReport,
  MemberReport,
  ReportItems,
  ReportSummary,
} from '../../../common/contract/reports.contract';
import {
  ADMIN,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';
import { FIXTURE_PASSWORD } from '../helpers/turnover-fixtures';
import {
  DAY,
  DAY_AFTER,
  DAY_BEFORE,
  MINI_GAME,
  seedReportDay,
  VIRTUAL_GAME,
  type ReportFixture,
} from './report-fixture';

describe.each(dbTargets)('reports on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let member: LoggedIn;
  let fx: ReportFixture;

  beforeAll(async () => {
    h = await startTestApp(target);
    fx = await seedReportDay(h.db);
    admin = await login(h.app, ADMIN);
    // The one player online: m1 (the admin is an operator, not counted).
    member = await login(h.app, { userId: fx.m1.userId, password: FIXTURE_PASSWORD });
  }, 180_000);
  afterAll(() => h?.close());

  const get = (url: string, who: LoggedIn | null = admin) =>
    h.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

  async function summary(from: string, to: string): Promise<ReportSummary> {
    const response = await get(`/api/admin/reports/summary?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('every product on the day: stakes, returns, GGR and margin', async () => {
    const s = await summary(DAY, DAY);
    expect(s.products).toEqual([
      // s1 10,000 won 20,000; s2 5,000 lost; s4 7,000 resettled lost on D (first graded on the
      // 14th). s5 cancelled, s8 settled 00:10 KST on the 16th, two open bets: not counted.
      // GGR 22,000 − 20,000 = 2,000; margin 2,000 / 22,000 = 9.09 %.
      {
        product: 'sports_prematch',
        bets: 3,
        stake: 22_000,
        returns: 20_000,
        ggr: 2_000,
        marginBp: 909,
      },
      // s3 20,000 cashed out at 12,000.
      {
        product: 'sports_inplay',
        bets: 1,
        stake: 20_000,
        returns: 12_000,
        ggr: 8_000,
        marginBp: 4_000,
      },
      // 1,000 won 1,950; 2,000 lost; 3,000 push back 3,000; the open 500 not counted.
      { product: 'minigame', bets: 3, stake: 6_000, returns: 4_950, ggr: 1_050, marginBp: 1_750 },
      // 5,000 won 10,000 on the bet365 game.
      {
        product: 'virtual',
        bets: 1,
        stake: 5_000,
        returns: 10_000,
        ggr: -5_000,
        marginBp: -10_000,
      },
      // baccarat 50,000 won back 45,000; the rolled-back roulette round not counted.
      { product: 'casino', bets: 1, stake: 50_000, returns: 45_000, ggr: 5_000, marginBp: 1_000 },
      // slots 3,000 lost and 2,000 won 6,500; the open slot round not counted.
      { product: 'slot', bets: 2, stake: 5_000, returns: 6_500, ggr: -1_500, marginBp: -3_000 },
    ]);
    // 108,000 staked, 98,450 returned: GGR 9,550, margin 8.84 %.
    expect(s.totals).toEqual({
      bets: 11,
      stake: 108_000,
      returns: 98_450,
      ggr: 9_550,
      marginBp: 884,
    });
  });

  it('deposits, withdrawals, bonuses, rolling and NGR of the day', async () => {
    const s = await summary(DAY, DAY);
    // Approved charges 100,000 + 50,000 (00:30 KST is D); the rejected 70,000 and the 14th's
    // 20,000 not counted. One approved exchange of 30,000.
    expect(s.money).toEqual({
      deposits: 150_000,
      depositCount: 2,
      withdrawals: 30_000,
      withdrawalCount: 1,
      netDeposits: 120_000,
    });
    // Deposit bonus 5,000P + attendance 1,000P + coupon 3,000 + event 2,000; rolling 1,500;
    // the operator's 9,999 adjustment is neither.
    expect(s.bonuses).toBe(11_000);
    expect(s.rolling).toBe(1_500);
    // 9,550 − 11,000 − 1,500.
    expect(s.ngr).toBe(-2_950);
  });

  it('new, active and online members', async () => {
    const s = await summary(DAY, DAY);
    // New: m1 and m2 (agents are not players). Active: m1, m2, m3 placed bets on D.
    expect(s.members).toEqual({ new: 2, active: 3, online: 1 });
    expect(member.user.id).toBe(fx.m1.id);
  });

  it('per day over two days: each member active once in the range', async () => {
    const s = await summary(DAY_BEFORE, DAY);
    // m3 placed s4 on the 14th and minigame bets on D: two daily counts, one member.
    expect(s.members.active).toBe(3);
    expect(s.members.new).toBe(2);
    expect(s.money.deposits).toBe(170_000);
    const [before, day] = s.days;
    expect(before).toEqual({
      day: DAY_BEFORE,
      deposits: 20_000,
      withdrawals: 0,
      newMembers: 0,
      activeMembers: 1,
      // s4 was graded on the 14th, then moved to D by its resettlement.
      ggr: {
        sports_prematch: 0,
        sports_inplay: 0,
        minigame: 0,
        virtual: 0,
        casino: 0,
        slot: 0,
      },
    });
    expect(day).toEqual({
      day: DAY,
      deposits: 150_000,
      withdrawals: 30_000,
      newMembers: 2,
      activeMembers: 3,
      ggr: {
        sports_prematch: 2_000,
        sports_inplay: 8_000,
        minigame: 1_050,
        virtual: -5_000,
        casino: 5_000,
        slot: -1_500,
      },
    });
  });

  it('open sports liability per fixture, each bet once in the total', async () => {
    const { liability } = await summary(DAY, DAY);
    // 3,000 single paying 6,000 and the 1,000 multiple paying 9,000 capped at 8,000.
    expect(liability.total).toBe(14_000);
    expect(liability.openBets).toBe(2);
    expect(liability.fixtures.map((f) => [f.fixtureId, f.openBets, f.stake, f.liability])).toEqual([
      ['7101', 2, 4_000, 14_000],
      ['7102', 1, 1_000, 8_000],
    ]);
  });

  it('drill-down per league, game and provider', async () => {
    const items = async (by: string): Promise<ReportItems> => {
      const response = await get(`/api/admin/reports/items?from=${DAY}&to=${DAY}&by=${by}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const pick = (r: ReportItems) =>
      r.items.map((i) => [i.product, i.key, i.bets, i.stake, i.returns, i.ggr]);
    // s1 K리그1; s2 over K리그1 and EPL (mixed, key ''); s4 EPL; s3 in-play EPL.
    expect(pick(await items('league'))).toEqual([
      ['sports_prematch', 'K리그1', 1, 10_000, 20_000, -10_000],
      ['sports_prematch', 'EPL', 1, 7_000, 0, 7_000],
      ['sports_prematch', '', 1, 5_000, 0, 5_000],
      ['sports_inplay', 'EPL', 1, 20_000, 12_000, 8_000],
    ]);
    expect(pick(await items('game'))).toEqual([
      ['minigame', String(MINI_GAME), 3, 6_000, 4_950, 1_050],
      ['virtual', String(VIRTUAL_GAME), 1, 5_000, 10_000, -5_000],
      ['casino', String(fx.casinoGame), 1, 50_000, 45_000, 5_000],
      ['slot', String(fx.slotGame), 2, 5_000, 6_500, -1_500],
    ]);
    expect(pick(await items('provider'))).toEqual([
      ['minigame', 'mgm', 3, 6_000, 4_950, 1_050],
      ['virtual', 'bet365', 1, 5_000, 10_000, -5_000],
      ['casino', 'demo', 1, 50_000, 45_000, 5_000],
      ['slot', 'demo', 2, 5_000, 6_500, -1_500],
    ]);
  });

  it("a member's P&L per day", async () => {
    const response = await get(
      `/api/admin/reports/members/${fx.m1.id}?from=${DAY_BEFORE}&to=${DAY_AFTER}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report: MemberReport = response.json();
    // m1 on D: s1 10,000→20,000, s3 20,000→12,000, minigame 1,000→1,950, baccarat 50,000→45,000.
    // On the 16th: s8 4,000→8,000.
    expect(report.days.map((d) => [d.day, d.bets, d.stake, d.returns, d.ggr])).toEqual([
      [DAY_BEFORE, 0, 0, 0, 0],
      [DAY, 4, 81_000, 78_950, 2_050],
      [DAY_AFTER, 1, 4_000, 8_000, -4_000],
    ]);
    expect(report.totals).toMatchObject({ bets: 5, stake: 85_000, returns: 86_950, ggr: -1_950 });
  });

  it("an agent's whole subtree, at any depth", async () => {
    const response = await get(`/api/admin/reports/agents/${fx.agentA}?from=${DAY}&to=${DAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const report: AgentReport = response.json();
    // Under A: agent B and m1 directly, m2 under B.
    expect(report.subtreeSize).toBe(3);
    // A's direct member m1: s1, s3, minigame 1,000 and baccarat (as in the member report).
    // B's direct member m2: s2 5,000 lost, minigame 2,000 lost, slots 5,000→6,500.
    expect(report.agents.map((a) => [a.agentId, a.depth, a.bets, a.stake, a.ggr])).toEqual([
      [fx.agentA, 0, 4, 81_000, 2_050],
      [fx.agentB, 1, 4, 12_000, 5_500],
    ]);
    expect(report.totals).toMatchObject({ bets: 8, stake: 93_000, returns: 85_450, ggr: 7_550 });
    expect(outcome(await get(`/api/admin/reports/agents/${fx.m3}?from=${DAY}&to=${DAY}`))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });

  it('CSV: UTF-8 with BOM, Korean headers, the same figures', async () => {
    const response = await get(`/api/admin/reports/export?table=products&from=${DAY}&to=${DAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toContain('.csv');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('상품,베팅 수,베팅액,당첨액,GGR,마진(%)');
    expect(lines[1]).toBe('스포츠(프리매치),3,22000,20000,2000,9.09');
    expect(lines[7]).toBe('합계,11,108000,98450,9550,8.84');

    for (const table of ['days', 'liability', 'items', 'member', 'agent']) {
      const id = table === 'agent' ? fx.agentA : fx.m1.id;
      const csv = await get(
        `/api/admin/reports/export?table=${table}&from=${DAY}&to=${DAY}&id=${id}&by=league`,
      );
      expect(csv.statusCode, `${table}: ${csv.body}`).toBe(200);
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
    }
  });

  it('refuses impossible dates and ranges, and anyone but an operator', async () => {
    const refused = [
      `from=${DAY}&to=${DAY_BEFORE}`,
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-03-15',
    ];
    for (const query of refused) {
      expect(outcome(await get(`/api/admin/reports/summary?${query}`))).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
    }
    expect(
      outcome(await get(`/api/admin/reports/export?table=member&from=${DAY}&to=${DAY}`)),
    ).toEqual({ status: 400, code: 'VALIDATION' });
    // 366 days is the longest range.
    expect((await get('/api/admin/reports/summary?from=2025-03-15&to=2026-03-15')).statusCode).toBe(
      200,
    );
    expect(outcome(await get(`/api/admin/reports/summary?from=${DAY}&to=${DAY}`, member))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await get(`/api/admin/reports/summary?from=${DAY}&to=${DAY}`, null)).statusCode).toBe(
      401,
    );
    expect(outcome(await get(`/api/admin/reports/members/999999?from=${DAY}&to=${DAY}`))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });
});
