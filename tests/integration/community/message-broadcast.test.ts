import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/platform/db/db';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { Message } from '../../../common/contract/message.contract';
import {
  ADMIN,
  DEMO,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

/** Members of level 3 made for this file, enough that a per-member loop would show. */
const LEVEL3_MEMBERS = 120;
const PASSWORD = 'bcast1234';

/** Counts the statements a use-case sends through `db.transaction`, by a pattern. */
function countStatements(db: Db, pattern: RegExp) {
  const original = db.transaction.bind(db);
  let count = 0;
  db.transaction = (<T>(fn: (tx: Queryable) => Promise<T>) =>
    original((tx) =>
      fn({
        query: (sql, params) => {
          if (pattern.test(sql)) count++;
          return tx.query(sql, params);
        },
      }),
    )) as Db['transaction'];
  return {
    get count() {
      return count;
    },
    restore: () => {
      db.transaction = original;
    },
  };
}

describe.each(dbTargets)('messages to a level or to everyone on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let demo: LoggedIn;
  let lv3: LoggedIn;
  let demoId: number;
  let lv3Id: number;
  let blockedId: number;
  let excludedId: number;
  let memberCount: number;

  beforeAll(async () => {
    h = await startTestApp(target);
    demoId = await memberIdOf(h.db, DEMO.userId);
    // One real sign-up for a member who logs in, the rest straight into the table (no hashing).
    const joined = await h.app.inject({
      method: 'POST',
      url: '/api/member/join',
      payload: {
        userId: 'lvthree',
        password: PASSWORD,
        nickname: '레벨삼회원',
        phone: '01033334444',
        withdrawPassword: '1234',
      },
    });
    expect(joined.statusCode).toBe(200);
    lv3Id = await memberIdOf(h.db, 'lvthree');
    const [{ password_hash }] = (await h.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [lv3Id],
    )) as [{ password_hash: string }];
    await h.db.query(
      `INSERT INTO members (user_id, password_hash, nickname, level, recommend_code)
       SELECT 'bulk' || g, $1, '대량' || g, 3, 'BULK' || g FROM generate_series(1, $2) g`,
      [password_hash, LEVEL3_MEMBERS - 1],
    );
    await h.db.query('UPDATE members SET level = 3 WHERE id = $1', [lv3Id]);
    // A blocked level-3 member and level-3 staff must not receive anything.
    await h.db.query(`UPDATE members SET blocked = TRUE WHERE user_id = 'bulk1'`);
    blockedId = await memberIdOf(h.db, 'bulk1');
    // And a member in a self-exclusion of their own (messages stop for them).
    excludedId = await memberIdOf(h.db, 'bulk2');
    await h.db.query(
      `INSERT INTO rg_blocks (member_id, kind, period, started_at, ends_at, source)
       VALUES ($1, 'selfExclusion', '6m', now(), now() + interval '180 days', 'member')`,
      [excludedId],
    );
    await h.db.query(`UPDATE members SET level = 3 WHERE user_id IN ('admin', 'manager')`);
    memberCount = (
      await h.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM members m
          WHERE type = 1 AND role <> 10 AND NOT blocked
            AND NOT EXISTS (SELECT 1 FROM rg_blocks b WHERE b.member_id = m.id)`,
      )
    )[0]!.count;
    admin = await login(h.app, ADMIN);
    demo = await login(h.app, DEMO);
    lv3 = await login(h.app, { userId: 'lvthree', password: PASSWORD });
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  const broadcast = (body: object, who: LoggedIn = admin) =>
    h.app.inject({
      method: 'POST',
      url: '/api/admin/messages/broadcast',
      headers: who.headers,
      payload: body,
    });
  const inboxOf = async (who: LoggedIn) =>
    (await h.app.inject({ method: 'GET', url: '/api/message', headers: who.headers })).json<{
      items: Message[];
      totalCount: number;
    }>();
  const unreadOf = async (who: LoggedIn) =>
    (
      await h.app.inject({ method: 'GET', url: '/api/message/unread', headers: who.headers })
    ).json<number>();
  const recipientsOf = async (title: string) =>
    (
      await h.db.query<{ member_id: number }>(
        'SELECT member_id FROM messages WHERE title = $1 ORDER BY member_id',
        [title],
      )
    ).map((r) => r.member_id);

  it('sends to every member of a level in one INSERT … SELECT, leaving out staff and blocked', async () => {
    const statements = countStatements(h.db, /INSERT INTO messages/);
    h.general.length = 0;
    const res = await broadcast({
      target: { kind: 'level', level: 3 },
      title: '레벨3 혜택 안내',
      body: '이번 주 레벨3 회원 재충전 보너스 5%',
    });
    statements.restore();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recipients: LEVEL3_MEMBERS - 2 });
    expect(statements.count).toBe(1);

    const recipients = await recipientsOf('레벨3 혜택 안내');
    expect(recipients).toHaveLength(LEVEL3_MEMBERS - 2);
    expect(recipients).toContain(lv3Id);
    expect(recipients).not.toContain(blockedId);
    expect(recipients).not.toContain(excludedId);
    expect(recipients).not.toContain(demoId); // level 1
    for (const staff of ['admin', 'manager']) {
      expect(recipients).not.toContain(await memberIdOf(h.db, staff));
    }

    // Only the online recipient hears the live count (forced inbox, spec §4).
    expect(h.general).toEqual([{ event: { type: 'unread', count: 1 }, memberId: lv3Id }]);
    expect(await unreadOf(lv3)).toBe(1);
    expect(await unreadOf(demo)).toBe(0);

    const [audit] = await h.db.query<{ target: string; after: unknown }>(
      `SELECT target, after FROM audit_log WHERE action = 'message.broadcast'`,
    );
    expect(audit).toEqual({
      target: 'level:3',
      after: { title: '레벨3 혜택 안내', recipients: LEVEL3_MEMBERS - 2 },
    });
  });

  it('sends to everyone; each online member hears their own new unread count', async () => {
    h.general.length = 0;
    const res = await broadcast({
      target: { kind: 'all' },
      title: '정기 점검 안내',
      body: '매주 월요일 06:00 ~ 08:00 정기 점검이 있습니다.',
    });
    expect(res.json()).toEqual({ recipients: memberCount });
    const recipients = await recipientsOf('정기 점검 안내');
    expect(recipients).toHaveLength(memberCount);
    expect(recipients).toContain(demoId);
    expect(recipients).not.toContain(await memberIdOf(h.db, 'manager'));
    expect(recipients).not.toContain(await memberIdOf(h.db, 'admin'));

    const heard = Object.fromEntries(
      h.general.map((e) => [e.memberId, e.event.type === 'unread' ? e.event.count : -1]),
    );
    expect(heard).toEqual({ [demoId]: 1, [lv3Id]: 2 });
    expect(await unreadOf(demo)).toBe(1);
  });

  it('keeps the inbox rules for a broadcast: unread first, read marks, delete own only', async () => {
    const inbox = await inboxOf(lv3);
    expect(inbox.items.map((m) => [m.title, m.readAt])).toEqual([
      ['정기 점검 안내', null],
      ['레벨3 혜택 안내', null],
    ]);
    const older = inbox.items[1]!;
    const read = await h.app.inject({
      method: 'POST',
      url: `/api/message/${inbox.items[0]!.id}/read`,
      headers: lv3.headers,
    });
    expect(read.statusCode).toBe(200);
    const after = await inboxOf(lv3);
    expect(after.items.map((m) => m.title)).toEqual(['레벨3 혜택 안내', '정기 점검 안내']);
    expect(after.items[1]!.readAt).not.toBeNull();
    expect(await unreadOf(lv3)).toBe(1);

    // demo cannot read or delete lv3's copy; lv3 can delete it.
    const demoTry = await h.app.inject({
      method: 'DELETE',
      url: `/api/message/${older.id}`,
      headers: demo.headers,
    });
    expect(outcome(demoTry)).toEqual({ status: 404, code: 'MESSAGE_NOT_FOUND' });
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/message/${older.id}`,
      headers: lv3.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await inboxOf(lv3)).totalCount).toBe(1);
    expect(await unreadOf(lv3)).toBe(0);
  });

  it('sends nothing and tells no one when a level has no members', async () => {
    h.general.length = 0;
    const res = await broadcast({
      target: { kind: 'level', level: 9 },
      title: '레벨9',
      body: '안내',
    });
    expect(res.json()).toEqual({ recipients: 0 });
    expect(h.general).toEqual([]);
    expect(await recipientsOf('레벨9')).toEqual([]);
  });

  it('refuses bad input with 400 and non-operators with 401/403, sending nothing', async () => {
    const base = { target: { kind: 'all' }, title: '제목', body: '내용' };
    const cases: object[] = [
      { ...base, target: { kind: 'level', level: 0 } },
      { ...base, target: { kind: 'level', level: 11 } },
      { ...base, target: { kind: 'level', level: 2.5 } },
      { ...base, target: { kind: 'level' } },
      { ...base, target: { kind: 'member', memberId: 1 } },
      { ...base, target: 'all' },
      { ...base, title: '' },
      { ...base, title: '가'.repeat(101) },
      { ...base, body: '   ' },
      { ...base, body: '가'.repeat(5_001) },
      {},
    ];
    const before = (
      await h.db.query<{ count: number }>('SELECT count(*) AS count FROM messages')
    )[0]!.count;
    for (const body of cases) {
      const res = await broadcast(body);
      expect(outcome(res), JSON.stringify(body).slice(0, 60)).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(outcome(await broadcast(base, demo))).toEqual({ status: 403, code: 'FORBIDDEN' });
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/admin/messages/broadcast',
      payload: base,
    });
    expect(anonymous.statusCode).toBe(401);
    const manager = await login(h.app, MANAGER);
    expect(outcome(await broadcast(base, manager)).status).toBe(403);
    const after = (
      await h.db.query<{ count: number }>('SELECT count(*) AS count FROM messages')
    )[0]!.count;
    expect(after).toBe(before);
  });
});
