import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import { verifyLedger } from '../../../server/platform/ledger/verify';
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

const POPUP = {
  title: '이벤트 안내',
  contents: '<p>안녕하세요</p>',
  width: 400,
  height: 300,
  pcLeftLocation: 10,
  pcTopLocation: 20,
  popupFlg: true,
  visiableFlag: true,
};

describe.each(dbTargets)('admin API on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let demoId: number;
  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    demoId = await memberIdOf(h.db, 'demo');
  });
  afterAll(() => h?.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => h.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const auditRows = (action: string) =>
    h.db.query<{ before: unknown; after: unknown; actor_id: number; target: string; ip: string }>(
      'SELECT before, after, actor_id, target, ip FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );

  it('refuses a member and a manager token on every admin route with 403', async () => {
    const probe = buildApp({ db: h.db, bus: h.bus, config: testConfig() });
    const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
    probe.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/admin/') && route.method !== 'HEAD') routes.push(route);
    });
    await probe.ready();
    try {
      expect(routes.length).toBeGreaterThanOrEqual(16);
      const demo = await login(probe, DEMO);
      const manager = await login(probe, MANAGER);
      for (const route of routes) {
        const url = route.url.replace(':id', String(demoId)).replace(':ip', '10.0.0.1');
        const method = route.method as 'GET';
        for (const who of [demo, manager]) {
          // A valid-looking body, so the refusal cannot be a validation error in disguise.
          const response = await probe.inject({ method, url, headers: who.headers, payload: {} });
          expect(outcome(response), `${method} ${url}`).toEqual({ status: 403, code: 'FORBIDDEN' });
        }
        const anonymous = await probe.inject({ method, url });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
    } finally {
      await probe.close();
    }
  });

  it('reads and patches settings, audits before/after and announces the change', async () => {
    expect((await call('GET', '/api/admin/settings')).json()).toEqual({
      siteNoticeFlg: false,
      joinStartEndFlg: false,
      autoLogoutMin: 60,
    });
    h.general.length = 0;
    const patched = await call('PATCH', '/api/admin/settings', {
      siteNoticeFlg: true,
      autoLogoutMin: 30,
    });
    expect(patched.json()).toEqual({
      siteNoticeFlg: true,
      joinStartEndFlg: false,
      autoLogoutMin: 30,
    });
    expect((await h.app.inject({ method: 'GET', url: '/api/setting/maintanace' })).json()).toEqual({
      siteNoticeFlg: true,
    });
    expect(h.general.map((e) => e.event)).toEqual([
      { type: 'maintenance', siteNoticeFlg: true },
      { type: 'autoLogout', autoLogoutMin: 30 },
    ]);
    const [row] = await auditRows('settings.update');
    expect(row).toMatchObject({
      actor_id: await memberIdOf(h.db, 'admin'),
      target: 'settings',
      ip: '127.0.0.1',
      before: { siteNoticeFlg: false, autoLogoutMin: 60 },
      after: { siteNoticeFlg: true, autoLogoutMin: 30 },
    });
    for (const bad of [
      {},
      { autoLogoutMin: 0 },
      { autoLogoutMin: 1.5 },
      { siteNoticeFlg: 'yes' },
    ]) {
      expect(outcome(await call('PATCH', '/api/admin/settings', bad)), JSON.stringify(bad)).toEqual(
        {
          status: 400,
          code: 'VALIDATION',
        },
      );
    }
    await call('PATCH', '/api/admin/settings', { siteNoticeFlg: false, autoLogoutMin: 60 });
  });

  it('sanitises pop-up HTML: no script, no handlers, no javascript: links', async () => {
    const dirty =
      '<p onclick="steal()">공지<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">링크</a><a href="https://example.com" target="_blank">안전</a>' +
      '<img src="x" onerror="alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=">' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
      '<span style="color:red;background:url(javascript:alert(1))">빨강</span><b>굵게</b>';
    h.general.length = 0;
    const created = await call('POST', '/api/admin/popups', { ...POPUP, contents: dirty });
    expect(created.statusCode).toBe(200);
    const html: string = created.json().contents;
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<style|data:image\/svg/i);
    expect(html).toContain('<b>굵게</b>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('공지');
    const event = h.general.find((e) => e.event.type === 'popups');
    expect(event?.event).toMatchObject({ type: 'popups', popups: expect.any(Array) });
    const [audit] = await auditRows('popup.create');
    expect(audit).toMatchObject({ before: null, after: { id: created.json().id, contents: html } });
  });

  it('updates, hides and deletes pop-ups, each audited', async () => {
    const created = (await call('POST', '/api/admin/popups', POPUP)).json();
    const updated = await call('PUT', `/api/admin/popups/${created.id}`, {
      ...POPUP,
      title: '수정됨',
      visiableFlag: false,
    });
    expect(updated.json()).toMatchObject({ id: created.id, title: '수정됨', visiableFlag: false });
    const visible = (await h.app.inject({ method: 'GET', url: '/api/popup' })).json();
    expect(visible.map((p: { id: number }) => p.id)).not.toContain(created.id);
    const all = (await call('GET', '/api/admin/popups')).json();
    expect(all.map((p: { id: number }) => p.id)).toContain(created.id);
    const [audit] = await auditRows('popup.update');
    expect(audit).toMatchObject({ before: { title: POPUP.title }, after: { title: '수정됨' } });

    expect((await call('DELETE', `/api/admin/popups/${created.id}`)).statusCode).toBe(200);
    expect(outcome(await call('DELETE', `/api/admin/popups/${created.id}`))).toEqual({
      status: 404,
      code: 'POPUP_NOT_FOUND',
    });
    expect(outcome(await call('PUT', '/api/admin/popups/999999', POPUP))).toMatchObject({
      status: 404,
    });
    for (const bad of [
      { ...POPUP, width: 5 },
      { ...POPUP, title: '' },
      { ...POPUP, contents: 'x'.repeat(20_001) },
    ]) {
      expect(outcome(await call('POST', '/api/admin/popups', bad))).toMatchObject({ status: 400 });
    }
  });

  it('sends a message to a member, audited; an unknown member is 404', async () => {
    const sent = await call('POST', '/api/admin/messages', {
      memberId: demoId,
      title: '안내',
      body: '본문',
    });
    expect(sent.json()).toEqual({ id: expect.any(Number) });
    expect(
      outcome(
        await call('POST', '/api/admin/messages', { memberId: 999999, title: 'a', body: 'b' }),
      ),
    ).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
    expect(await auditRows('message.send')).toHaveLength(1);
  });

  it('lists and searches members with balances', async () => {
    const page = (await call('GET', '/api/admin/members?page=1')).json();
    expect(page.totalCount).toBe(3);
    const demo = page.items.find((m: { userId: string }) => m.userId === 'demo');
    expect(demo).toMatchObject({
      emoney: 1_000_000,
      point: 5_000,
      agentUserId: 'manager',
      blocked: false,
    });
    const found = (
      await call('GET', `/api/admin/members?search=${encodeURIComponent('데모')}`)
    ).json();
    expect(found.items.map((m: { userId: string }) => m.userId)).toEqual(['demo']);
    const wildcard = (await call('GET', '/api/admin/members?search=%25')).json();
    expect(wildcard.totalCount).toBe(0);
    expect(outcome(await call('GET', `/api/admin/members?search=${'x'.repeat(40)}`))).toMatchObject(
      {
        status: 400,
      },
    );
  });

  it('adjusts balances through the ledger in one transaction with its audit row', async () => {
    h.bets.length = 0;
    const adjust = (payload: object) =>
      call('POST', `/api/admin/members/${demoId}/balance`, payload);
    const credit = {
      currency: 'cash',
      amount: 50_000,
      reason: '이벤트 지급',
      idempotencyKey: 'adj-0001',
    };
    expect((await adjust(credit)).json()).toEqual({ emoney: 1_050_000, point: 5_000 });
    // A retry with the same key moves nothing and writes no second audit row.
    expect((await adjust(credit)).json()).toEqual({ emoney: 1_050_000, point: 5_000 });
    expect(outcome(await adjust({ ...credit, amount: 1 }))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });

    const debit = { currency: 'point', amount: -2_000, reason: '회수', idempotencyKey: 'adj-0002' };
    expect((await adjust(debit)).json()).toEqual({ emoney: 1_050_000, point: 3_000 });
    const tooMuch = {
      currency: 'point',
      amount: -3_001,
      reason: '초과',
      idempotencyKey: 'adj-0003',
    };
    expect(outcome(await adjust(tooMuch))).toEqual({ status: 409, code: 'INSUFFICIENT_POINT' });
    const cashTooMuch = {
      ...tooMuch,
      currency: 'cash',
      amount: -2_000_000,
      idempotencyKey: 'adj-0004',
    };
    expect(outcome(await adjust(cashTooMuch))).toEqual({
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
    });

    const rows = await auditRows('member.balanceAdjust');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      target: `member:${demoId}`,
      before: { emoney: 1_000_000, point: 5_000 },
      after: { emoney: 1_050_000, point: 5_000, amount: 50_000, currency: 'cash' },
    });
    expect(h.bets.map((e) => [e.memberId, e.event])).toEqual([
      [demoId, { type: 'balance', emoney: 1_050_000, point: 5_000 }],
      [demoId, { type: 'balance', emoney: 1_050_000, point: 5_000 }],
      [demoId, { type: 'balance', emoney: 1_050_000, point: 3_000 }],
    ]);
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);

    for (const bad of [
      { ...credit, amount: 0, idempotencyKey: 'adj-0005' },
      { ...credit, amount: 1.5, idempotencyKey: 'adj-0006' },
      { ...credit, currency: 'KRW', idempotencyKey: 'adj-0007' },
      { ...credit, idempotencyKey: 'short' },
      { ...credit, reason: '' },
    ]) {
      expect(outcome(await adjust(bad)), JSON.stringify(bad)).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
    }
    expect(
      outcome(
        await call('POST', '/api/admin/members/999999/balance', {
          ...credit,
          idempotencyKey: 'adj-0008',
        }),
      ),
    ).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });

  it('resets a password: a temporary one works, the member session ends, nothing secret is logged', async () => {
    const manager = await login(h.app, MANAGER);
    const managerId = await memberIdOf(h.db, 'manager');
    const response = await call('POST', `/api/admin/members/${managerId}/reset-password`);
    const { temporaryPassword } = response.json();
    expect(temporaryPassword).toMatch(/^[a-z2-9]{10}$/);
    const user = await h.app.inject({
      method: 'GET',
      url: '/api/member/user',
      headers: manager.headers,
    });
    expect(outcome(user)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    await login(h.app, { userId: 'manager', password: temporaryPassword });
    const [audit] = await auditRows('member.resetPassword');
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it('lists, adds and removes blocked IPs, audited', async () => {
    expect(
      (await call('POST', '/api/admin/blocked-ips', { ip: '198.51.100.7', reason: '악용' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/admin/blocked-ips')).json()).toEqual([
      { ip: '198.51.100.7', reason: '악용', createdAt: expect.any(String) },
    ]);
    expect(
      outcome(await call('POST', '/api/admin/blocked-ips', { ip: 'not-an-ip' })),
    ).toMatchObject({ status: 400 });
    expect((await call('DELETE', '/api/admin/blocked-ips/198.51.100.7')).statusCode).toBe(200);
    expect(outcome(await call('DELETE', '/api/admin/blocked-ips/198.51.100.7'))).toMatchObject({
      status: 404,
    });
    expect(await auditRows('ip.block')).toHaveLength(1);
    expect(await auditRows('ip.unblock')).toHaveLength(1);
  });

  it('pages the audit log newest first', async () => {
    const page = (await call('GET', '/api/admin/audit?page=1')).json();
    expect(page.items.length).toBeGreaterThan(5);
    expect(page.items[0]).toMatchObject({
      action: 'ip.unblock',
      actorUserId: 'admin',
      ip: '127.0.0.1',
    });
    const ids = page.items.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});
