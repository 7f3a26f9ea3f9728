import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { plainSummary } from '../../../server/content/content.service';
import { sanitisePopupHtml } from '../../../server/platform/lib/html-sanitizer';
import type {
  AdminEvent,
  AdminRuleSection,
  EventDetail,
  EventPage,
  RuleSection,
} from '../../../common/contract/content.contract';
import { eventPhase, seoulDate } from '../../../common/domain/event-period';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  DEMO,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const XSS_BODY =
  '<p>이벤트 안내</p><script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">링크</a>' +
  '<iframe src="https://evil.example"></iframe><p onclick="steal()">본문</p>';

describe.each(dbTargets)('events, rules and live TV on %s', (target) => {
  // 2025-03-10 14:00 UTC = 23:00 in Seoul on 2025-03-10.
  const clock = new FakeClock(Date.UTC(2025, 2, 10, 14, 0, 0));
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demo = await login(h.app, DEMO);
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());

  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: LoggedIn,
    body?: object,
  ) =>
    h.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(body ? { payload: body } : {}),
    });
  const event = (extra: Partial<Record<string, unknown>> = {}) => ({
    title: '테스트 이벤트',
    bodyHtml: '<p>내용</p>',
    startDate: '2025-03-01',
    endDate: '2025-03-31',
    visible: true,
    ...extra,
  });
  const createEvent = async (extra: Partial<Record<string, unknown>> = {}) => {
    const res = await call('POST', '/api/admin/events', admin, event(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminEvent>();
  };
  const auditRows = async (action: string) =>
    h.db.query<{ target: string; before: unknown; after: unknown }>(
      'SELECT target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );

  it('seeds realistic Korean events and rules that are already in sanitised form', async () => {
    const events = await h.db.query<{ title: string; body_html: string }>(
      'SELECT title, body_html FROM content_events',
    );
    const rules = await h.db.query<{ title: string; body_html: string }>(
      'SELECT title, body_html FROM rule_sections ORDER BY sort_order',
    );
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(rules.map((r) => r.title)).toEqual([
      '일반 규정',
      '스포츠 규정',
      '미니게임 규정',
      '카지노·슬롯 규정',
      '입출금 규정',
    ]);
    for (const row of [...events, ...rules]) {
      expect(row.title).toMatch(/[가-힣]/);
      expect(sanitisePopupHtml(row.body_html)).toBe(row.body_html);
    }
    // Dates are relative to the Seoul day the migration ran: ongoing, upcoming and ended ones.
    const periods = await h.db.query<{ start_date: string; end_date: string }>(
      'SELECT start_date, end_date FROM content_events',
    );
    const today = seoulDate(new Date());
    expect(new Set(periods.map((p) => eventPhase(p.start_date, p.end_date, today)))).toEqual(
      new Set(['ongoing', 'upcoming', 'ended']),
    );
  });

  it('lists visible events to anyone, current first, then upcoming, then ended (종료)', async () => {
    await h.db.query('UPDATE content_events SET visible = FALSE'); // only this test's events
    const ended = await createEvent({
      title: '지난 이벤트',
      startDate: '2025-02-01',
      endDate: '2025-03-09',
    });
    const endsToday = await createEvent({
      title: '오늘 끝',
      startDate: '2025-03-01',
      endDate: '2025-03-10',
    });
    const newer = await createEvent({
      title: '최근 시작',
      startDate: '2025-03-05',
      endDate: '2025-04-30',
    });
    const soon = await createEvent({
      title: '곧 시작',
      startDate: '2025-03-11',
      endDate: '2025-03-20',
    });
    const later = await createEvent({
      title: '나중 시작',
      startDate: '2025-04-01',
      endDate: '2025-04-02',
    });
    const hidden = await createEvent({ title: '숨김', visible: false });

    const page = (await call('GET', '/api/event')).json<EventPage>();
    expect(page.items.map((e) => [e.id, e.phase])).toEqual([
      [newer.id, 'ongoing'],
      [endsToday.id, 'ongoing'],
      [soon.id, 'upcoming'],
      [later.id, 'upcoming'],
      [ended.id, 'ended'],
    ]);
    expect(page.totalCount).toBe(5);
    expect(page.items[0]).toMatchObject({ summary: '내용', startDate: '2025-03-05' });

    // Seoul midnight: the event that ended "today" is over, the next one has begun.
    clock.advanceMinutes(60);
    const after = (await call('GET', '/api/event', demo)).json<EventPage>();
    expect(after.items.find((e) => e.id === endsToday.id)?.phase).toBe('ended');
    expect(after.items.find((e) => e.id === soon.id)?.phase).toBe('ongoing');
    clock.advanceMinutes(-60);

    expect(outcome(await call('GET', `/api/event/${hidden.id}`))).toEqual({
      status: 404,
      code: 'EVENT_NOT_FOUND',
    });
    const detail = (await call('GET', `/api/event/${newer.id}`)).json<EventDetail>();
    expect(detail).toMatchObject({ title: '최근 시작', bodyHtml: '<p>내용</p>', phase: 'ongoing' });
    await h.db.query('UPDATE content_events SET visible = TRUE WHERE id < $1', [ended.id]);
  });

  it('sanitises the rich text an operator saves: no script, no handlers, no javascript: links', async () => {
    const saved = await createEvent({ title: '스크립트 시험', bodyHtml: XSS_BODY });
    for (const html of [
      saved.bodyHtml,
      (await call('GET', `/api/event/${saved.id}`)).json<EventDetail>().bodyHtml,
    ]) {
      expect(html).toContain('<p>이벤트 안내</p>');
      expect(html).toContain('본문');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|__pwned/i);
    }
    const [row] = await h.db.query<{ body_html: string }>(
      'SELECT body_html FROM content_events WHERE id = $1',
      [saved.id],
    );
    expect(row!.body_html).toBe(saved.bodyHtml);

    const rule = await call('POST', '/api/admin/rules', admin, {
      title: '시험 규정',
      bodyHtml: XSS_BODY,
      visible: true,
    });
    expect(rule.statusCode).toBe(200);
    expect(rule.json<AdminRuleSection>().bodyHtml).not.toMatch(/<script|onerror|javascript:/i);
    await call('DELETE', `/api/admin/rules/${rule.json<AdminRuleSection>().id}`, admin);
  });

  it('updates and deletes events, each change audited; unknown ids answer 404', async () => {
    const created = await createEvent({ title: '수정 전' });
    const updated = await call(
      'PUT',
      `/api/admin/events/${created.id}`,
      admin,
      event({ title: '수정 후', visible: false }),
    );
    expect(updated.json<AdminEvent>()).toMatchObject({ title: '수정 후', visible: false });
    expect((await call('DELETE', `/api/admin/events/${created.id}`, admin)).json()).toEqual({
      ok: true,
    });
    expect(outcome(await call('DELETE', `/api/admin/events/${created.id}`, admin))).toEqual({
      status: 404,
      code: 'EVENT_NOT_FOUND',
    });
    expect(outcome(await call('PUT', '/api/admin/events/999999', admin, event()))).toMatchObject({
      status: 404,
    });

    const target = `event:${created.id}`;
    expect((await auditRows('event.create')).some((r) => r.target === target)).toBe(true);
    const [change] = (await auditRows('event.update')).filter((r) => r.target === target);
    expect(change).toMatchObject({
      before: { title: '수정 전', visible: true },
      after: { title: '수정 후', visible: false },
    });
    expect((await auditRows('event.delete')).filter((r) => r.target === target)).toHaveLength(1);
  });

  it('refuses bad event input with 400 and a Korean message, writing nothing', async () => {
    const before = await h.db.query('SELECT id FROM content_events');
    const cases: object[] = [
      event({ endDate: '2025-02-28' }),
      event({ startDate: '2025-02-30' }),
      event({ startDate: '2025/03/01' }),
      event({ startDate: '' }),
      event({ title: '' }),
      event({ title: '   ' }),
      event({ title: '가'.repeat(101) }),
      event({ bodyHtml: 'a'.repeat(50_001) }),
      event({ bodyHtml: 42 }),
      event({ visible: 'yes' }),
      { title: '제목' },
      {},
    ];
    for (const body of cases) {
      const res = await call('POST', '/api/admin/events', admin, body);
      expect(outcome(res), JSON.stringify(body).slice(0, 80)).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    for (const url of ['/api/event/abc', '/api/event/0', '/api/event/-1', '/api/event?page=0']) {
      expect(outcome(await call('GET', url)).status, url).toBe(400);
    }
    expect(outcome(await call('GET', '/api/event/99999999'))).toEqual({
      status: 404,
      code: 'EVENT_NOT_FOUND',
    });
    expect(await h.db.query('SELECT id FROM content_events')).toEqual(before);
  });

  it('keeps the admin side to operators: 401 without a session, 403 for members', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/events'],
      ['POST', '/api/admin/events', event()],
      ['PUT', '/api/admin/events/1', event()],
      ['DELETE', '/api/admin/events/1'],
      ['GET', '/api/admin/rules'],
      ['POST', '/api/admin/rules', { title: 'a', bodyHtml: 'b', visible: true }],
      ['PUT', '/api/admin/rules/order', { ids: [1] }],
      ['DELETE', '/api/admin/rules/1'],
      ['GET', '/api/admin/livetv'],
      ['PUT', '/api/admin/livetv', { broadcastUrl: '' }],
    ];
    for (const [method, url, body] of routes) {
      expect(outcome(await call(method, url, undefined, body)).status, url).toBe(401);
      expect(outcome(await call(method, url, demo, body)), url).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it('shows visible rule sections in the operators’ order; a reorder must name every section once', async () => {
    const list = async () =>
      (await call('GET', '/api/admin/rules', admin)).json<AdminRuleSection[]>();
    const added = await call('POST', '/api/admin/rules', admin, {
      title: '이벤트 규정',
      bodyHtml: '<p>이벤트는 1인 1회</p>',
      visible: false,
    });
    const addedId = added.json<AdminRuleSection>().id;
    const all = await list();
    expect(all.at(-1)?.id).toBe(addedId); // a new section goes last
    const memberView = (await call('GET', '/api/rule')).json<RuleSection[]>();
    expect(memberView.map((r) => r.id)).toEqual(all.filter((r) => r.visible).map((r) => r.id));
    expect(memberView.some((r) => r.id === addedId)).toBe(false);

    const reversed = all.map((r) => r.id).reverse();
    const reorder = await call('PUT', '/api/admin/rules/order', admin, { ids: reversed });
    expect(reorder.json<AdminRuleSection[]>().map((r) => r.id)).toEqual(reversed);
    await call('PUT', `/api/admin/rules/${addedId}`, admin, {
      title: '이벤트 규정',
      bodyHtml: '<p>이벤트는 1인 1회</p>',
      visible: true,
    });
    expect((await call('GET', '/api/rule', demo)).json<RuleSection[]>()[0]).toMatchObject({
      id: addedId,
      title: '이벤트 규정',
    });

    const ids = reversed;
    for (const bad of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999999]]) {
      const res = await call('PUT', '/api/admin/rules/order', admin, { ids: bad });
      expect(outcome(res)).toEqual({ status: 409, code: 'RULE_ORDER_MISMATCH' });
      expect(res.json<{ message: string }>().message).toBe(ERROR_MESSAGES.RULE_ORDER_MISMATCH);
    }
    for (const body of [{ ids: [] }, { ids: ['a'] }, { ids: [0] }, {}]) {
      expect(outcome(await call('PUT', '/api/admin/rules/order', admin, body)).status).toBe(400);
    }
    expect((await list()).map((r) => r.id)).toEqual(reversed);
    expect(await auditRows('rule.reorder')).toHaveLength(1);

    await call('PUT', '/api/admin/rules/order', admin, { ids: all.map((r) => r.id) });
    expect((await call('DELETE', `/api/admin/rules/${addedId}`, admin)).statusCode).toBe(200);
    expect(
      outcome(
        await call('PUT', `/api/admin/rules/${addedId}`, admin, {
          title: 'x',
          bodyHtml: '',
          visible: true,
        }),
      ),
    ).toEqual({ status: 404, code: 'RULE_SECTION_NOT_FOUND' });
    for (const body of [
      { title: '', bodyHtml: '', visible: true },
      { title: '가'.repeat(31), bodyHtml: '', visible: true },
    ]) {
      expect(outcome(await call('POST', '/api/admin/rules', admin, body)).status).toBe(400);
    }
  });

  it('keeps the live-TV broadcast: none at first, an https address, cleared with empty text', async () => {
    expect((await call('GET', '/api/livetv')).json()).toEqual({ broadcastUrl: null });
    const url = 'https://player.example.com/embed/live?channel=7';
    const set = await call('PUT', '/api/admin/livetv', admin, { broadcastUrl: ` ${url} ` });
    expect(set.json()).toEqual({ broadcastUrl: url });
    expect((await call('GET', '/api/livetv', demo)).json()).toEqual({ broadcastUrl: url });
    for (const bad of [
      'javascript:alert(1)',
      'http://player.example.com/live',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@example.com/',
      'not a url',
      `https://example.com/${'a'.repeat(500)}`,
    ]) {
      const res = await call('PUT', '/api/admin/livetv', admin, { broadcastUrl: bad });
      expect(outcome(res), bad).toEqual({ status: 400, code: 'VALIDATION' });
    }
    expect((await call('GET', '/api/livetv')).json()).toEqual({ broadcastUrl: url });
    expect((await call('PUT', '/api/admin/livetv', admin, { broadcastUrl: '' })).json()).toEqual({
      broadcastUrl: null,
    });
    expect((await call('GET', '/api/livetv')).json()).toEqual({ broadcastUrl: null });
    expect(await auditRows('livetv.update')).toHaveLength(2);
  });
});

describe('the event list teaser', () => {
  it('is the body as one line of plain text, cut at 80 characters', () => {
    expect(
      plainSummary(
        '<h3>제목</h3><p>첫 &amp; 둘</p><table><tr><td>첫충전</td><td>5%</td></tr></table>',
      ),
    ).toBe('제목 첫 & 둘 첫충전 5%');
    expect(plainSummary('<p>&lt;script&gt; 글자</p>')).toBe('<script> 글자');
    expect(plainSummary(`<p>${'가'.repeat(100)}</p>`)).toBe(`${'가'.repeat(80)}…`);
    expect(plainSummary('<p>잘린 태그</p><a href="https://exa')).toBe('잘린 태그');
  });
});
