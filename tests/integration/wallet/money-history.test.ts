import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { MemberHistoryPage } from '../../../common/contract/money-history.contract';
import type { StatementPage } from '../../../common/contract/points.contract';
import {
  ADMIN,
  DEMO,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('money / point history on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;

  beforeAll(async () => {
    h = await startTestApp(target);
    demoId = await memberIdOf(h.db, DEMO.userId);
    [demo, admin] = await Promise.all([login(h.app, DEMO), login(h.app, ADMIN)]);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const history = (who: LoggedIn, memberId: number | string, query = '') =>
    h.app.inject({
      method: 'GET',
      url: `/api/admin/members/${memberId}/money-history${query}`,
      headers: who.headers,
    });

  it("operators read any member's cash and point history with who it is and the balances now", async () => {
    const res = await history(admin, demoId, '?currency=cash');
    expect(res.statusCode, res.body).toBe(200);
    const cash = res.json<MemberHistoryPage>();
    const balances = await getMemberBalances(h.db, demoId);
    expect(cash.member).toEqual({
      id: demoId,
      userId: 'demo',
      nickname: '데모회원',
      emoney: balances.emoney,
      point: balances.point,
    });
    expect(cash.items).toEqual([
      {
        id: expect.any(Number),
        amount: 1_000_000,
        balanceAfter: 1_000_000,
        kind: 'seed_credit',
        reference: `member:${demoId}`,
        memo: '데모 시작 금액',
        createdAt: expect.any(String),
      },
    ]);
    const points = (await history(admin, demoId, '?currency=point')).json<MemberHistoryPage>();
    expect(points.items.map((i) => [i.kind, i.amount])).toEqual([['seed_credit', 5_000]]);

    // The member's own dialog reads the same entries (without the operator's reference).
    const own = await h.app.inject({
      method: 'GET',
      url: '/api/wallet/statement?currency=cash',
      headers: demo.headers,
    });
    const ownItems = own.json<StatementPage>().items;
    expect(ownItems).toEqual(cash.items.map(({ reference: _r, ...rest }) => rest));
  });

  it('pages 15 entries at a time, newest first, with signed amounts', async () => {
    const member = await createExtraMember(h.db, { prefix: 'hist' });
    for (let i = 1; i <= 17; i++) await fund(h.db, member.id, i * 1_000);
    const first = (await history(admin, member.id)).json<MemberHistoryPage>();
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 17 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toMatchObject({ amount: 17_000, balanceAfter: 153_000 });
    const second = (await history(admin, member.id, '?page=2')).json<MemberHistoryPage>();
    expect(second.items.map((i) => i.amount)).toEqual([2_000, 1_000]);
    expect((await history(admin, member.id, '?page=5')).json<MemberHistoryPage>().items).toEqual(
      [],
    );
    const empty = (await history(admin, member.id, '?currency=point')).json<MemberHistoryPage>();
    expect(empty).toMatchObject({ items: [], totalCount: 0, pageCount: 1 });
  });

  it('members cannot read it; unknown and malformed members or queries never give a 5xx', async () => {
    expect(outcome(await history(demo, demoId))).toEqual({ status: 403, code: 'FORBIDDEN' });
    const anonymous = await h.app.inject({
      method: 'GET',
      url: `/api/admin/members/${demoId}/money-history`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(outcome(await history(admin, 999_999_999))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
    const bad: [string, string][] = [
      ['abc', ''],
      ['0', ''],
      ['-5', ''],
      ['99999999999999999999', ''],
      [String(demoId), '?currency=won'],
      [String(demoId), '?page=0'],
      [String(demoId), '?page=x'],
    ];
    for (const [id, query] of bad) {
      expect(outcome(await history(admin, id, query)), `${id}${query}`).toMatchObject({
        status: 400,
      });
    }
  });
});
