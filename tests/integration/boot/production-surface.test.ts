/**
 * What a production start shows the world (README "Environment variables", docs/architecture.md
 * §10): the built-in demo provider is off — no /provider/demo, no demo keys written to DATA_DIR —
 * unless the operator asks for it with DEMO_PROVIDER=1; the public OpenAPI document at /api/docs
 * lists the member routes only, and the whole document, back office included, is at
 * /api/admin/docs for signed-in operators.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../server/config';
import { ADMIN, DEMO, login, outcome, startTestApp, type TestApp } from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

/** The config `NODE_ENV=production` plus `env` reads, quiet and without timers for the test. */
function productionConfig(dataDir: string, env: Record<string, string> = {}): Partial<AppConfig> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...env });
  return {
    ...config,
    logLevel: 'silent',
    minigameTickMs: 0,
    sportsFeed: { ...config.sportsFeed, enabled: false, tickMs: 0 },
  };
}

const demoKeysIn = (dataDir: string) =>
  existsSync(path.join(dataDir, 'demo-provider', 'private.pem'));

describe.each(dbTargets)('a production start on %s', (target) => {
  let h: TestApp;
  let plainDir: string;
  let withDemoDir: string;
  let withDemo: FastifyInstance;

  beforeAll(async () => {
    plainDir = await mkdtemp(path.join(tmpdir(), 'prod-surface-'));
    withDemoDir = await mkdtemp(path.join(tmpdir(), 'prod-surface-demo-'));
    h = await startTestApp(target, { config: productionConfig(plainDir) });
    withDemo = await h.buildAnother(productionConfig(withDemoDir, { DEMO_PROVIDER: '1' }));
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await rm(plainDir, { recursive: true, force: true });
    await rm(withDemoDir, { recursive: true, force: true });
  });

  const openSession = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/provider/demo/api/session',
      payload: { code: 'not-a-launch-code', gameCode: 'classic-3x3' },
    });
  const gamePage = (app: FastifyInstance) =>
    app.inject({
      method: 'GET',
      url: '/provider/demo/play/classic-3x3?code=x',
      headers: { accept: 'text/html' },
    });

  it('without DEMO_PROVIDER=1: /provider/demo answers 404 and no demo keys are made', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoProvider).toBe(false);
    expect((await openSession(h.app)).statusCode).toBe(404);
    expect((await gamePage(h.app)).statusCode).toBe(404);
    expect(demoKeysIn(plainDir)).toBe(false);
  });

  it('with DEMO_PROVIDER=1: the demo provider answers and has its keys', async () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_PROVIDER: '1' }).demoProvider).toBe(true);
    // Its own refusal of a malformed launch code, not a 404: the provider is there.
    expect(outcome(await openSession(withDemo))).toEqual({ status: 400, code: 'VALIDATION' });
    expect(demoKeysIn(withDemoDir)).toBe(true);
  });

  it('keeps the demo provider in every start that is not production unless told otherwise', () => {
    expect(loadConfig({}).demoProvider).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoProvider).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_PROVIDER: '0' }).demoProvider).toBe(false);
  });

  it('publishes only the member routes at /api/docs', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/member/login', '/api/playfun/auth']));
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/manager'))).toEqual([]);
  });

  it('serves the whole document at /api/admin/docs to operators only', async () => {
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/admin/docs' });
    expect(outcome(anonymous)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    const member = await login(h.app, DEMO);
    const asMember = await h.app.inject({
      method: 'GET',
      url: '/api/admin/docs',
      headers: member.headers,
    });
    expect(outcome(asMember)).toEqual({ status: 403, code: 'FORBIDDEN' });
    const admin = await login(h.app, ADMIN);
    const asOperator = await h.app.inject({
      method: 'GET',
      url: '/api/admin/docs',
      headers: admin.headers,
    });
    expect(asOperator.statusCode).toBe(200);
    const paths = Object.keys(asOperator.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/member/login', '/api/admin/members', '/api/manager/members']),
    );
  });
});
