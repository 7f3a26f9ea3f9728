import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { maskUserId } from '../../../server/member/referral.service';
import type { FriendPage } from '../../../common/contract/friend.contract';
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
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

describe('maskUserId', () => {
  it('shows the first two characters and never a whole id', () => {
    expect(maskUserId('demo1234')).toBe('de******');
    expect(maskUserId('abcd')).toBe('ab**');
    expect(maskUserId('abc')).toBe('ab*');
    expect(maskUserId('ab')).toBe('a*');
    expect(maskUserId('a')).toBe('a*');
  });
});

describe.each(dbTargets)('friend / referral on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;
  let outsider: ExtraMember;
  let outsiderSession: LoggedIn;

  beforeAll(async () => {
    h = await startTestApp(target);
    demoId = await memberIdOf(h.db, DEMO.userId);
    outsider = await createExtraMember(h.db, { prefix: 'outsider' });
    [demo, admin, outsiderSession] = await Promise.all([
      login(h.app, DEMO),
      login(h.app, ADMIN),
      login(h.app, outsider.credentials),
    ]);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.ok).toBe(true);
  });

  const friends = async (who: LoggedIn, query = '') => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/friend${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FriendPage>();
  };

  it('shows the own code and no one before anybody signed up with it', async () => {
    const page = await friends(demo);
    const [me] = await h.db.query<{ recommend_code: string }>(
      'SELECT recommend_code FROM members WHERE id = $1',
      [demoId],
    );
    expect(page).toEqual({
      recommendCode: me!.recommend_code,
      counts: { total: 0, active: 0, deposited: 0 },
      items: [],
      page: 1,
      pageCount: 1,
      totalCount: 0,
    });
    expect((await h.app.inject({ method: 'GET', url: '/api/friend' })).statusCode).toBe(401);
    for (const bad of ['?page=0', '?page=-1', '?page=abc', '?page=1.5']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/friend${bad}`,
        headers: demo.headers,
      });
      expect(outcome(res), bad).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
  });

  it('lists the members who joined with the code: masked ids, status, deposits, counts', async () => {
    const { recommendCode } = await friends(demo);
    // A real sign-up with the code (lower case and spaces are accepted by sign-up).
    const joined = await h.app.inject({
      method: 'POST',
      url: '/api/member/join',
      payload: {
        userId: 'newfriend1',
        password: 'friend1234!',
        nickname: '새친구',
        phone: '010-1234-5678',
        withdrawPassword: '1234',
        recommendCode: ` ${recommendCode.toLowerCase()} `,
      },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const blocked = await createExtraMember(h.db, {
      prefix: 'blk',
      recommenderId: demoId,
      blocked: true,
    });
    const payer = await createExtraMember(h.db, { prefix: 'payer', recommenderId: demoId });
    // Someone else's referral never shows on demo's page.
    await createExtraMember(h.db, { prefix: 'stranger', recommenderId: outsider.id });
    await h.db.query(
      `INSERT INTO wallet_requests (member_id, kind, amount_won, status, idempotency_key,
                                    created_at, decided_at)
       VALUES ($1, 'charge', 10000, 'approved', 'friend-test-paid', now(), now()),
              ($2, 'charge', 10000, 'rejected', 'friend-test-rejected', now(), now())`,
      [payer.id, blocked.id],
    );

    const page = await friends(demo);
    expect(page.counts).toEqual({ total: 3, active: 2, deposited: 1 });
    expect(page.totalCount).toBe(3);
    expect(page.items).toEqual([
      {
        maskedUserId: maskUserId(payer.userId),
        nickname: payer.nickname,
        joinedAt: expect.any(String),
        status: 'active',
        deposited: true,
      },
      {
        maskedUserId: maskUserId(blocked.userId),
        nickname: blocked.nickname,
        joinedAt: expect.any(String),
        status: 'blocked',
        deposited: false,
      },
      {
        maskedUserId: 'ne********',
        nickname: '새친구',
        joinedAt: expect.any(String),
        status: 'active',
        deposited: false,
      },
    ]);
    // No full login id anywhere in the answer.
    for (const id of ['newfriend1', payer.userId, blocked.userId]) {
      expect(JSON.stringify(page)).not.toContain(id);
    }

    const outsiders = await friends(outsiderSession);
    expect(outsiders.counts.total).toBe(1);
    expect(outsiders.items.map((r) => r.maskedUserId)).toEqual([expect.stringMatching(/^st\*+$/)]);
    expect(outsiders.recommendCode).not.toBe(page.recommendCode);
    // Operators have a code and an own (empty) list too; nobody sees another member's list.
    expect((await friends(admin)).counts.total).toBe(0);
  });

  it('pages 15 referrals at a time, newest first', async () => {
    const host = await createExtraMember(h.db, { prefix: 'host' });
    const hostSession = await login(h.app, host.credentials);
    const made: ExtraMember[] = [];
    for (let i = 0; i < 17; i++) {
      made.push(await createExtraMember(h.db, { prefix: 'ref', recommenderId: host.id }));
    }
    const first = await friends(hostSession);
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 17 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]!.nickname).toBe(made[16]!.nickname);
    const second = await friends(hostSession, '?page=2');
    expect(second.items.map((r) => r.nickname)).toEqual([made[1]!.nickname, made[0]!.nickname]);
    expect((await friends(hostSession, '?page=9')).items).toEqual([]);
  });
});
