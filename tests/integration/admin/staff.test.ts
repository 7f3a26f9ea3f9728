/**
 * The super admin's staff screen: list operators, create one
 * with a role, change a role, disable; each change audited with the acting operator, bad input
 * refused with a Korean `{ code, message }` and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const CS = { userId: 'staffcs1', password: 'support123!', nickname: '상담원하나', role: 'cs' };

describe.each(dbTargets)('staff management on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let adminId: number;
  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    adminId = await memberIdOf(h.db, 'admin');
  }, 120_000);
  afterAll(() => h?.close());

  const call = (who: LoggedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const auditRows = (action: string) =>
    h.db.query<{ actor_id: number; target: string; before: unknown; after: unknown }>(
      'SELECT actor_id, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );
  const memberCount = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n;

  it('tells the seeded admin they are a super admin holding staff management', async () => {
    const me = (await call(admin, 'GET', '/api/admin/staff/me')).json();
    expect(me.role).toBe('super');
    expect(me.permissions).toContain('staff.manage');
  });

  it('creates an operator with a role, who logs in holding that role only', async () => {
    const created = await call(admin, 'POST', '/api/admin/staff', CS);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;

    const list = (await call(admin, 'GET', '/api/admin/staff')).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ id, userId: CS.userId, role: 'cs', disabled: false }),
    );
    expect(list.items).toContainEqual(expect.objectContaining({ userId: 'admin', role: 'super' }));
    expect(list.roles.map((r: { code: string }) => r.code)).toEqual([
      'super',
      'finance',
      'cs',
      'content',
      'trading',
    ]);

    const cs = await login(h.app, CS);
    expect((await call(cs, 'GET', '/api/admin/staff/me')).json()).toEqual({
      role: 'cs',
      permissions: ['members.manage', 'members.read', 'responsible.manage', 'support'],
    });
    expect(outcome(await call(cs, 'GET', '/api/admin/staff'))).toEqual({
      status: 403,
      code: 'STAFF_FORBIDDEN',
    });
    expect((await call(cs, 'GET', '/api/admin/customer/tickets')).statusCode).toBe(200);

    const [audit] = await auditRows('staff.create');
    expect(audit).toEqual({
      actor_id: adminId,
      target: `staff:${id}`,
      before: null,
      after: { userId: CS.userId, nickname: CS.nickname, role: 'cs' },
    });
    expect(JSON.stringify(audit)).not.toContain(CS.password);
  });

  it('refuses bad input and a taken id with a Korean message, writing nothing', async () => {
    const before = await memberCount();
    for (const body of [
      { ...CS, userId: 'other1', role: 'owner' },
      { ...CS, userId: 'x' },
      { ...CS, userId: 'other2', password: 'short' },
      { ...CS, userId: 'other3', nickname: '' },
    ]) {
      const response = await call(admin, 'POST', '/api/admin/staff', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    expect(outcome(await call(admin, 'POST', '/api/admin/staff', CS))).toEqual({
      status: 409,
      code: 'USER_ID_TAKEN',
    });
    expect(await memberCount()).toBe(before);
    expect(await auditRows('staff.create')).toHaveLength(1);
  });

  it('changes a role, audited before and after, and it holds from the next request', async () => {
    const id = await memberIdOf(h.db, CS.userId);
    const cs = await login(h.app, CS);
    expect((await call(cs, 'GET', '/api/admin/wallet/requests')).statusCode).toBe(403);
    const changed = await call(admin, 'PATCH', `/api/admin/staff/${id}`, { role: 'finance' });
    expect(changed.json()).toMatchObject({ id, role: 'finance', disabled: false });
    expect((await call(cs, 'GET', '/api/admin/wallet/requests')).statusCode).toBe(200);
    expect((await call(cs, 'GET', '/api/admin/customer/tickets')).statusCode).toBe(403);
    expect(await auditRows('staff.update')).toEqual([
      {
        actor_id: adminId,
        target: `staff:${id}`,
        before: { role: 'cs', disabled: false },
        after: { role: 'finance', disabled: false },
      },
    ]);
  });

  it('disables an operator: their session ends and they cannot log in', async () => {
    const id = await memberIdOf(h.db, CS.userId);
    const cs = await login(h.app, CS);
    const disabled = await call(admin, 'PATCH', `/api/admin/staff/${id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ id, disabled: true });
    expect((await call(cs, 'GET', '/api/admin/staff/me')).statusCode).toBe(406);
    await expect(login(h.app, CS)).rejects.toThrow(/406/);
    const enabled = await call(admin, 'PATCH', `/api/admin/staff/${id}`, { disabled: false });
    expect(enabled.json()).toMatchObject({ disabled: false });
    await login(h.app, CS);
  });

  it('refuses changing oneself, a member who is no operator, and an empty change', async () => {
    expect(
      outcome(await call(admin, 'PATCH', `/api/admin/staff/${adminId}`, { role: 'cs' })),
    ).toEqual({ status: 400, code: 'STAFF_SELF_CHANGE' });
    const demoId = await memberIdOf(h.db, 'demo');
    expect(
      outcome(await call(admin, 'PATCH', `/api/admin/staff/${demoId}`, { role: 'cs' })),
    ).toEqual({ status: 404, code: 'STAFF_NOT_FOUND' });
    const id = await memberIdOf(h.db, CS.userId);
    expect((await call(admin, 'PATCH', `/api/admin/staff/${id}`, {})).statusCode).toBe(400);
    const [self] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM staff_members WHERE member_id = $1',
      [demoId],
    );
    expect(self!.n).toBe(0);
  });
});
