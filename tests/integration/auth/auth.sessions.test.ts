import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  DEMO,
  FakeClock,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';
import type { SessionEndedMessage } from '../../../server/platform/bus/bus';

describe.each(dbTargets)('sessions and roles on %s', (target) => {
  const clock = new FakeClock();
  let h: TestApp;
  let admin: LoggedIn;
  let demoId: number;
  /** Every session end published on the bus (its streams close on every node). */
  const ends: SessionEndedMessage[] = [];
  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    h.bus.subscribe('session.ended', (message) => ends.push(message));
    admin = await login(h.app, ADMIN);
    demoId = await memberIdOf(h.db, 'demo');
  });
  afterAll(() => h?.close());

  const user = (headers: Record<string, string>) =>
    h.app.inject({ method: 'GET', url: '/api/member/user', headers });
  const sessionIdOf = async (token: string) => {
    const { hashSessionToken } = await import('../../../server/auth/session-token');
    const [row] = await h.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE token_hash = $1',
      [hashSessionToken(token)],
    );
    return row!.id;
  };

  it('refuses requests without a valid token with 401', async () => {
    expect(outcome(await user({}))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(outcome(await user({ 'x-auth-token': 'Bearer nonsense' }))).toMatchObject({
      status: 401,
    });
    const unknown = `Bearer ${'A'.repeat(43)}`;
    expect(outcome(await user({ 'x-auth-token': unknown }))).toMatchObject({ status: 401 });
  });

  it('answers token checks that arrive together each for its own session (they share one query)', async () => {
    const replaced = await login(h.app, DEMO);
    const demo = await login(h.app, DEMO);
    const unknown = { 'x-auth-token': `Bearer ${'B'.repeat(43)}` };
    const callers = [admin.headers, demo.headers, replaced.headers, unknown];
    const expected = [
      { status: 200, userId: 'admin' },
      { status: 200, userId: 'demo' },
      { status: 555, code: 'SESSION_REPLACED' },
      { status: 401, code: 'UNAUTHENTICATED' },
    ];
    const order = Array.from({ length: 24 }, (_, i) => (i * 7) % callers.length);
    const answers = await Promise.all(order.map((c) => user(callers[c]!)));
    answers.forEach((answer, i) => {
      const want = expected[order[i]!]!;
      const body = answer.json<{ code?: string; userId?: string }>();
      expect(answer.statusCode).toBe(want.status);
      if ('userId' in want) expect(body.userId).toBe(want.userId);
      else expect(body.code).toBe(want.code);
    });
  });

  it('ends the first session when the member logs in again: 555, and its end is published', async () => {
    const first = await login(h.app, DEMO);
    const firstSession = await sessionIdOf(first.token);
    ends.length = 0;
    const second = await login(h.app, DEMO);
    expect(outcome(await user(first.headers))).toEqual({ status: 555, code: 'SESSION_REPLACED' });
    expect((await user(second.headers)).statusCode).toBe(200);
    expect(ends).toEqual([{ memberId: demoId, sessionIds: [firstSession], status: 555 }]);
    const [ended] = await h.db.query<{ ended_reason: string }>(
      'SELECT ended_reason FROM sessions WHERE id = $1',
      [firstSession],
    );
    expect(ended!.ended_reason).toBe('replaced');
  });

  it('logs out: the token then answers 401, and logging out again still succeeds', async () => {
    const session = await login(h.app, DEMO);
    const logout = () =>
      h.app.inject({ method: 'POST', url: '/api/member/logout', headers: session.headers });
    expect((await logout()).json()).toEqual({ ok: true });
    expect(outcome(await user(session.headers))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect((await logout()).statusCode).toBe(200);
  });

  it('force-logout by an admin: 556 on the next request, and its end is published', async () => {
    const session = await login(h.app, DEMO);
    ends.length = 0;
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/admin/members/${demoId}/force-logout`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(outcome(await user(session.headers))).toEqual({ status: 556, code: 'SESSION_ENDED' });
    expect(ends).toEqual([
      { memberId: demoId, sessionIds: [await sessionIdOf(session.token)], status: 556 },
    ]);
  });

  it('blocking ends the session with 406 and refuses the next login; unblocking restores it', async () => {
    const session = await login(h.app, DEMO);
    ends.length = 0;
    const block = (blocked: boolean) =>
      h.app.inject({
        method: 'POST',
        url: `/api/admin/members/${demoId}/block`,
        headers: admin.headers,
        payload: { blocked },
      });
    expect((await block(true)).statusCode).toBe(200);
    expect(outcome(await user(session.headers))).toEqual({ status: 406, code: 'ACCOUNT_BLOCKED' });
    expect(ends).toEqual([
      { memberId: demoId, sessionIds: [await sessionIdOf(session.token)], status: 406 },
    ]);
    await expect(login(h.app, DEMO)).rejects.toThrow(/406/);
    expect((await block(false)).statusCode).toBe(200);
    expect((await user((await login(h.app, DEMO)).headers)).statusCode).toBe(200);
  });

  it('answers 406 when the account is blocked behind a live session', async () => {
    const session = await login(h.app, DEMO);
    await h.db.query('UPDATE members SET withdrawal_type = 1 WHERE id = $1', [demoId]);
    expect(outcome(await user(session.headers))).toEqual({ status: 406, code: 'ACCOUNT_BLOCKED' });
    await h.db.query('UPDATE members SET withdrawal_type = 0 WHERE id = $1', [demoId]);
  });

  it('changes the password: the current session stays, other sessions and the old password go', async () => {
    const session = await login(h.app, DEMO);
    const change = (currentPassword: string, newPassword: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/member/change-password',
        headers: session.headers,
        payload: { currentPassword, newPassword },
      });
    expect(outcome(await change('wrong-one1', 'newpass123'))).toEqual({
      status: 400,
      code: 'WRONG_CURRENT_PASSWORD',
    });
    expect(outcome(await change(DEMO.password, DEMO.password))).toEqual({
      status: 400,
      code: 'SAME_PASSWORD',
    });
    expect(outcome(await change(DEMO.password, 'short'))).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    expect((await change(DEMO.password, 'newpass123')).statusCode).toBe(200);
    expect((await user(session.headers)).statusCode).toBe(200);
    await expect(login(h.app, DEMO)).rejects.toThrow(/404/);
    const fresh = await login(h.app, { userId: 'demo', password: 'newpass123' });
    expect(outcome(await user(session.headers))).toMatchObject({ status: 555 });
    // Put it back for the tests after this one.
    const back = await h.app.inject({
      method: 'POST',
      url: '/api/member/change-password',
      headers: fresh.headers,
      payload: { currentPassword: 'newpass123', newPassword: DEMO.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps only the changing session live after a password change', async () => {
    // One live session per member (migration 001) means "the others" can only be stale rows;
    // the rule still holds: afterwards exactly the current session is live.
    const manager = await login(h.app, MANAGER);
    const managerId = await memberIdOf(h.db, 'manager');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/member/change-password',
      headers: manager.headers,
      payload: { currentPassword: MANAGER.password, newPassword: 'manager5678!' },
    });
    expect(response.statusCode).toBe(200);
    const live = await h.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE member_id = $1 AND ended_at IS NULL',
      [managerId],
    );
    expect(live.map((r) => r.id)).toEqual([await sessionIdOf(manager.token)]);
    expect((await user(manager.headers)).statusCode).toBe(200);
  });

  // Spec §4: autoLogoutMin (60 by default); a casino or slot launch extends a session to 120
  // minutes after it (tests/integration/casino/site-session.test.ts).
  it('expires a session idle longer than autoLogoutMin minutes', async () => {
    const session = await login(h.app, DEMO);
    clock.advanceMinutes(50);
    expect((await user(session.headers)).statusCode).toBe(200);
    clock.advanceMinutes(59);
    expect((await user(session.headers)).statusCode).toBe(200);
    clock.advanceMinutes(61);
    expect(outcome(await user(session.headers))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    const [row] = await h.db.query<{ ended_reason: string }>(
      'SELECT ended_reason FROM sessions WHERE id = $1',
      [await sessionIdOf(session.token)],
    );
    expect(row!.ended_reason).toBe('expired');
  });

  it('writes last_seen_at at most once a minute', async () => {
    const session = await login(h.app, DEMO);
    const id = await sessionIdOf(session.token);
    const lastSeen = async () =>
      (
        await h.db.query<{ last_seen_at: string }>(
          'SELECT last_seen_at FROM sessions WHERE id = $1',
          [id],
        )
      )[0]!.last_seen_at;
    const start = await lastSeen();
    for (let i = 0; i < 3; i++) await user(session.headers);
    expect(await lastSeen()).toBe(start);
    clock.advanceMinutes(2);
    await user(session.headers);
    expect(Date.parse(await lastSeen()) - Date.parse(start)).toBe(2 * 60_000);
  });

  it('checks roles: admin area needs an admin, manager area a manager (spec §6)', async () => {
    // The clock moved hours ahead in the tests above: fresh sessions.
    admin = await login(h.app, ADMIN);
    const demo = await login(h.app, DEMO);
    const manager = await login(h.app, { userId: 'manager', password: 'manager5678!' });
    const get = (url: string, headers: Record<string, string>) =>
      h.app.inject({ method: 'GET', url, headers });
    expect(outcome(await get('/api/admin/settings', demo.headers))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(outcome(await get('/api/admin/settings', manager.headers))).toMatchObject({
      status: 403,
    });
    expect(outcome(await get('/api/admin/settings', {}))).toMatchObject({ status: 401 });
    expect(outcome(await get('/api/manager/members', demo.headers))).toMatchObject({ status: 403 });
    expect(outcome(await get('/api/manager/members', admin.headers))).toMatchObject({
      status: 403,
    });
    const downline = await get('/api/manager/members', manager.headers);
    expect(downline.statusCode).toBe(200);
    expect(downline.json().items.map((m: { userId: string }) => m.userId)).toEqual(['demo']);
    expect(downline.json().items[0]).not.toHaveProperty('phone');
  });

  it('refuses admin self-targeting', async () => {
    const adminId = await memberIdOf(h.db, 'admin');
    for (const [url, payload] of [
      [`/api/admin/members/${adminId}/force-logout`, undefined],
      [`/api/admin/members/${adminId}/block`, { blocked: true }],
    ] as const) {
      const response = await h.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect(outcome(response), url).toEqual({ status: 400, code: 'CANNOT_TARGET_SELF' });
    }
  });
});
