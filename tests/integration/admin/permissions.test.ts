/**
 * Staff permissions (docs/staff-permissions.md): every admin route × every staff role. The routes are the
 * app's own (collected with onRoute), so a route added tomorrow is checked the day it lands:
 * it must be in the permission table (server/admin/staff/admin-permissions.ts), each role must
 * be refused with 403 `{ code, message }` where its role lacks the route's permission (the
 * role → permission rows of migration 028) and must pass the guard where it holds it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import {
  ADMIN_ROUTE_PERMISSIONS,
  ANY_OPERATOR,
  MEMBER_TARGET_ROUTES,
} from '../../../server/admin/staff/admin-permissions';
import { STAFF_ROLES, type StaffRole } from '../../../common/contract/staff.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  DEMO,
  login,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminRoute {
  method: Method;
  url: string;
}

/** A path parameter no row has, so a route its caller may use answers 404 or 400, never 200. */
function concreteUrl(url: string): string {
  return url
    .replace(':ip', '203.0.113.77')
    .replace(':chargeType', 'USDT')
    .replace(/:[A-Za-z]+/g, '987654');
}

describe.each(dbTargets)('admin permissions on %s', (target) => {
  let h: TestApp;
  let probe: FastifyInstance;
  const routes: AdminRoute[] = [];
  const staff = new Map<StaffRole, LoggedIn>();
  let rolePermissions: Map<StaffRole, Set<string>>;

  beforeAll(async () => {
    h = await startTestApp(target);
    // A second app on the same database, built only to hear every route it registers.
    probe = buildApp({ db: h.db, bus: h.bus, config: testConfig() });
    probe.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD' && route.url.startsWith('/api/admin')) {
          routes.push({ method: method as Method, url: route.url });
        }
      }
    });
    await probe.ready();

    // One operator per role, created by the seeded super admin through the staff screen's API.
    const admin = await login(probe, ADMIN);
    staff.set('super', admin);
    for (const role of STAFF_ROLES.filter((r) => r !== 'super')) {
      const userId = `perm${role}`;
      const password = `${role}Pass123!`;
      const created = await probe.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: admin.headers,
        payload: { userId, password, nickname: `권한${role}`, role },
      });
      expect(created.statusCode, created.body).toBe(200);
      staff.set(role, await login(probe, { userId, password }));
    }
    const rows = await h.db.query<{ role: StaffRole; permission: string }>(
      'SELECT role, permission FROM staff_role_permissions',
    );
    rolePermissions = new Map(STAFF_ROLES.map((role) => [role, new Set<string>()]));
    for (const row of rows) rolePermissions.get(row.role)!.add(row.permission);
  }, 180_000);
  afterAll(async () => {
    await probe?.close();
    await h?.close();
  });

  it('finds every admin route in the permission table, and no table line without a route', () => {
    expect(routes.length).toBeGreaterThan(100);
    const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const missing = [...served].filter((key) => !Object.hasOwn(ADMIN_ROUTE_PERMISSIONS, key));
    expect(missing, 'admin routes missing from admin-permissions.ts (refused to all)').toEqual([]);
    const stale = Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((key) => !served.has(key));
    expect(stale, 'admin-permissions.ts lines whose route no longer exists').toEqual([]);
  });

  it('gives the super admin every permission the table names', () => {
    const named = new Set(Object.values(ADMIN_ROUTE_PERMISSIONS));
    named.delete(ANY_OPERATOR);
    expect([...named].filter((p) => !rolePermissions.get('super')!.has(p))).toEqual([]);
  });

  it('refuses each role with 403 { code, message } exactly where it lacks the permission', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const needed = ADMIN_ROUTE_PERMISSIONS[`${route.method} ${route.url}`]!;
      const url = concreteUrl(route.url);
      for (const role of STAFF_ROLES) {
        const allowed = needed === ANY_OPERATOR || rolePermissions.get(role)!.has(needed);
        const response = await probe.inject({
          method: route.method,
          url,
          headers: staff.get(role)!.headers,
          // Shaped like a body, so a refusal cannot hide behind a missing one; it is never valid
          // for a mutation, so a permitted call writes nothing.
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const refused =
          response.statusCode === 403 &&
          response.json<{ code: string }>().code === 'STAFF_FORBIDDEN';
        if (allowed && response.statusCode === 403) {
          wrong.push(`${role} ${route.method} ${url}: 403 although it holds ${needed}`);
        }
        if (!allowed) {
          if (!refused) {
            wrong.push(`${role} ${route.method} ${url}: ${response.statusCode} without ${needed}`);
          } else {
            expect(response.json()).toEqual({
              code: 'STAFF_FORBIDDEN',
              message: ERROR_MESSAGES.STAFF_FORBIDDEN,
            });
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses a member on every admin route before any permission is looked at', async () => {
    const demo = await login(probe, DEMO);
    for (const route of routes) {
      const response = await probe.inject({
        method: route.method,
        url: concreteUrl(route.url),
        headers: demo.headers,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
    }
  }, 120_000);

  it('lets only staff.manage act on an operator’s account, any member’s by its permission', async () => {
    const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(MEMBER_TARGET_ROUTES).filter((key) => !served.has(key))).toEqual([]);
    const cs = staff.get('cs')!;
    const idOf = async (userId: string) =>
      (await h.db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [userId]))[0]!
        .id;
    const reset = (id: number) =>
      probe.inject({
        method: 'POST',
        url: `/api/admin/members/${id}/reset-password`,
        headers: cs.headers,
      });
    const adminId = await idOf('admin');
    const [before] = await h.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [adminId],
    );
    const refused = await reset(adminId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    const [after] = await h.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [adminId],
    );
    expect(after).toEqual(before);
    // The same operator serves a member's account as their role allows.
    expect((await reset(await idOf('demo'))).statusCode).toBe(200);
  });

  it('follows a role change from the next request on', async () => {
    const finance = staff.get('finance')!;
    const audit = () =>
      probe.inject({ method: 'GET', url: '/api/admin/audit', headers: finance.headers });
    expect((await audit()).statusCode).toBe(403);
    const [row] = await h.db.query<{ member_id: number }>(
      `SELECT s.member_id FROM staff_members s JOIN members m ON m.id = s.member_id
        WHERE m.user_id = 'permfinance'`,
    );
    const promoted = await probe.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${row!.member_id}`,
      headers: staff.get('super')!.headers,
      payload: { role: 'super' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await audit()).statusCode).toBe(200);
  });
});
