/**
 * Security headers: the SPA (index.html and the history fallback) carries a Content-Security-
 * Policy without inline script, API answers a strict one, and the built bundles' source maps
 * are never served. The app serves a small dist/ of the test's own, in production mode.
 */
import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { createInProcessBus } from '../../../../server/platform/bus/in-process.bus';
import { testConfig } from '../../../../server/config';
import type { Db } from '../../../../server/platform/db/db';
import { closeTestDb, dbTargets, openTestDb } from '../../helpers/test-db';

const INDEX_HTML = '<!doctype html><html><head><title>벳코리아</title></head><body></body></html>';
const BUNDLE = 'assets/index-AbC123.js';
const GAME_PAGE_HTML = '<!doctype html><html><head><title>게임 창</title></head></html>';
const MAP_BODY = '{"version":3,"sources":["../src/main.tsx"],"mappings":"AAAA"}';

/** `default-src 'none'; frame-ancestors 'none'` → { 'default-src': ["'none'"], … }. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'content-security-policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(dbTargets)('security headers on %s', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let distDir: string;
  const bus = createInProcessBus();

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, BUNDLE), 'console.log(1);\n');
    await writeFile(path.join(distDir, `${BUNDLE}.map`), MAP_BODY);
    await writeFile(path.join(distDir, 'provider-demo.html'), GAME_PAGE_HTML);
    db = await openTestDb(target);
    app = buildApp({ db, bus, config: testConfig({ distDir, nodeEnv: 'production' }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await bus.close();
    await closeTestDb(db);
    await rm(distDir, { recursive: true, force: true });
  });

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  it.each(['/', '/sports'])(
    'serves %s with a policy that runs only our own scripts',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      // Nothing anywhere lets a string or an inline block run as script.
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['an answer', '/api/setting/maintanace', 200],
    ['an unknown route', '/api/no-such-route', 404],
    ['a download', '/file/download/messenger/telegram.svg', 200],
  ])('gives %s under /api or /file a policy that loads nothing', async (_what, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(directives(response.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('serves the bundle but never its source map', async () => {
    expect((await app.inject({ method: 'GET', url: `/${BUNDLE}` })).statusCode).toBe(200);
    for (const url of [`/${BUNDLE}.map`, `/${BUNDLE}.MAP`, `/${BUNDLE}.map?x=1`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('mappings');
    }
    // A browser navigating to it gets the SPA's own page, never the map.
    const navigated = await page(`/${BUNDLE}.map`);
    expect(navigated.body).not.toContain('mappings');
  });

  it('serves another built entry page only through its own route, never as a static file', async () => {
    for (const url of ['/provider-demo.html', '/PROVIDER-DEMO.HTML', '/provider-demo.html?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('게임 창');
    }
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(200);
  });
});
