/**
 * The demo provider's game window (docs/casino-wallet.md "Provider endpoints"):
 * GET /provider/demo/play/:gameCode answers the built page (dist/provider-demo.html) for every
 * game the provider runs, under the provider page policy (script-src 'self', no inline script,
 * connect-src 'self'); an unknown game answers a Korean 404 page; the provider's API keeps the
 * data policy and the site keeps its own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CSP,
  PROVIDER_PAGE_CSP,
  SPA_CSP,
} from '../../../server/platform/http/security-headers';
import { startTestApp, type TestApp } from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const GAME_PAGE =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/provider-demo-test.js"></script></head><body><div id="root"></div></body></html>';
const GAMES = ['baccarat-1', 'baccarat-2', 'roulette-1', 'classic-3x3', 'video-5x3', 'cascade-5x3'];
const HTML = { accept: 'text/html' };

describe.each(dbTargets)('demo provider game pages on %s', (target) => {
  let h: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'provider-pages-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>site</title>');
    await writeFile(path.join(distDir, 'provider-demo.html'), GAME_PAGE);
    h = await startTestApp(target, { config: { distDir } });
  });
  afterAll(async () => {
    await h?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(GAMES)('answers the game page for %s with the provider page policy', async (code) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/provider/demo/play/${code}?token=${'a'.repeat(43)}`,
      headers: HTML,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body).toBe(GAME_PAGE);
    expect(res.headers['content-security-policy']).toBe(PROVIDER_PAGE_CSP);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('the provider page policy runs only its own scripts and talks only to its own origin', () => {
    const directives = new Map(
      PROVIDER_PAGE_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(PROVIDER_PAGE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
  });

  it('answers a Korean 404 page, without script, for a game it does not run', async () => {
    for (const code of ['blackjack-1', 'nope']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/provider/demo/play/${code}?token=x`,
        headers: HTML,
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('게임을 찾을 수 없습니다');
      expect(res.body).not.toContain('<script');
      expect(res.headers['content-security-policy']).toBe(PROVIDER_PAGE_CSP);
    }
  });

  it("keeps the data policy on the provider's API and the site's policy on the site", async () => {
    const api = await h.app.inject({
      method: 'GET',
      url: '/provider/demo/api/rounds/baccarat-1-r999999',
    });
    expect(api.headers['content-security-policy']).toBe(API_CSP);
    expect(api.headers['cache-control']).toBe('no-store');
    const site = await h.app.inject({ method: 'GET', url: '/casino', headers: HTML });
    expect(site.statusCode).toBe(200);
    expect(site.headers['content-security-policy']).toBe(SPA_CSP);
  });

  it('says the page is not built yet when dist holds no game page', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'provider-pages-empty-'));
    try {
      const app = await h.buildAnother({ distDir: empty });
      const res = await app.inject({
        method: 'GET',
        url: '/provider/demo/play/classic-3x3?token=x',
        headers: HTML,
      });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('게임 화면');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
