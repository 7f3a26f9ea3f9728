import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminTicketDetail,
  AdminTicketPage,
  TicketDetail,
  TicketPage,
} from '../../../common/contract/customer.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
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

describe.each(dbTargets)('customer tickets on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;

  beforeAll(async () => {
    h = await startTestApp(target);
    demoId = await memberIdOf(h.db, DEMO.userId);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const get = (who: LoggedIn, url: string) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const create = (who: LoggedIn, body: object) => post(who, '/api/customer/tickets', body);
  const ticketCount = async () =>
    (await h.db.query<{ count: number }>('SELECT count(*) AS count FROM customer_tickets'))[0]!
      .count;

  it('refuses bad input with 400 { code, Korean message } and writes nothing', async () => {
    const base = { category: 1, title: '입금 확인 부탁드립니다', body: '10만원 입금했습니다.' };
    const cases: object[] = [
      { ...base, category: 0 },
      { ...base, category: 6 },
      { ...base, category: 1.5 },
      { ...base, category: '1' },
      { ...base, category: undefined },
      { ...base, title: '' },
      { ...base, title: '   ' },
      { ...base, title: 'ㄱ'.repeat(101) },
      { ...base, title: undefined },
      { ...base, body: '' },
      { ...base, body: '가'.repeat(5_001) },
      { ...base, body: 42 },
      {},
    ];
    for (const body of cases) {
      const res = await create(demo, body);
      expect(outcome(res), JSON.stringify(body).slice(0, 80)).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/customer/tickets',
      headers: { ...demo.headers, 'content-type': 'application/json' },
      payload: '{"category":',
    });
    expect(broken.statusCode).toBe(400);
    expect(outcome(await get(demo, '/api/customer/tickets?page=0')).status).toBe(400);
    expect(outcome(await get(demo, '/api/customer/tickets/abc')).status).toBe(400);
    const noAuth = await h.app.inject({
      method: 'POST',
      url: '/api/customer/tickets',
      payload: base,
    });
    expect(noAuth.statusCode).toBe(401);
    expect(await ticketCount()).toBe(0);
  });

  it('create, list, view, follow-up, operator reply (audited, live) flow', async () => {
    const res = await create(demo, {
      category: 2,
      title: '  베팅 취소 문의  ',
      body: '어제 베팅이 취소되었습니다.',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<TicketDetail>();
    expect(created.ticket).toMatchObject({ category: 2, title: '베팅 취소 문의', status: 'open' });
    expect(created.messages).toHaveLength(1);
    expect(created.messages[0]).toMatchObject({
      author: 'member',
      body: '어제 베팅이 취소되었습니다.',
    });
    const id = created.ticket.id;

    const list = (await get(demo, '/api/customer/tickets')).json<TicketPage>();
    expect(list.items.map((t) => t.id)).toContain(id);
    expect(list.page).toBe(1);

    const view = await get(demo, `/api/customer/tickets/${id}`);
    expect(view.json<TicketDetail>()).toEqual(created);

    const more = await post(demo, `/api/customer/tickets/${id}/messages`, { body: '추가 문의' });
    expect(more.json<TicketDetail>().messages.map((m) => m.author)).toEqual(['member', 'member']);

    h.general.length = 0;
    const reply = await post(admin, `/api/admin/customer/tickets/${id}/reply`, {
      body: '확인 후 처리해드렸습니다.',
    });
    expect(reply.statusCode).toBe(200);
    const answered = reply.json<AdminTicketDetail>();
    expect(answered.ticket).toMatchObject({ id, status: 'answered', userId: DEMO.userId });
    expect(answered.messages.at(-1)).toMatchObject({
      author: 'operator',
      body: '확인 후 처리해드렸습니다.',
    });
    expect(h.general.map((e) => [e.memberId, e.event])).toEqual([
      [demoId, { type: 'ticketReply', ticketId: id }],
    ]);
    const [audit] = await h.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM audit_log WHERE action = 'customer.reply' ORDER BY id DESC`,
    );
    expect(audit).toEqual({ action: 'customer.reply', target: `customer-ticket:${id}` });

    const seen = (await get(demo, `/api/customer/tickets/${id}`)).json<TicketDetail>();
    expect(seen.ticket.status).toBe('answered');
    expect(seen.messages.map((m) => m.author)).toEqual(['member', 'member', 'operator']);

    const adminList = (
      await get(admin, '/api/admin/customer/tickets?status=answered')
    ).json<AdminTicketPage>();
    expect(adminList.items.map((t) => t.id)).toContain(id);
    const openList = (
      await get(admin, '/api/admin/customer/tickets?status=open')
    ).json<AdminTicketPage>();
    expect(openList.items.map((t) => t.id)).not.toContain(id);
    const adminView = (
      await get(admin, `/api/admin/customer/tickets/${id}`)
    ).json<AdminTicketDetail>();
    expect(adminView.messages).toHaveLength(3);

    // A follow-up reopens it for the operators.
    await post(demo, `/api/customer/tickets/${id}/messages`, { body: '감사합니다' });
    const reopened = (await get(demo, `/api/customer/tickets/${id}`)).json<TicketDetail>();
    expect(reopened.ticket.status).toBe('open');
  });

  it("another member's ticket answers 404; a member on admin answers 403", async () => {
    const mine = (
      await create(demo, { category: 3, title: '계정 문의', body: '비밀번호 변경' })
    ).json<TicketDetail>().ticket.id;
    const view = await get(other, `/api/customer/tickets/${mine}`);
    expect(outcome(view)).toEqual({ status: 404, code: 'TICKET_NOT_FOUND' });
    expect(view.json<{ message: string }>().message).toBe(ERROR_MESSAGES.TICKET_NOT_FOUND);
    expect(
      outcome(await post(other, `/api/customer/tickets/${mine}/messages`, { body: '끼어들기' })),
    ).toEqual({ status: 404, code: 'TICKET_NOT_FOUND' });
    const otherList = (await get(other, '/api/customer/tickets')).json<TicketPage>();
    expect(otherList.items.map((t) => t.id)).not.toContain(mine);
    expect(outcome(await get(demo, '/api/customer/tickets/999999'))).toEqual({
      status: 404,
      code: 'TICKET_NOT_FOUND',
    });
    const messages = await h.db.query('SELECT 1 FROM customer_messages WHERE body = $1', [
      '끼어들기',
    ]);
    expect(messages).toHaveLength(0);

    expect(outcome(await get(demo, '/api/admin/customer/tickets')).status).toBe(403);
    expect(outcome(await get(demo, `/api/admin/customer/tickets/${mine}`)).status).toBe(403);
    expect(
      outcome(await post(demo, `/api/admin/customer/tickets/${mine}/reply`, { body: '셀프답변' }))
        .status,
    ).toBe(403);
    expect(
      outcome(await post(admin, '/api/admin/customer/tickets/999999/reply', { body: '답변' })),
    ).toEqual({ status: 404, code: 'TICKET_NOT_FOUND' });
    expect(
      outcome(await post(admin, `/api/admin/customer/tickets/${mine}/reply`, { body: ' ' })),
    ).toEqual({ status: 400, code: 'VALIDATION' });
    expect(outcome(await get(admin, '/api/admin/customer/tickets?status=bogus')).status).toBe(400);
  });

  it('stores and returns <script> bodies as the plain text typed', async () => {
    const body = '<script>alert("x")</script><b>굵게</b> & 끝';
    const created = (
      await create(demo, { category: 5, title: '<img src=x onerror=alert(1)>', body })
    ).json<TicketDetail>();
    expect(created.messages[0]!.body).toBe(body);
    expect(created.ticket.title).toBe('<img src=x onerror=alert(1)>');
    const [stored] = await h.db.query<{ body: string }>(
      'SELECT body FROM customer_messages WHERE ticket_id = $1',
      [created.ticket.id],
    );
    expect(stored!.body).toBe(body);
    const view = (
      await get(demo, `/api/customer/tickets/${created.ticket.id}`)
    ).json<TicketDetail>();
    expect(view.messages[0]!.body).toBe(body);
  });

  it('pages 15 to a page, newest first', async () => {
    for (let i = 0; i < 16; i++) {
      await create(other, { category: 4, title: `이벤트 문의 ${i}`, body: '내용' });
    }
    const first = (await get(other, '/api/customer/tickets?page=1')).json<TicketPage>();
    expect(first.items).toHaveLength(15);
    expect(first.items[0]!.title).toBe('이벤트 문의 15');
    expect(first.pageCount).toBe(2);
    const second = (await get(other, '/api/customer/tickets?page=2')).json<TicketPage>();
    expect(second.items.map((t) => t.title)).toEqual(['이벤트 문의 0']);
  });
});
