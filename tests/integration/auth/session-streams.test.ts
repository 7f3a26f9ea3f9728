import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Realtime } from '../../../server/platform/sse/realtime';
import { idleLimitMs } from '../../../server/auth/session-end';
import { SessionExpirySweeper } from '../../../server/auth/session-expiry';
import { DEFAULT_SETTINGS } from '../../../server/content/settings.service';
import {
  ADMIN,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import {
  closeAll,
  expectEndedWith,
  expectNothingAfterEnd,
  openSessionStreams,
  type SessionStreamSet,
} from '../helpers/session-streams';
import { listen } from '../helpers/sse-client';
import { dbTargets } from '../helpers/test-db';

/**
 * A stream lives exactly as long as its session: every way a session ends closes the
 * general, bets and inplay streams opened with its token, after a last `sessionEnded` carrying
 * what the token now answers, and nothing published to the member reaches them afterwards.
 */
describe.each(dbTargets)('session streams end with their session on %s', (target) => {
  const clock = new FakeClock();
  let h: TestApp;
  let baseUrl: string;
  let admin: LoggedIn;
  const open: SessionStreamSet[] = [];
  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    baseUrl = await listen(h.app);
    admin = await login(h.app, ADMIN);
  });
  afterAll(async () => {
    open.forEach(closeAll);
    await h?.close();
  });

  /** A fresh member, logged in, with its three streams open. */
  const memberWithStreams = async () => {
    const member = await createExtraMember(h.db, { prefix: 'ss' });
    const session = await login(h.app, member.credentials);
    const streams = await openSessionStreams(baseUrl, session);
    open.push(streams);
    return { member, session, streams };
  };
  const adminPost = async (url: string, payload?: object) => {
    const response = await h.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const user = (session: LoggedIn) =>
    h.app.inject({ method: 'GET', url: '/api/member/user', headers: session.headers });
  const blockMember = (member: ExtraMember, blocked: boolean) =>
    adminPost(`/api/admin/members/${member.id}/block`, { blocked });

  it('logout: 401, streams closed, nothing delivered after', async () => {
    const { member, session, streams } = await memberWithStreams();
    const logout = await h.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(200);
    await expectEndedWith(streams, 401);
    const again = await login(h.app, member.credentials);
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, again);
  });

  it('replacement by a second login: 555 to the first session only', async () => {
    const { member, streams } = await memberWithStreams();
    const second = await login(h.app, member.credentials);
    await expectEndedWith(streams, 555);
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, second);
  });

  it('operator force-logout: 556', async () => {
    const { member, streams } = await memberWithStreams();
    await adminPost(`/api/admin/members/${member.id}/force-logout`);
    await expectEndedWith(streams, 556);
    const again = await login(h.app, member.credentials);
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, again);
  });

  it('operator block: 406', async () => {
    const { member, streams } = await memberWithStreams();
    await blockMember(member, true);
    await expectEndedWith(streams, 406);
    await blockMember(member, false);
    const again = await login(h.app, member.credentials);
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, again);
  });

  it('a block found at the token check (withdrawn behind a live session): 406', async () => {
    const { member, session, streams } = await memberWithStreams();
    await h.db.query('UPDATE members SET withdrawal_type = 1 WHERE id = $1', [member.id]);
    expect(outcome(await user(session))).toEqual({ status: 406, code: 'ACCOUNT_BLOCKED' });
    await expectEndedWith(streams, 406);
    await h.db.query('UPDATE members SET withdrawal_type = 0 WHERE id = $1', [member.id]);
    const again = await login(h.app, member.credentials);
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, again);
  });

  it('password reset by an operator: 401', async () => {
    const { member, streams } = await memberWithStreams();
    const reset = await adminPost(`/api/admin/members/${member.id}/reset-password`);
    await expectEndedWith(streams, 401);
    const { temporaryPassword } = reset.json<{ temporaryPassword: string }>();
    const again = await login(h.app, { userId: member.userId, password: temporaryPassword });
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, again);
  });

  it('idle expiry: the sweep ends a session that only holds streams (401)', async () => {
    // The sweep a node runs at every tick (the app's own timer is off in tests).
    const sweeper = new SessionExpirySweeper(
      h.db,
      clock.now,
      () => idleLimitMs(DEFAULT_SETTINGS.autoLogoutMin),
      new Realtime(h.bus),
    );
    const { member, session, streams } = await memberWithStreams();
    clock.advanceMinutes(59); // autoLogoutMin is 60 by default
    expect(await sweeper.sweep()).toBe(0);
    clock.advanceMinutes(2);
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    await expectEndedWith(streams, 401);
    expect(outcome(await user(session))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await sweeper.sweep()).toBe(0);
    const again = await login(h.app, member.credentials);
    await expectNothingAfterEnd(h.bus, baseUrl, streams, member.id, again);
  });
});
