/**
 * The casino and slot session extension (spec §4 "120 minutes after entering casino or
 * slot", §9): without a launch a session idle past autoLogoutMin ends (token check and sweep);
 * after a launch it stays until 120 minutes after the launch, then ends like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idleLimitMs } from '../../../server/auth/session-end';
import { SessionExpirySweeper } from '../../../server/auth/session-expiry';
import { Realtime } from '../../../server/platform/sse/realtime';
import {
  ADMIN,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

/** A short setting, so "idle past autoLogoutMin" and "within 120 minutes" differ. */
const AUTO_LOGOUT_MIN = 30;

describe.each(dbTargets)('casino session extension on %s', (target) => {
  let h: TestApp;
  const clock = new FakeClock(Date.parse('2026-03-02T03:00:00Z'));
  let sweeper: SessionExpirySweeper;
  let baccarat: number;

  const user = (who: LoggedIn) =>
    h.app.inject({ method: 'GET', url: '/api/member/user', headers: who.headers });
  const launch = (who: LoggedIn) =>
    h.app.inject({
      method: 'POST',
      url: '/api/playfun/auth',
      headers: who.headers,
      payload: { gameId: baccarat },
    });
  const freshMember = async () => {
    const created = await createExtraMember(h.db, { prefix: 'ext' });
    return login(h.app, created.credentials);
  };
  const sessionOf = async (who: LoggedIn) => {
    const [row] = await h.db.query<{ ended_reason: string | null; extended_until: string | null }>(
      `SELECT s.ended_reason, s.extended_until FROM sessions s
         JOIN members m ON m.id = s.member_id
        WHERE m.id = $1 ORDER BY s.id DESC LIMIT 1`,
      [who.user.id],
    );
    return row!;
  };

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    const admin = await login(h.app, ADMIN);
    const patched = await h.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { autoLogoutMin: AUTO_LOGOUT_MIN },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // The sweep a node runs at every tick (the app's own timer is off in tests).
    sweeper = new SessionExpirySweeper(
      h.db,
      clock.now,
      () => idleLimitMs(AUTO_LOGOUT_MIN),
      new Realtime(h.bus),
    );
    const [game] = await h.db.query<{ id: number }>(
      `SELECT id FROM casino_games WHERE game_code = 'baccarat-1'`,
    );
    baccarat = game!.id;
  }, 60_000);
  afterAll(() => h?.close());

  it('without a launch, a session idle past autoLogoutMin ends at its next request', async () => {
    const member = await freshMember();
    clock.advanceMinutes(AUTO_LOGOUT_MIN - 1);
    expect((await user(member)).statusCode).toBe(200);
    clock.advanceMinutes(AUTO_LOGOUT_MIN + 1);
    expect(outcome(await user(member))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect((await sessionOf(member)).ended_reason).toBe('expired');
  });

  it('a launch keeps the session through the token check until 120 minutes after it', async () => {
    const member = await freshMember();
    const launchedAt = clock.now().getTime();
    expect((await launch(member)).statusCode).toBe(200);
    expect(Date.parse((await sessionOf(member)).extended_until!)).toBe(launchedAt + 120 * 60_000);
    clock.advanceMinutes(100); // idle 100 > 30, within the extension
    expect((await user(member)).statusCode).toBe(200);
    clock.advanceMinutes(AUTO_LOGOUT_MIN + 1); // 131 minutes after the launch, idle 31
    expect(outcome(await user(member))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect((await sessionOf(member)).ended_reason).toBe('expired');
  });

  it('the idle sweep spares an extended session until the extension ends', async () => {
    const plain = await freshMember();
    const playing = await freshMember();
    expect((await launch(playing)).statusCode).toBe(200);
    clock.advanceMinutes(AUTO_LOGOUT_MIN + 1);
    await sweeper.sweep();
    expect((await sessionOf(plain)).ended_reason).toBe('expired');
    expect((await sessionOf(playing)).ended_reason).toBeNull();
    clock.advanceMinutes(119 - AUTO_LOGOUT_MIN - 1); // 119 minutes after the launch
    await sweeper.sweep();
    expect((await sessionOf(playing)).ended_reason).toBeNull();
    clock.advanceMinutes(2); // 121
    await sweeper.sweep();
    expect((await sessionOf(playing)).ended_reason).toBe('expired');
    expect(outcome(await user(playing))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('a later launch moves the extension on to 120 minutes after it', async () => {
    const member = await freshMember();
    expect((await launch(member)).statusCode).toBe(200);
    const first = Date.parse((await sessionOf(member)).extended_until!);
    clock.advanceMinutes(10);
    expect((await launch(member)).statusCode).toBe(200);
    expect(Date.parse((await sessionOf(member)).extended_until!)).toBe(first + 10 * 60_000);
  });
});
