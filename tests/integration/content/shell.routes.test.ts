import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(dbTargets)('shell calls and inbox on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let demo: LoggedIn;
  let manager: LoggedIn;
  let demoId: number;
  beforeAll(async () => {
    h = await startTestApp(target);
    [admin, demo, manager] = await Promise.all([
      login(h.app, ADMIN),
      login(h.app, DEMO),
      login(h.app, MANAGER),
    ]);
    demoId = await memberIdOf(h.db, 'demo');
  });
  afterAll(() => h?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });
  const send = (memberId: number, title: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: admin.headers,
      payload: { memberId, title, body: `${title} 내용` },
    });

  it('answers the spec §7 settings calls with the seeded values', async () => {
    expect((await get('/api/setting/maintanace')).json()).toEqual({ siteNoticeFlg: false });
    expect((await get('/api/setting/autoLogoutMin')).json()).toEqual({ autoLogoutMin: 60 });
    expect((await get('/api/settingSignUp')).json()).toEqual({ joinStartEndFlg: false });
    const news = (await get('/api/newsLink')).json();
    expect(news).toHaveLength(2);
    expect(news[0]).toEqual({
      id: expect.any(Number),
      contents: expect.stringContaining('이벤트'),
    });
  });

  it('lists messenger contacts whose icons download from /file/download/', async () => {
    const contacts = (await get('/api/setting/messenger')).json();
    expect(contacts.map((c: { name: string }) => c.name)).toEqual(['텔레그램', '카카오톡']);
    for (const contact of contacts) {
      const file = await get(`/file/download/${contact.imgPath}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.body).toContain('<svg');
    }
  });

  it('refuses path traversal and unknown files under /file/download/', async () => {
    for (const url of [
      '/file/download/../package.json',
      '/file/download/..%2F..%2Fpackage.json',
      '/file/download/messenger/..%2F..%2F..%2Fpackage.json',
      '/file/download/%2e%2e/%2e%2e/server/config.ts',
      '/file/download/messenger/%00telegram.svg',
      '/file/download/messenger/.hidden.svg',
      '/file/download/messenger/nothing.svg',
      '/file/download/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('betting-site');
    }
  });

  it('lists the visible pop-ups', async () => {
    const popups = (await get('/api/popup')).json();
    expect(popups).toEqual([
      expect.objectContaining({
        title: '환영합니다',
        visiableFlag: true,
        popupFlg: true,
        width: 450,
      }),
    ]);
  });

  it('counts unread messages and tells the member stream', async () => {
    h.general.length = 0;
    for (const title of ['첫번째', '두번째', '세번째'])
      expect((await send(demoId, title)).statusCode).toBe(200);
    expect((await send(await memberIdOf(h.db, 'manager'), '매니저에게')).statusCode).toBe(200);
    expect((await get('/api/message/unread', demo.headers)).json()).toBe(3);
    expect(h.general.filter((e) => e.memberId === demoId).map((e) => e.event)).toEqual([
      { type: 'unread', count: 1 },
      { type: 'unread', count: 2 },
      { type: 'unread', count: 3 },
    ]);
    expect(outcome(await get('/api/message/unread'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('pages own messages unread first, then newest; read and delete only own ones', async () => {
    const page = (await get('/api/message?page=1', demo.headers)).json();
    expect(page).toMatchObject({ page: 1, pageCount: 1, totalCount: 3 });
    expect(page.items.map((m: { title: string }) => m.title)).toEqual([
      '세번째',
      '두번째',
      '첫번째',
    ]);

    const oldest = page.items[2].id;
    const read = await h.app.inject({
      method: 'POST',
      url: `/api/message/${page.items[0].id}/read`,
      headers: demo.headers,
    });
    expect(read.statusCode).toBe(200);
    const after = (await get('/api/message', demo.headers)).json();
    expect(after.items.map((m: { title: string }) => m.title)).toEqual([
      '두번째',
      '첫번째',
      '세번째',
    ]);
    expect(after.items[2].readAt).toEqual(expect.any(String));
    expect((await get('/api/message/unread', demo.headers)).json()).toBe(2);

    // Another member's message id answers like a missing one.
    const managerMessages = (await get('/api/message', manager.headers)).json();
    const foreign = managerMessages.items[0].id;
    for (const [method, url] of [
      ['POST', `/api/message/${foreign}/read`],
      ['DELETE', `/api/message/${foreign}`],
      ['DELETE', '/api/message/999999'],
    ] as const) {
      const response = await h.app.inject({ method, url, headers: demo.headers });
      expect(outcome(response), `${method} ${url}`).toEqual({
        status: 404,
        code: 'MESSAGE_NOT_FOUND',
      });
    }
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/message/${oldest}`,
      headers: demo.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/message', demo.headers)).json().totalCount).toBe(2);
    expect((await get('/api/message/unread', demo.headers)).json()).toBe(1);
    expect((await get('/api/message', manager.headers)).json().totalCount).toBe(1);
  });

  it('pages by 15 (spec §9)', async () => {
    for (let i = 0; i < 15; i++) await send(demoId, `공지 ${i}`);
    const first = (await get('/api/message?page=1', demo.headers)).json();
    const second = (await get('/api/message?page=2', demo.headers)).json();
    expect(first.items).toHaveLength(15);
    expect(second.items).toHaveLength(2);
    expect(first).toMatchObject({ pageCount: 2, totalCount: 17 });
    expect((await get('/api/message?page=9', demo.headers)).json().items).toEqual([]);
  });
});
