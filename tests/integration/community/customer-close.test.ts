import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { AdminTicketDetail, TicketDetail } from '../../../common/contract/customer.contract';
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

describe.each(dbTargets)('closing support tickets on %s', (target) => {
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
  afterEach(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const open = async (who: LoggedIn = demo) => {
    const res = await post(who, '/api/customer/tickets', {
      category: 1,
      title: '입금 확인 요청',
      body: '30만원 입금했습니다.',
    });
    expect(res.statusCode).toBe(200);
    return res.json<TicketDetail>().ticket.id;
  };
  const statusOf = async (id: number) =>
    (
      await h.db.query<{ status: string }>('SELECT status FROM customer_tickets WHERE id = $1', [
        id,
      ])
    )[0]?.status;
  const messageCount = async (id: number) =>
    (
      await h.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM customer_messages WHERE ticket_id = $1',
        [id],
      )
    )[0]!.count;
  const closedAudits = async (id: number) =>
    h.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'customer.close' AND target = $1`,
      [`customer-ticket:${id}`],
    );

  it('lets the member close an own ticket; then neither side can add to it (409, Korean text)', async () => {
    const id = await open();
    await post(admin, `/api/admin/customer/tickets/${id}/reply`, { body: '확인 중입니다.' });
    const closed = await post(demo, `/api/customer/tickets/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<TicketDetail>().ticket.status).toBe('closed');
    expect(await statusOf(id)).toBe('closed');

    const before = await messageCount(id);
    const memberReply = await post(demo, `/api/customer/tickets/${id}/messages`, { body: '추가' });
    expect(outcome(memberReply)).toEqual({ status: 409, code: 'TICKET_CLOSED' });
    expect(memberReply.json<{ message: string }>().message).toBe(ERROR_MESSAGES.TICKET_CLOSED);
    const operatorReply = await post(admin, `/api/admin/customer/tickets/${id}/reply`, {
      body: '답변',
    });
    expect(outcome(operatorReply)).toEqual({ status: 409, code: 'TICKET_CLOSED' });
    expect(await messageCount(id)).toBe(before);
    expect(await statusOf(id)).toBe('closed');

    // Closing again changes nothing and still answers the ticket.
    const again = await post(demo, `/api/customer/tickets/${id}/close`);
    expect(again.json<TicketDetail>().ticket.status).toBe('closed');
  });

  it("refuses another member's ticket with 404 like a missing one, and leaves it open", async () => {
    const id = await open(demo);
    expect(outcome(await post(other, `/api/customer/tickets/${id}/close`))).toEqual({
      status: 404,
      code: 'TICKET_NOT_FOUND',
    });
    expect(outcome(await post(demo, '/api/customer/tickets/99999999/close'))).toEqual({
      status: 404,
      code: 'TICKET_NOT_FOUND',
    });
    expect(await statusOf(id)).toBe('open');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      expect(outcome(await post(demo, `/api/customer/tickets/${bad}/close`)).status).toBe(400);
    }
    expect(
      outcome(await h.app.inject({ method: 'POST', url: `/api/customer/tickets/${id}/close` })),
    ).toMatchObject({ status: 401 });
  });

  it('lets an operator close any ticket: audited once, the member told live', async () => {
    const id = await open(demo);
    h.general.length = 0;
    const res = await post(admin, `/api/admin/customer/tickets/${id}/close`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminTicketDetail>().ticket).toMatchObject({ id, status: 'closed' });
    expect(h.general).toEqual([{ event: { type: 'ticketReply', ticketId: id }, memberId: demoId }]);
    expect(await closedAudits(id)).toEqual([
      { before: { status: 'open' }, after: { status: 'closed' } },
    ]);

    h.general.length = 0;
    expect((await post(admin, `/api/admin/customer/tickets/${id}/close`)).statusCode).toBe(200);
    expect(h.general).toEqual([]);
    expect(await closedAudits(id)).toHaveLength(1);

    const view = await h.app.inject({
      method: 'GET',
      url: `/api/customer/tickets/${id}`,
      headers: demo.headers,
    });
    expect(view.json<TicketDetail>().ticket.status).toBe('closed');
    expect(
      outcome(await post(demo, `/api/customer/tickets/${id}/messages`, { body: '다시' })),
    ).toEqual({ status: 409, code: 'TICKET_CLOSED' });
  });

  it('keeps the operator close to operators', async () => {
    const id = await open(demo);
    expect(outcome(await post(demo, `/api/admin/customer/tickets/${id}/close`))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(outcome(await post(admin, '/api/admin/customer/tickets/99999999/close'))).toEqual({
      status: 404,
      code: 'TICKET_NOT_FOUND',
    });
    expect(await statusOf(id)).toBe('open');
  });
});
