/**
 * Login throttling that cannot be turned into a lock-out of the owner (OWASP
 * Authentication Cheat Sheet): the guessing address is stopped for the account, the owner's
 * known addresses stay open, unknown addresses are slowed progressively, and one address is
 * limited across accounts. Numbers are the defaults of `server/config.ts` `login`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import {
  DEMO,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const ATTACKER = '198.51.100.7';
const OWNER_HOME = '10.20.30.40';
const TOO_MANY = { status: 429, code: 'TOO_MANY_LOGIN_ATTEMPTS' };
const WRONG = { status: 404, code: 'INVALID_CREDENTIALS' };

/** The wait a refusal asks for, in seconds (header and Korean text agree). */
function waitOf(response: LightMyRequestResponse): number {
  expect(outcome(response)).toEqual(TOO_MANY);
  const seconds = Number(response.headers['retry-after']);
  const text = seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
  expect(response.json().message).toContain(`${text} 후 다시 시도해주세요`);
  return seconds;
}

describe.each(dbTargets)('login throttling on %s', (target) => {
  const clock = new FakeClock();
  let h: TestApp;
  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
  });
  afterAll(() => h?.close());

  let joined = 0;
  async function join(userId: string): Promise<{ userId: string; password: string }> {
    joined += 1;
    const member = { userId, password: `${userId}pw1` };
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/member/join',
      payload: {
        ...member,
        nickname: `스로틀${joined}`,
        phone: `010-7000-${String(joined).padStart(4, '0')}`,
        withdrawPassword: '1234',
      },
    });
    expect(response.statusCode).toBe(200);
    return member;
  }
  const attempt = (userId: string, password: string, remoteAddress: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { userId, password },
      remoteAddress,
    });

  it('stops the guessing address for the account while the owner logs in from a known one', async () => {
    const owner = await join('owner1');
    await login(h.app, owner, OWNER_HOME);
    for (let i = 0; i < 10; i++) {
      expect(outcome(await attempt(owner.userId, `guess${i}word`, ATTACKER))).toEqual(WRONG);
    }
    // The attacker's address is stopped even with the right password…
    expect(outcome(await attempt(owner.userId, owner.password, ATTACKER))).toEqual(TOO_MANY);
    // …but the owner, from an address they logged in from before, is not locked out.
    expect((await attempt(owner.userId, owner.password, OWNER_HOME)).statusCode).toBe(200);
    expect(outcome(await attempt(owner.userId, `guess${10}word`, ATTACKER))).toEqual(TOO_MANY);

    clock.advanceMinutes(16);
    expect(outcome(await attempt(owner.userId, 'guess11word', ATTACKER))).toEqual(WRONG);
  });

  it('slows an unknown address progressively (capped) instead of locking the account', async () => {
    const owner = await join('owner2');
    for (let i = 0; i < 10; i++) {
      // Ten addresses, one guess each: no single address reaches its own limit.
      expect(
        outcome(await attempt(owner.userId, `guess${i}word`, `198.51.100.${100 + i}`)),
      ).toEqual(WRONG);
    }
    // A new address must wait since the account's last failure, right password or not.
    const newPlace = '203.0.113.9';
    expect(waitOf(await attempt(owner.userId, owner.password, newPlace))).toBe(30);
    clock.advanceMinutes(0.5);
    expect((await attempt(owner.userId, owner.password, newPlace)).statusCode).toBe(200);

    // Every further failure doubles the interval, up to the cap.
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const from = `192.0.2.${10 + i}`;
      expect(outcome(await attempt(owner.userId, `more${i}guess`, from))).toEqual(WRONG);
      const wait = waitOf(await attempt(owner.userId, `more${i}guess2`, from));
      waits.push(wait);
      clock.advanceMinutes(wait / 60);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900]);
    // The address the owner used once is known now: not slowed, however many failures.
    expect(outcome(await attempt(owner.userId, 'last1guess', '192.0.2.99'))).toEqual(WRONG);
    expect((await attempt(owner.userId, owner.password, newPlace)).statusCode).toBe(200);
  });

  it('limits one address across accounts, also when its guesses arrive together', async () => {
    const strict = await h.buildAnother({ login: { ...testConfig().login, maxFailuresPerIp: 3 } });
    const ip = '10.9.8.1';
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        strict.inject({
          method: 'POST',
          url: '/api/member/login',
          payload: { userId: `stuffed${i}`, password: 'nope12345' },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429, 429, 429]);
    const other = await strict.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: DEMO,
      remoteAddress: ip,
    });
    expect(outcome(other)).toEqual(TOO_MANY);
  });
});
