import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  DEMO,
  FakeClock,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const LOCKED = {
  userId: 'lockme',
  password: 'lockme123',
  nickname: '잠금회원',
  phone: '010-5555-0000',
};

describe.each(dbTargets)('login on %s', (target) => {
  const clock = new FakeClock();
  let h: TestApp;
  let admin: LoggedIn;
  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
    const joined = await h.app.inject({
      method: 'POST',
      url: '/api/member/join',
      payload: { ...LOCKED, withdrawPassword: '1234' },
    });
    expect(joined.statusCode).toBe(200);
  });
  afterAll(() => h?.close());

  const attempt = (userId: string, password: string, remoteAddress?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { userId, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('returns the user and the token in X-AUTH-TOKEN as Bearer (spec §7)', async () => {
    const response = await attempt('demo', DEMO.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(response.headers['access-control-expose-headers']).toBe('X-AUTH-TOKEN');
    expect(response.json().user).toMatchObject({ userId: 'demo', emoney: 1_000_000, point: 5_000 });
    const token = String(response.headers['x-auth-token']).slice('Bearer '.length);
    const [stored] = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE member_id = $1 AND ended_at IS NULL',
      [await memberIdOf(h.db, 'demo')],
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);
    // Both headers carry the token.
    for (const headers of [
      { authorization: `Bearer ${token}` },
      { 'x-auth-token': `Bearer ${token}` },
    ]) {
      const user = await h.app.inject({ method: 'GET', url: '/api/member/user', headers });
      expect(user.statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown id alike: 404 INVALID_CREDENTIALS', async () => {
    const wrong = await attempt('demo', 'wrong-password1');
    const unknown = await attempt('nobody123', 'wrong-password1');
    expect(outcome(wrong)).toEqual({ status: 404, code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(ERROR_MESSAGES.INVALID_CREDENTIALS);
  });

  it('stops the failing address for the account after 10 failures in 15 minutes, even for the right password', async () => {
    const attacker = '198.51.100.20';
    for (let i = 0; i < 10; i++) {
      expect(outcome(await attempt(LOCKED.userId, `wrong${i}pass`, attacker))).toEqual({
        status: 404,
        code: 'INVALID_CREDENTIALS',
      });
    }
    const refused = await attempt(LOCKED.userId, LOCKED.password, attacker);
    expect(outcome(refused)).toEqual({ status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(refused.json().message).toBe(
      '로그인 시도 횟수를 초과했습니다. 15분 후 다시 시도해주세요.',
    );
    expect(refused.headers['retry-after']).toBe('900');
    const failures = await h.db.query('SELECT 1 FROM login_failures WHERE user_id = $1', [
      LOCKED.userId,
    ]);
    expect(failures).toHaveLength(10);
    clock.advanceMinutes(16);
    expect((await attempt(LOCKED.userId, LOCKED.password, attacker)).statusCode).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const strict = await h.buildAnother({ login: limits(3) });
    const ip = '10.9.8.7';
    for (let i = 0; i < 3; i++) {
      const response = await strict.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { userId: `ghost${i}`, password: 'nope12345' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(404);
    }
    const blocked = await strict.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: DEMO,
      remoteAddress: ip,
    });
    expect(outcome(blocked)).toEqual({ status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });

  it('rate-limits the login route per IP', async () => {
    const strict = await h.buildAnother({ login: { ...limits(100), requestsPerMinute: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await strict.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { userId: 'ghost', password: 'x' },
        remoteAddress: '10.1.1.1',
      });
      statuses.push(outcome(response));
    }
    expect(statuses[2]).toEqual({ status: 429, code: 'RATE_LIMITED' });
  });

  it('refuses a blocked account with 406 only after the right password', async () => {
    // From an address the member used before: the failures above slow unknown addresses.
    const home = '10.55.0.1';
    await login(h.app, LOCKED, home);
    const id = await memberIdOf(h.db, LOCKED.userId);
    const block = await h.app.inject({
      method: 'POST',
      url: `/api/admin/members/${id}/block`,
      headers: admin.headers,
      payload: { blocked: true },
    });
    expect(block.statusCode).toBe(200);
    expect(outcome(await attempt(LOCKED.userId, 'wrongpass1', home))).toMatchObject({
      status: 404,
    });
    expect(outcome(await attempt(LOCKED.userId, LOCKED.password, home))).toEqual({
      status: 406,
      code: 'ACCOUNT_BLOCKED',
    });
  });

  it('answers 600 IP_BLOCKED to every /api request from a blocked IP', async () => {
    const ip = '203.0.113.50';
    const add = await h.app.inject({
      method: 'POST',
      url: '/api/admin/blocked-ips',
      headers: admin.headers,
      payload: { ip, reason: '테스트' },
    });
    expect(add.statusCode).toBe(200);
    for (const url of [
      '/api/setting/maintanace',
      '/api/member/user',
      '/api/nothing',
      '/api/sse/general',
    ]) {
      const response = await h.app.inject({ method: 'GET', url, remoteAddress: ip });
      expect(outcome(response), url).toEqual({ status: 600, code: 'IP_BLOCKED' });
      expect(response.json().message).toBe('차단된 아이피입니다');
    }
    const dualStack = await h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: DEMO,
      remoteAddress: `::ffff:${ip}`,
    });
    expect(dualStack.statusCode).toBe(600);
    const elsewhere = await h.app.inject({ method: 'GET', url: '/api/setting/maintanace' });
    expect(elsewhere.statusCode).toBe(200);

    const remove = await h.app.inject({
      method: 'DELETE',
      url: `/api/admin/blocked-ips/${ip}`,
      headers: admin.headers,
    });
    expect(remove.statusCode).toBe(200);
    const after = await h.app.inject({
      method: 'GET',
      url: '/api/setting/maintanace',
      remoteAddress: ip,
    });
    expect(after.statusCode).toBe(200);
  });

  it('does not let an admin block the address they are using', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin/blocked-ips',
      headers: admin.headers,
      payload: { ip: '127.0.0.1' },
    });
    expect(outcome(response)).toEqual({ status: 400, code: 'CANNOT_TARGET_SELF' });
  });
});

function limits(maxFailuresPerIp: number) {
  return { ...testConfig().login, maxFailuresPerIp, requestsPerMinute: 60 };
}
