/**
 * The admin guard fails closed: an operator is refused a
 * route the permission table does not list, whatever their role, and served a listed one only
 * when their role holds its permission.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffAccess } from '../../../../server/admin/staff/staff-access';
import type { Db } from '../../../../server/platform/db/db';
import { installAuth, type AuthContext } from '../../../../server/platform/http/auth';
import { installErrorHandling } from '../../../../server/platform/http/error-handler';
import { ERROR_MESSAGES } from '../../../../common/i18n/errors.ko';

const TOKEN = 'a'.repeat(43);
const OPERATOR: AuthContext = {
  memberId: 7,
  sessionId: 1,
  userId: 'finance1',
  type: 1,
  role: 10,
  withdrawalType: 0,
};

/** The rows migration 028 gives a role, as the database would answer StaffAccess.me. */
function dbGranting(role: string, permissions: string[]): Db {
  const rows = permissions.map((permission) => ({ role, permission }));
  return { query: async () => rows } as unknown as Db;
}

let app: FastifyInstance;
afterEach(() => app?.close());

async function appWith(db: Db) {
  app = Fastify();
  installErrorHandling(app);
  const guards = installAuth(app, {
    sessions: { authenticate: async () => OPERATOR },
    ipBlocks: { isBlocked: () => false },
    staffAccess: new StaffAccess(db),
  });
  app.register(async (area) => {
    area.addHook('onRequest', guards.admin);
    area.get('/api/admin/not-in-the-table', async () => ({ ok: true }));
    area.get('/api/admin/audit', async () => ({ ok: true }));
    area.get('/api/admin/wallet/requests', async () => ({ ok: true }));
  });
  await app.ready();
}

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-auth-token': TOKEN } });

describe('admin guard', () => {
  it('refuses a route missing from the permission table, even to a super admin', async () => {
    await appWith(dbGranting('super', ['audit.read', 'money.requests', 'staff.manage']));
    const response = await get('/api/admin/not-in-the-table');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'STAFF_FORBIDDEN',
      message: ERROR_MESSAGES.STAFF_FORBIDDEN,
    });
  });

  it("serves a listed route only to a role holding the route's permission", async () => {
    await appWith(dbGranting('finance', ['money.requests']));
    expect((await get('/api/admin/wallet/requests')).statusCode).toBe(200);
    expect((await get('/api/admin/audit')).json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
  });
});
