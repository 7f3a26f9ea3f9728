import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../../common/i18n/errors.ko';
import {
  DEMO,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../../helpers/app-harness';
import { dbTargets } from '../../helpers/test-db';

describe.each(dbTargets)('HTTP errors and plumbing on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  beforeAll(async () => {
    h = await startTestApp(target);
    demo = await login(h.app, DEMO);
  });
  afterAll(() => h?.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers malformed JSON with 400 { code, message }', async () => {
    const response = await post('/api/member/login', '{"userId": "demo", ');
    expect(outcome(response)).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(response.json().message).toBe(ERROR_MESSAGES.BAD_REQUEST);
  });

  it('answers missing, mistyped and oversized fields with 400 VALIDATION naming the field', async () => {
    for (const payload of [
      {},
      { userId: 'demo' },
      { userId: 12, password: 'x' },
      { userId: 'demo', password: 'x'.repeat(129) },
      { userId: 'a'.repeat(33), password: 'x' },
      [],
      'text',
      null,
    ]) {
      const response = await post('/api/member/login', JSON.stringify(payload));
      expect(outcome(response), JSON.stringify(payload)).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
      expect(response.json().message).toMatch(/^입력값이 올바르지 않습니다\./);
    }
    const missingPassword = await post('/api/member/login', JSON.stringify({ userId: 'demo' }));
    expect(missingPassword.json().message).toContain('password');
  });

  it('answers an empty JSON body, a wrong content type and bad query values without a 5xx', async () => {
    expect((await post('/api/member/login', '')).statusCode).toBe(400);
    const xml = await h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(outcome(xml)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    for (const url of ['/api/message?page=0', '/api/message?page=abc', '/api/message?page=-1']) {
      const response = await h.app.inject({ method: 'GET', url, headers: demo.headers });
      expect(outcome(response), url).toEqual({ status: 400, code: 'VALIDATION' });
    }
    const badId = await h.app.inject({
      method: 'POST',
      url: '/api/message/not-a-number/read',
      headers: demo.headers,
    });
    expect(outcome(badId)).toEqual({ status: 400, code: 'VALIDATION' });
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ userId: 'demo', password: 'x'.repeat(100 * 1024) });
    const response = await post('/api/member/login', huge);
    expect(outcome(response)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers unknown /api routes and methods with 404 ROUTE_NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/member/nothing'],
      ['PUT', '/api/member/login'],
      ['GET', '/api'],
    ] as const) {
      const response = await h.app.inject({ method, url });
      expect(outcome(response), `${method} ${url}`).toEqual({
        status: 404,
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/member/login', '/api/setting/maintanace']),
    );
    // The back office is in the operators' document only (production-surface.test.ts).
    expect(Object.keys(doc.paths)).not.toContain('/api/admin/members');
    const login = doc.paths['/api/member/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['userId', 'password']),
    );
  });

  it('sends no permissive CORS headers and keeps API answers out of caches', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/setting/maintanace',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await h.app.inject({ method: 'OPTIONS', url: '/api/member/login' });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves a built SPA with history fallback for page navigations only', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    try {
      await mkdir(path.join(distDir, 'assets'));
      await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
      await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
      const app = await h.buildAnother({ distDir });
      const html = { accept: 'text/html,application/xhtml+xml' };
      for (const url of ['/', '/korea/cross?time=1', '/minigame/eos/powerball1']) {
        const page = await app.inject({ method: 'GET', url, headers: html });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>SPA</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
      expect(outcome(api)).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND' });
      const file = await app.inject({
        method: 'GET',
        url: '/file/download/none.svg',
        headers: html,
      });
      expect(file.statusCode).toBe(404);
      const post = await app.inject({ method: 'POST', url: '/korea', headers: html });
      expect(post.statusCode).toBe(404);
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
