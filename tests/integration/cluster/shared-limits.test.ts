/**
 * Sessions and rate limits are shared between nodes: two nodes on one database, each with a bus of
 * its own (nothing passes between them but the database), so what one node decides about an
 * address or a session holds on the other:
 *  - the anonymous-writes limit (@fastify/rate-limit, counted in migration 032's table);
 *  - the per-route login request limit, through the same store;
 *  - the login throttle (server/auth/login-throttle.ts, `login_failures`);
 *  - a logout, a force-logout and a block on node A refuse the token on node B.
 * Also the readiness probe (server/platform/http/health.routes.ts) that the balancer checks.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig, type AppConfig } from '../../../server/config';
import { createInProcessBus } from '../../../server/platform/bus/in-process.bus';
import type { Db } from '../../../server/platform/db/db';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  DEMO,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const ANONYMOUS_WRITES = 3;
const LOGIN_REQUESTS = 4;
const FAILURES_PER_IP = 3;

const CONFIG: Partial<AppConfig> = {
  anonymousWritesPerMinute: ANONYMOUS_WRITES,
  login: {
    ...testConfig().login,
    maxFailuresPerIp: FAILURES_PER_IP,
    requestsPerMinute: LOGIN_REQUESTS,
  },
};

describe.each(dbTargets)('two nodes share limits and sessions on %s', (target) => {
  let h: TestApp;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  const busB = createInProcessBus();

  beforeAll(async () => {
    h = await startTestApp(target, { config: CONFIG });
    nodeA = h.app;
    // Node B: the same database, its own bus and its own in-memory state.
    nodeB = buildApp({ db: h.db, bus: busB, config: testConfig(CONFIG) });
    await nodeB.ready();
  }, 180_000);
  afterAll(async () => {
    await nodeB?.close();
    await busB.close();
    await h?.close();
  });

  const join = (node: FastifyInstance, n: number, remoteAddress: string) =>
    node.inject({
      method: 'POST',
      url: '/api/member/join',
      remoteAddress,
      payload: {
        userId: `shlim${n}`,
        password: `shlim${n}pass`,
        nickname: `공유제한${n}`,
        phone: `010-7300-${String(n).padStart(4, '0')}`,
        withdrawPassword: '1234',
      },
    });
  const findPassword = (node: FastifyInstance, remoteAddress: string) =>
    node.inject({
      method: 'POST',
      url: '/api/member/find-password',
      remoteAddress,
      payload: { userId: 'nobody', phone: '010-0000-0000' },
    });
  const attemptLogin = (node: FastifyInstance, password: string, remoteAddress: string) =>
    node.inject({
      method: 'POST',
      url: '/api/member/login',
      remoteAddress,
      payload: { userId: DEMO.userId, password },
    });
  const user = (node: FastifyInstance, headers: Record<string, string>) =>
    node.inject({ method: 'GET', url: '/api/member/user', headers });

  it('counts anonymous writes of one address across both nodes, per route', async () => {
    const address = '198.51.100.21';
    // Alternate the nodes, as a round-robin balancer does.
    const answers = [];
    for (let n = 1; n <= ANONYMOUS_WRITES; n += 1) {
      answers.push((await join(n % 2 === 0 ? nodeB : nodeA, n, address)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200]);
    const refusedOnA = await join(nodeA, 90, address);
    const refusedOnB = await join(nodeB, 91, address);
    for (const refused of [refusedOnA, refusedOnB]) {
      expect(outcome(refused)).toEqual({ status: 429, code: 'RATE_LIMITED' });
      expect(refused.json().message).toBe(ERROR_MESSAGES.RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another route keeps its own count for the same address; another address is not held back.
    expect((await findPassword(nodeB, address)).statusCode).toBe(200);
    expect((await join(nodeB, 92, '198.51.100.22')).statusCode).toBe(200);
  });

  it('counts login requests of one address across both nodes', async () => {
    const address = '198.51.100.31';
    // From an address whose failures the throttle would stop first: right password, no failure.
    for (let i = 0; i < LOGIN_REQUESTS; i += 1) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      expect((await attemptLogin(node, DEMO.password, address)).statusCode).toBe(200);
    }
    expect(outcome(await attemptLogin(nodeB, DEMO.password, address))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
  });

  it('holds a login throttle reached through node A on node B', async () => {
    const address = '198.51.100.41';
    for (let i = 0; i < FAILURES_PER_IP; i += 1) {
      expect((await attemptLogin(nodeA, 'wrong-password', address)).statusCode).toBe(404);
    }
    const refused = await attemptLogin(nodeB, DEMO.password, address);
    expect(outcome(refused)).toEqual({ status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });

  it('refuses on node B a token logged out on node A', async () => {
    const session = await login(nodeA, DEMO, '198.51.100.51');
    expect((await user(nodeB, session.headers)).statusCode).toBe(200);
    const logout = await nodeA.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect(outcome(await user(nodeB, session.headers))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses on node B a token an operator ended or blocked on node A', async () => {
    const admin = await login(nodeA, ADMIN, '198.51.100.61');
    const demoId = await memberIdOf(h.db, DEMO.userId);

    const forced = await login(nodeB, DEMO, '198.51.100.62');
    const forceLogout = await nodeA.inject({
      method: 'POST',
      url: `/api/admin/members/${demoId}/force-logout`,
      headers: admin.headers,
    });
    expect(forceLogout.statusCode).toBe(200);
    expect(outcome(await user(nodeB, forced.headers))).toEqual({
      status: 556,
      code: 'SESSION_ENDED',
    });

    const blocked = await login(nodeB, DEMO, '198.51.100.62');
    const block = (blockedFlag: boolean) =>
      nodeA.inject({
        method: 'POST',
        url: `/api/admin/members/${demoId}/block`,
        headers: admin.headers,
        payload: { blocked: blockedFlag },
      });
    expect((await block(true)).statusCode).toBe(200);
    expect(outcome(await user(nodeB, blocked.headers))).toEqual({
      status: 406,
      code: 'ACCOUNT_BLOCKED',
    });
    expect((await block(false)).statusCode).toBe(200);
  });
});

describe.each(dbTargets)('readiness and liveness on %s', (target) => {
  let h: TestApp;
  beforeAll(async () => {
    h = await startTestApp(target);
  });
  afterAll(() => h?.close());

  const get = (url: string) => h.app.inject({ method: 'GET', url });

  it('is live and ready while the database answers', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 { code, message } in Korean once draining, and stays live', async () => {
    const other = await h.buildAnother();
    other.readiness.drain();
    const ready = await other.inject({ method: 'GET', url: '/api/health/ready' });
    expect(outcome(ready)).toEqual({ status: 503, code: 'NODE_NOT_READY' });
    expect(ready.json().message).toBe(ERROR_MESSAGES.NODE_NOT_READY);
    expect((await other.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 when the bus reports itself disconnected', async () => {
    const bus = Object.assign(createInProcessBus(), { isConnected: () => false });
    const app = buildApp({ db: h.db, bus, config: testConfig() });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(outcome(ready)).toEqual({ status: 503, code: 'NODE_NOT_READY' });
    } finally {
      await app.close();
      await bus.close();
    }
  });

  it('answers 503 when the database does not answer its probe', async () => {
    // The same database for everything else (the app must start), but the probe fails.
    const db: Db = Object.create(h.db, {
      query: {
        value: (sql: string, ...rest: unknown[]) =>
          sql === 'SELECT 1'
            ? Promise.reject(new Error('connection refused'))
            : (h.db.query as (...args: unknown[]) => Promise<unknown[]>)(sql, ...rest),
      },
    });
    const app = buildApp({ db, bus: h.bus, config: testConfig() });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(outcome(ready)).toEqual({ status: 503, code: 'NODE_NOT_READY' });
    } finally {
      await app.close();
    }
  });

  it('lists both probes in the OpenAPI document', async () => {
    const doc = (await get('/api/docs')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health/live', '/api/health/ready']),
    );
  });
});
