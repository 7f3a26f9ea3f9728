/**
 * Change-password cannot be used to guess the password with a stolen token: wrong
 * current passwords are recorded in the database and, after 5 in 15 minutes, the member's next
 * tries are refused with 429 (even the right one) until the window passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, login, outcome, startTestApp, type TestApp } from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const WRONG = { status: 400, code: 'WRONG_CURRENT_PASSWORD' };
const TOO_MANY = { status: 429, code: 'TOO_MANY_PASSWORD_ATTEMPTS' };

describe.each(dbTargets)('change-password throttling on %s', (target) => {
  const clock = new FakeClock();
  let h: TestApp;
  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
  });
  afterAll(() => h?.close());

  let joined = 0;
  /** A new member, logged in: `change(current, next)` posts to change-password. */
  async function member(userId: string) {
    joined += 1;
    const credentials = { userId, password: `${userId}pw1` };
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/member/join',
      payload: {
        ...credentials,
        nickname: `비번${joined}`,
        phone: `010-7100-${String(joined).padStart(4, '0')}`,
        withdrawPassword: '1234',
      },
    });
    expect(response.statusCode).toBe(200);
    const session = await login(h.app, credentials);
    const change = (currentPassword: string, newPassword: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/member/change-password',
        headers: session.headers,
        payload: { currentPassword, newPassword },
      });
    return { ...credentials, change };
  }

  it('refuses even the right password after 5 wrong ones, until the window passes', async () => {
    const m = await member('guessed1');
    for (let i = 0; i < 5; i++) {
      expect(outcome(await m.change(`guess${i}word`, 'brandnew123'))).toEqual(WRONG);
    }
    const refused = await m.change(m.password, 'brandnew123');
    expect(outcome(refused)).toEqual(TOO_MANY);
    expect(refused.json().message).toBe(
      '비밀번호 입력 횟수를 초과했습니다. 15분 후 다시 시도해주세요.',
    );
    expect(refused.headers['retry-after']).toBe('900');

    clock.advanceMinutes(14);
    expect(outcome(await m.change(m.password, 'brandnew123'))).toEqual(TOO_MANY);
    clock.advanceMinutes(1);
    expect((await m.change(m.password, 'brandnew123')).statusCode).toBe(200);
    await login(h.app, { userId: m.userId, password: 'brandnew123' });
  });

  it('does not count a right current password as a failure', async () => {
    const m = await member('typo1');
    for (let i = 0; i < 4; i++) {
      expect(outcome(await m.change(`typo${i}word`, 'brandnew123'))).toEqual(WRONG);
    }
    expect(outcome(await m.change(m.password, m.password))).toMatchObject({
      status: 400,
      code: 'SAME_PASSWORD',
    });
    expect((await m.change(m.password, 'brandnew123')).statusCode).toBe(200);
    // Four failures so far: one more wrong try is still checked.
    expect(outcome(await m.change('typo9word', 'brandnew456'))).toEqual(WRONG);
    expect(outcome(await m.change('brandnew123', 'brandnew456'))).toEqual(TOO_MANY);
  });

  it("lets a member change their password whatever another member's failures", async () => {
    const victim = await member('victim1');
    const other = await member('other1');
    for (let i = 0; i < 6; i++) await victim.change(`guess${i}word`, 'brandnew123');
    expect(outcome(await victim.change(victim.password, 'brandnew123'))).toEqual(TOO_MANY);
    expect((await other.change(other.password, 'brandnew123')).statusCode).toBe(200);
  });

  it('checks at most 5 guesses when they arrive together', async () => {
    const m = await member('burst1');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => m.change(`burst${i}word`, 'brandnew123')),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, ...Array<number>(7).fill(429)]);
    expect(outcome(await m.change(m.password, 'brandnew123'))).toEqual(TOO_MANY);
  });
});
