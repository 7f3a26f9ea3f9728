import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startTestApp, type LoggedIn, type TestApp } from '../../helpers/app-harness';
import { listen, openStream } from '../../helpers/sse-client';
import { dbTargets } from '../../helpers/test-db';

/** Headers that protect an answer (the ones server/platform/http/security-headers.ts is about). */
const SECURITY_HEADER =
  /^(x-content-type-options|x-frame-options|referrer-policy|content-security-policy(-report-only)?|strict-transport-security|permissions-policy|cross-origin-[a-z-]+|origin-agent-cluster|x-permitted-cross-domain-policies|x-dns-prefetch-control)$/;

const securityHeadersOf = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => SECURITY_HEADER.test(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * SSE answers are written on hijacked replies, which skip the `onSend` hook that gives every
 * other /api answer its security headers: each stream must carry the same ones itself.
 */
describe.each(dbTargets)('SSE security headers on %s', (target) => {
  let h: TestApp;
  let baseUrl: string;
  let demo: LoggedIn;
  beforeAll(async () => {
    h = await startTestApp(target);
    baseUrl = await listen(h.app);
    demo = await login(h.app, DEMO);
  });
  afterAll(() => h?.close());

  it.each(['general', 'bets', 'inplay'])(
    '/api/sse/%s carries every security header of a JSON /api answer, and no-store',
    async (stream) => {
      const json = await h.app.inject({
        method: 'GET',
        url: '/api/member/user',
        headers: demo.headers,
      });
      expect(json.statusCode).toBe(200);
      const expected = securityHeadersOf(json.headers);
      // Not vacuous: the hook sets at least these today.
      expect(Object.keys(expected)).toEqual(
        expect.arrayContaining(['referrer-policy', 'x-content-type-options', 'x-frame-options']),
      );

      const sse = await openStream(baseUrl, `/api/sse/${stream}`, demo.headers);
      sse.close();
      expect(sse.status).toBe(200);
      expect(securityHeadersOf(sse.headers)).toEqual(expected);
      // No cache may keep a stream of balances and bets; proxies must not transform it either.
      expect(String(sse.headers['cache-control'])).toMatch(/(^|,\s*)no-store(,|$)/);
      expect(String(sse.headers['cache-control'])).toMatch(/(^|,\s*)no-transform(,|$)/);
    },
  );
});
