import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBoardPostPage,
  BoardPost,
  BoardPostPage,
} from '../../../common/contract/board.contract';
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

describe.each(dbTargets)('free board on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;
  const clock = new FakeClock(Date.parse('2026-11-20T03:00:00Z'));

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());

  const req = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  /** Moves past the write spacing (30 s) so the next write is allowed. */
  const later = () => clock.advanceMinutes(1);
  const write = async (who: LoggedIn, title: string, body = '본문') => {
    later();
    const res = await req(who, 'POST', '/api/board/posts', { title, body });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const list = async (who: LoggedIn, query = '') =>
    (await req(who, 'GET', `/api/board/posts${query}`)).json() as BoardPostPage;

  it('writes, lists newest first by nickname, views with comments and counts views', async () => {
    const body = '첫 줄\n<script>alert(1)</script>';
    const first = await write(demo, '자유 게시글 하나', body);
    const second = await write(other, '자유 게시글 둘');
    const page = await list(demo);
    expect(page.items[0]!.id).toBe(second);
    expect(page.items[1]!.id).toBe(first);
    const row = page.items[1]!;
    expect(row.nickname).not.toBe(DEMO.userId);
    expect(row).not.toHaveProperty('userId');

    later();
    const c = await req(other, 'POST', `/api/board/posts/${first}/comments`, {
      body: '댓글 <b>x</b>',
    });
    expect(c.statusCode, c.body).toBe(200);
    const view = await req(demo, 'GET', `/api/board/posts/${first}`);
    expect(view.statusCode).toBe(200);
    const post = view.json() as BoardPost;
    expect(post.body).toBe(body); // stored as typed: plain text, not sanitised away
    expect(post.mine).toBe(true);
    expect(post.views).toBe(1);
    expect(post.comments.map((x) => [x.body, x.mine])).toEqual([['댓글 <b>x</b>', false]]);
    const again = (await req(demo, 'GET', `/api/board/posts/${first}`)).json() as BoardPost;
    expect(again.views).toBe(2);
  });

  it('pages 15 a page and searches title or body', async () => {
    for (let i = 0; i < 16; i++)
      await write(demo, `페이지 글 ${i}`, i === 3 ? '찾을말 포함' : '본문');
    const p1 = await list(demo);
    expect(p1.items).toHaveLength(15);
    expect(p1.pageCount).toBeGreaterThanOrEqual(2);
    const p2 = await list(demo, '?page=2');
    expect(p2.items.length).toBeGreaterThan(0);
    expect(p2.items[0]!.id).toBeLessThan(p1.items[14]!.id);
    const found = await list(demo, `?search=${encodeURIComponent('찾을말')}`);
    expect(found.items.map((x) => x.title)).toEqual(['페이지 글 3']);
    const byTitle = await list(demo, `?search=${encodeURIComponent('페이지 글 1')}`);
    expect(byTitle.totalCount).toBe(7); // 1, 10–15
    const literal = await list(demo, `?search=${encodeURIComponent('%')}`);
    expect(literal.totalCount).toBe(0);
  });

  it('rate-limits posts to one per 30 s with a Korean 429', async () => {
    await write(demo, '간격 확인');
    const res = await req(demo, 'POST', '/api/board/posts', { title: '너무 빠름', body: '본문' });
    expect(outcome(res)).toEqual({ status: 429, code: 'BOARD_TOO_FAST' });
    expect(res.json().message).toBe(ERROR_MESSAGES.BOARD_TOO_FAST);
  });

  it('deletes own post and comment; someone else’s answers 404 and stays', async () => {
    const id = await write(demo, '지울 글');
    later();
    const cRes = await req(demo, 'POST', `/api/board/posts/${id}/comments`, { body: '내 댓글' });
    const commentId = (cRes.json() as { id: number }).id;
    expect(outcome(await req(other, 'DELETE', `/api/board/posts/${id}`))).toEqual({
      status: 404,
      code: 'BOARD_POST_NOT_FOUND',
    });
    expect(outcome(await req(other, 'DELETE', `/api/board/comments/${commentId}`))).toEqual({
      status: 404,
      code: 'BOARD_COMMENT_NOT_FOUND',
    });
    expect((await req(demo, 'GET', `/api/board/posts/${id}`)).statusCode).toBe(200);
    expect((await req(demo, 'DELETE', `/api/board/comments/${commentId}`)).statusCode).toBe(200);
    const post = (await req(demo, 'GET', `/api/board/posts/${id}`)).json() as BoardPost;
    expect(post.comments).toEqual([]);
    expect((await req(demo, 'DELETE', `/api/board/posts/${id}`)).statusCode).toBe(200);
    expect(outcome(await req(demo, 'GET', `/api/board/posts/${id}`)).status).toBe(404);
    expect((await list(demo)).items.some((x) => x.id === id)).toBe(false);
  });

  it('hidden posts and comments are invisible to members; operators still list them (audited)', async () => {
    const id = await write(other, '숨길 글');
    later();
    const cRes = await req(demo, 'POST', `/api/board/posts/${id}/comments`, { body: '숨길 댓글' });
    const commentId = (cRes.json() as { id: number }).id;

    const hideC = await req(admin, 'POST', `/api/admin/board/comments/${commentId}/hide`, {
      hidden: true,
    });
    expect(hideC.statusCode, hideC.body).toBe(200);
    expect(
      ((await req(demo, 'GET', `/api/board/posts/${id}`)).json() as BoardPost).comments,
    ).toEqual([]);

    const hide = await req(admin, 'POST', `/api/admin/board/posts/${id}/hide`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(outcome(await req(demo, 'GET', `/api/board/posts/${id}`))).toEqual({
      status: 404,
      code: 'BOARD_POST_NOT_FOUND',
    });
    expect((await list(demo)).items.some((x) => x.id === id)).toBe(false);
    later();
    const commentOnHidden = await req(demo, 'POST', `/api/board/posts/${id}/comments`, {
      body: 'x',
    });
    expect(outcome(commentOnHidden).status).toBe(404);

    const adminPage = (
      await req(admin, 'GET', '/api/admin/board/posts')
    ).json() as AdminBoardPostPage;
    const row = adminPage.items.find((x) => x.id === id);
    expect(row?.hidden).toBe(true);
    expect(row?.userId).toBe(MANAGER.userId);

    const audits = await h.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM audit_log WHERE action LIKE 'board.%' ORDER BY id`,
    );
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'board.comment.hide', target: `board-comment:${commentId}` },
        { action: 'board.post.hide', target: `board-post:${id}` },
      ]),
    );

    await req(admin, 'POST', `/api/admin/board/posts/${id}/hide`, { hidden: false });
    expect((await req(demo, 'GET', `/api/board/posts/${id}`)).statusCode).toBe(200);
    expect(
      outcome(await req(admin, 'POST', '/api/admin/board/posts/999999/hide', { hidden: true })),
    ).toEqual({ status: 404, code: 'BOARD_POST_NOT_FOUND' });
  });

  it('a ban refuses the member’s writes with a Korean 403 until it ends (audited)', async () => {
    const otherId = await memberIdOf(h.db, MANAGER.userId);
    const ban = await req(admin, 'POST', '/api/admin/board/bans', {
      memberId: otherId,
      days: 1,
      reason: '도배',
    });
    expect(ban.statusCode, ban.body).toBe(200);
    later();
    const res = await req(other, 'POST', '/api/board/posts', { title: '제목', body: '본문' });
    expect(outcome(res)).toEqual({ status: 403, code: 'BOARD_BANNED' });
    expect(res.json().message).toBe(ERROR_MESSAGES.BOARD_BANNED);
    const post = (await list(other)).items[0]!;
    const comment = await req(other, 'POST', `/api/board/posts/${post.id}/comments`, {
      body: '댓글',
    });
    expect(outcome(comment)).toEqual({ status: 403, code: 'BOARD_BANNED' });
    expect((await list(other)).items.length).toBeGreaterThan(0); // reading is still allowed
    const [audit] = await h.db.query<{ target: string }>(
      `SELECT target FROM audit_log WHERE action = 'board.ban' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.target).toBe(`member:${otherId}`);

    clock.advanceMinutes(24 * 60 + 1);
    [demo, other, admin] = await Promise.all([
      login(h.app, DEMO),
      login(h.app, MANAGER),
      login(h.app, ADMIN),
    ]);
    await write(other, '제한 풀림');
  });

  it('members get 403 on every admin board route', async () => {
    const calls: [string, object | undefined][] = [
      ['/api/admin/board/posts/1/hide', { hidden: true }],
      ['/api/admin/board/comments/1/hide', { hidden: true }],
      ['/api/admin/board/bans', { memberId: demoId, days: 1, reason: 'x' }],
    ];
    for (const [url, payload] of calls) {
      expect(outcome(await req(demo, 'POST', url, payload)).status).toBe(403);
    }
    expect(outcome(await req(demo, 'GET', '/api/admin/board/posts')).status).toBe(403);
    const anon = await h.app.inject({ method: 'GET', url: '/api/board/posts' });
    expect(anon.statusCode).toBe(401);
  });

  it('bad inputs answer 400 { code, message }', async () => {
    later();
    const bad: [string, string, object | undefined][] = [
      ['POST', '/api/board/posts', { title: '', body: '본문' }],
      ['POST', '/api/board/posts', { title: '   ', body: '본문' }],
      ['POST', '/api/board/posts', { title: 'x'.repeat(101), body: '본문' }],
      ['POST', '/api/board/posts', { title: '제목', body: 'x'.repeat(10_001) }],
      ['POST', '/api/board/posts', { title: '제목' }],
      ['POST', '/api/board/posts/1/comments', { body: 'x'.repeat(1_001) }],
      ['POST', '/api/board/posts/abc/comments', { body: '댓글' }],
      ['GET', '/api/board/posts/0', undefined],
      ['GET', '/api/board/posts?page=0', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await req(demo, method as 'GET' | 'POST', url, payload);
      expect({ url, ...outcome(res) }).toEqual({ url, status: 400, code: 'VALIDATION' });
      expect(typeof res.json().message).toBe('string');
    }
    const badBan = await req(admin, 'POST', '/api/admin/board/bans', { memberId: demoId, days: 0 });
    expect(outcome(badBan)).toEqual({ status: 400, code: 'VALIDATION' });
    const missing = await req(admin, 'POST', '/api/admin/board/bans', {
      memberId: 99_999_999,
      days: 1,
      reason: '없음',
    });
    expect(outcome(missing)).toEqual({ status: 404, code: 'MEMBER_NOT_FOUND' });
  });
});
