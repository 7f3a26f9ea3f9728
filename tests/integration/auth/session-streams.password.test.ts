import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '../../../server/auth/session-token';
import { login, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createExtraMember, EXTRA_PASSWORD } from '../helpers/extra-members';
import {
  closeAll,
  expectEndedWith,
  expectNothingAfterEnd,
  openSessionStreams,
  type SessionStreamSet,
} from '../helpers/session-streams';
import { events, listen } from '../helpers/sse-client';
import { dbTargets } from '../helpers/test-db';

/**
 * A password change ends the member's OTHER sessions (401) and keeps the changing one. With one
 * live session per member (migration 001) "the others" cannot exist, so this file's database
 * drops that index to hold a second live session: the rule, and its streams, must hold the day
 * sessions become per device.
 */
describe.each(dbTargets)('a password change ends the other sessions’ streams on %s', (target) => {
  let h: TestApp;
  let baseUrl: string;
  const open: SessionStreamSet[] = [];
  beforeAll(async () => {
    h = await startTestApp(target);
    baseUrl = await listen(h.app);
    await h.db.query('DROP INDEX sessions_one_live_per_member');
  });
  afterAll(async () => {
    open.forEach(closeAll);
    await h?.close();
  });

  /** A second live session of the member, as another device would hold. */
  const otherSession = async (memberId: number): Promise<LoggedIn> => {
    const { token, tokenHash } = newSessionToken();
    await h.db.query('INSERT INTO sessions (member_id, token_hash) VALUES ($1, $2)', [
      memberId,
      tokenHash,
    ]);
    const header = `Bearer ${token}`;
    return { token, headers: { 'x-auth-token': header }, user: undefined as never };
  };

  it('closes the other session’s streams with 401; the changing session’s stay', async () => {
    const member = await createExtraMember(h.db, { prefix: 'pw' });
    const changing = await login(h.app, member.credentials);
    const other = await otherSession(member.id);
    const otherStreams = await openSessionStreams(baseUrl, other);
    const ownStreams = await openSessionStreams(baseUrl, changing);
    open.push(otherStreams, ownStreams);

    const change = await h.app.inject({
      method: 'POST',
      url: '/api/member/change-password',
      headers: changing.headers,
      payload: { currentPassword: EXTRA_PASSWORD, newPassword: 'changed1234!' },
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectEndedWith(otherStreams, 401);
    // The witness is the changing session itself: its streams are still live and hear it all.
    await expectNothingAfterEnd(h.bus, baseUrl, otherStreams, member.id, changing);
    h.bus.publish('sse.bets', {
      memberId: member.id,
      event: { type: 'balance', emoney: 9, point: 9 },
    });
    await ownStreams.bets.waitFor((f) => events(f).some((e) => e.event === 'balance'));
    for (const stream of Object.values(ownStreams)) {
      expect(events(stream.frames).map((e) => e.event)).not.toContain('sessionEnded');
    }
  });
});
