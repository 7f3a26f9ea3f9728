import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActors, stopActorsForTests } from '../../../src/app/actors';
import { login, openDialog } from '../../../src/app/commands';
import { gateNavigation } from '../../../src/app/navigation-gate';
import { ALERTS } from '../../../common/i18n/alerts.ko';
import { dialogsStore } from '../../../src/stores/dialogs.store';
import { sessionStore } from '../../../src/stores/session.store';
import { unreadStore } from '../../../src/stores/unread.store';
import { admin, member } from '../stores/fixtures';
import { resetStores } from '../stores/reset-stores';
import { json, stubServer } from '../machines/fake-server';
import { fakeEffects } from '../machines/session-harness';

let effects: ReturnType<typeof fakeEffects>;

beforeEach(() => {
  resetStores();
  effects = fakeEffects('/');
});
afterEach(() => {
  stopActorsForTests();
  effects.restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function server({ maintenance = false, unread = 0, user = member() } = {}) {
  return stubServer({
    'GET /api/setting/maintanace': () => json(200, { siteNoticeFlg: maintenance }),
    'GET /api/message/unread': () => json(200, unread),
    'GET /api/setting/autoLogoutMin': () => json(200, { autoLogoutMin: 30 }),
    'POST /api/member/logout': () => json(200, { ok: true }),
    'POST /api/member/login': () => json(200, { user }, { 'X-AUTH-TOKEN': 'Bearer tok-1' }),
    'GET /api/member/user': () => json(200, user),
  });
}

describe('gateNavigation (root beforeLoad, spec §4)', () => {
  it('lets a logged-out visitor through when the site is open, without asking for messages', async () => {
    const { calls } = server();
    expect(await gateNavigation('/korea')).toBeNull();
    expect(calls).toEqual(['GET /api/setting/maintanace']);
  });

  it('sends everyone to /maintenance while the flag is on, and logs a member out', async () => {
    sessionStore.setState({ user: member(), token: 'tok' });
    const { calls } = server({ maintenance: true });
    expect(await gateNavigation('/korea')).toBe('/maintenance');
    await vi.waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(calls).toContain('POST /api/member/logout');
    expect(effects.navigate).not.toHaveBeenCalled(); // the router performs the redirect
    expect(await gateNavigation('/maintenance')).toBeNull();
  });

  it('forces a member with unread messages to /message with an alert', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] });
    sessionStore.setState({ user: member(), token: 'tok' });
    server({ unread: 3 });
    expect(await gateNavigation('/korea')).toBe('/message?time=1735689600');
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(ALERTS.messageArrived);
    expect(unreadStore.getState().count).toBe(3);
    expect(await gateNavigation('/message')).toBeNull();
  });

  it('stamps the session expiry on each navigation', async () => {
    sessionStore.setState({ user: member(), token: 'tok' });
    server();
    await gateNavigation('/korea');
    expect(localStorage.getItem('expireTime')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps staff in their area', async () => {
    sessionStore.setState({ user: admin(), token: 'tok' });
    const { calls } = server({ unread: 5 });
    expect(await gateNavigation('/korea')).toBe('/admin');
    expect(await gateNavigation('/admin/members')).toBeNull();
    expect(calls).not.toContain('GET /api/message/unread');
  });
});

describe('commands', () => {
  it('login resolves with the user and the machine holds the session', async () => {
    server();
    effects.path = '/login';
    const result = await login('member01', 'pass1234');
    expect(result).toEqual({ ok: true, user: member() });
    expect(sessionStore.getState().token).toBe('tok-1');
    expect(getActors().session.getSnapshot().matches('loggedIn')).toBe(true);
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it('login answers the server text on 404', async () => {
    stubServer({
      'POST /api/member/login': () =>
        json(404, {
          code: 'INVALID_CREDENTIALS',
          message: '아이디 또는 비밀번호가 일치하지 않습니다.',
        }),
    });
    expect(await login('member01', 'wrong')).toEqual({
      ok: false,
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
    });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('openDialog goes through the dialog rules', () => {
    openDialog('login');
    expect(dialogsStore.getState().open.login).toBe(true);
  });
});
