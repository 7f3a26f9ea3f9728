/**
 * Joins are anonymous writes: one address gets `anonymousWritesPerMinute` of them per minute
 * (ANONYMOUS_WRITES_PER_MINUTE, default 10), then a Korean 429 — and a refused join writes no
 * member. Another address is not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { outcome, startTestApp, type TestApp } from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const LIMIT = 3;

describe('the join limit read from the environment', () => {
  it('defaults to 10 per minute and takes ANONYMOUS_WRITES_PER_MINUTE', () => {
    expect(loadConfig({}).anonymousWritesPerMinute).toBe(10);
    expect(loadConfig({ ANONYMOUS_WRITES_PER_MINUTE: '250' }).anonymousWritesPerMinute).toBe(250);
    expect(() => loadConfig({ ANONYMOUS_WRITES_PER_MINUTE: '0' })).toThrow();
  });
});

describe.each(dbTargets)('joins from one address on %s', (target) => {
  let h: TestApp;
  beforeAll(async () => {
    h = await startTestApp(target, { config: { anonymousWritesPerMinute: LIMIT } });
  });
  afterAll(() => h?.close());

  const join = (n: number, remoteAddress: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/member/join',
      remoteAddress,
      payload: {
        userId: `joinlim${n}`,
        password: `joinlim${n}pw`,
        nickname: `가입제한${n}`,
        phone: `010-7100-${String(n).padStart(4, '0')}`,
        withdrawPassword: '1234',
      },
    });
  const membersNamed = async (userId: string) =>
    (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE user_id = $1', [
        userId,
      ])
    )[0]!.n;

  it('refuses the join after the limit with a Korean 429 and writes no member', async () => {
    for (let n = 1; n <= LIMIT; n += 1) {
      expect((await join(n, '203.0.113.9')).statusCode).toBe(200);
    }
    const refused = await join(LIMIT + 1, '203.0.113.9');
    expect(outcome(refused)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(refused.json().message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(await membersNamed(`joinlim${LIMIT + 1}`)).toBe(0);
  });

  it('does not hold back another address', async () => {
    expect((await join(LIMIT + 2, '203.0.113.10')).statusCode).toBe(200);
  });
});
