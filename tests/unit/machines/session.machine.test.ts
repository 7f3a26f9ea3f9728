import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from '../../../src/api/http';
import { ALERTS } from '../../../common/i18n/alerts.ko';
import { CASINO_SESSION_EXTENSION_MIN } from '../../../src/machines/session.machine';
import { dialogsStore } from '../../../src/stores/dialogs.store';
import { SESSION_EXPIRY_STORAGE_KEY } from '../../../src/stores/session-expiry';
import { sessionStore } from '../../../src/stores/session.store';
import { settingsStore } from '../../../src/stores/settings.store';
import { USER_POLL_MS } from '../../../src/streams/member/user-poll.stream';
import { writeDialogFlags } from '../../../src/streams/shell/dialog-writes';
import { admin, member } from '../stores/fixtures';
import { resetStores } from '../stores/reset-stores';
import { fakeEffects, MINUTE, settle, START, startSessionActor } from './session-harness';

let effects: ReturnType<typeof fakeEffects>;

beforeEach(() => {
  resetStores();
  vi.useFakeTimers({ now: START });
  effects = fakeEffects('/login');
});
afterEach(() => {
  effects.restore();
  vi.useRealTimers();
});

async function loggedIn(options: Parameters<typeof startSessionActor>[0] = {}) {
  const session = startSessionActor(options);
  session.actor.send({ type: 'LOGIN', userId: 'member01', password: 'pass1234' });
  await settle();
  return session;
}

const storedExpiry = () => localStorage.getItem(SESSION_EXPIRY_STORAGE_KEY);

describe('session machine: login', () => {
  it('starts logged out without a stored session', () => {
    expect(startSessionActor().state()).toBe('loggedOut');
  });

  it('logs in, stores user and token, stamps the Seoul expiry and leaves /login for home', async () => {
    writeDialogFlags({ ...dialogsStore.getState().open, login: true });
    const session = await loggedIn();
    expect(session.loginCalls).toHaveBeenCalledWith({ userId: 'member01', password: 'pass1234' });
    expect(session.state()).toEqual({ loggedIn: 'active' });
    expect(sessionStore.getState()).toEqual({ user: member(), token: 'token-1' });
    expect(settingsStore.getState()).toMatchObject({ autoLogoutMin: 30, autoLogoutLoaded: true });
    expect(storedExpiry()).toBe('2025-01-01 09:30:00');
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(dialogsStore.getState().open.login).toBe(false);
  });

  it('sends an admin to /admin after login (role redirect)', async () => {
    await loggedIn({ user: admin() });
    expect(effects.navigate).toHaveBeenCalledWith('/admin');
  });

  it('keeps the failure text for the login form', async () => {
    const session = await loggedIn({
      loginResult: { ok: false, message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
    });
    expect(session.state()).toBe('loggedOut');
    expect(session.actor.getSnapshot().context.loginError).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('session machine: expiry (spec §4)', () => {
  it('logs out when the auto-logout minutes pass without navigation', async () => {
    const session = await loggedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(session.state()).toEqual({ loggedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state()).toEqual({ loggedIn: 'expiring' });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(session.state()).toBe('loggedOut');
    expect(session.logoutCalls).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(storedExpiry()).toBeNull();
    expect(effects.navigate).toHaveBeenLastCalledWith('/login');
  });

  it('restarts the clock on every navigation', async () => {
    const session = await loggedIn();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    session.actor.send({ type: 'NAVIGATED' });
    expect(storedExpiry()).toBe('2025-01-01 09:50:00');
    await vi.advanceTimersByTimeAsync(10 * MINUTE); // the first expiry passes unnoticed
    expect(session.state()).toEqual({ loggedIn: 'active' });
    await vi.advanceTimersByTimeAsync(20 * MINUTE - 1);
    expect(session.state()).toEqual({ loggedIn: 'expiring' });
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state()).toBe('loggedOut');
  });

  it('extends to 120 minutes on casino or slot entry', async () => {
    const session = await loggedIn();
    session.actor.send({ type: 'EXTEND_FOR_CASINO' });
    expect(CASINO_SESSION_EXTENSION_MIN).toBe(120);
    expect(storedExpiry()).toBe('2025-01-01 11:00:00');
    await vi.advanceTimersByTimeAsync(120 * MINUTE - 1);
    expect(session.state()).not.toBe('loggedOut');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state()).toBe('loggedOut');
  });

  it('keeps a casino entry’s 120 minutes when the member navigates the site meanwhile', async () => {
    const session = await loggedIn();
    session.actor.send({ type: 'EXTEND_FOR_CASINO' });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    session.actor.send({ type: 'NAVIGATED' });
    expect(storedExpiry()).toBe('2025-01-01 11:00:00');
    await vi.advanceTimersByTimeAsync(100 * MINUTE); // 10:50: auto-logout minutes reach past 11:00
    session.actor.send({ type: 'NAVIGATED' });
    expect(storedExpiry()).toBe('2025-01-01 11:20:00');
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(session.state()).not.toBe('loggedOut');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state()).toBe('loggedOut');
  });

  it('keeps the login across a reload while the stored expiry is ahead', () => {
    sessionStore.setState({ user: member(), token: 'token-1' });
    localStorage.setItem(SESSION_EXPIRY_STORAGE_KEY, '2025-01-01 09:10:00');
    const session = startSessionActor({ autoLogoutMin: null });
    expect(session.state()).toEqual({ loggedIn: 'active' });
    expect(session.actor.getSnapshot().context.expiresAtMs).toBe(START.getTime() + 10 * MINUTE);
  });

  it('logs out at once on reload when the stored expiry has passed', async () => {
    sessionStore.setState({ user: member(), token: 'token-1' });
    localStorage.setItem(SESSION_EXPIRY_STORAGE_KEY, '2025-01-01 08:59:59');
    const session = startSessionActor();
    await settle();
    expect(session.state()).toBe('loggedOut');
    expect(session.logoutCalls).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });
});

describe('session machine: 5-second user poll (spec §4)', () => {
  it('re-fetches the user every 5 s while logged in, and stops after logout', async () => {
    const session = await loggedIn({ user: member({ emoney: 77_000 }) });
    expect(session.fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(USER_POLL_MS);
    expect(session.fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * USER_POLL_MS);
    expect(session.fetchUser).toHaveBeenCalledTimes(3);
    expect(sessionStore.getState().user?.emoney).toBe(77_000);

    session.actor.send({ type: 'LOGOUT' });
    await settle();
    await vi.advanceTimersByTimeAsync(5 * USER_POLL_MS);
    expect(session.fetchUser).toHaveBeenCalledTimes(3);
  });

  it('ends the session quietly when the poll gets 401 (logged out in another tab)', async () => {
    const session = await loggedIn();
    session.fetchUser.mockImplementation(() =>
      Promise.reject(
        new HTTPError(
          new Response('{}', { status: 401 }),
          new Request('http://x/api/member/user'),
          {} as never,
        ),
      ),
    );
    await vi.advanceTimersByTimeAsync(USER_POLL_MS);
    expect(session.state()).toBe('loggedOut');
    expect(sessionStore.getState().user).toBeNull();
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/login');
  });

  it('refreshes at once on request (mobile cash click)', async () => {
    const session = await loggedIn();
    session.actor.send({ type: 'REFRESH_USER' });
    await settle();
    expect(session.fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe('session machine: logout (spec §4)', () => {
  it('calls logout, clears the user, closes user info and goes to /login', async () => {
    const session = await loggedIn();
    writeDialogFlags({ ...dialogsStore.getState().open, userInfo: true });
    effects.path = '/member';
    session.actor.send({ type: 'LOGOUT' });
    await settle();
    expect(session.logoutCalls).toHaveBeenCalledTimes(1);
    expect(session.state()).toBe('loggedOut');
    expect(sessionStore.getState()).toEqual({ user: null, token: null });
    expect(dialogsStore.getState().open.userInfo).toBe(false);
    expect(effects.navigate).toHaveBeenLastCalledWith('/login');
  });

  it('does not navigate when the caller redirects itself (maintenance gate)', async () => {
    const session = await loggedIn();
    effects.navigate.mockClear();
    session.actor.send({ type: 'LOGOUT', destination: null });
    await settle();
    expect(session.state()).toBe('loggedOut');
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('session machine: session statuses (spec §8)', () => {
  it.each([
    { status: 555, alert: ALERTS.sessionReplaced, reset: true },
    { status: 556, alert: '로그아웃 되었습니다.', reset: false },
    { status: 600, alert: '차단된 아이피입니다', reset: true },
    {
      status: 500,
      alert: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
      reset: true,
    },
  ] as const)(
    '$status: logs out, alerts "$alert" and goes to /login',
    async ({ status, alert, reset }) => {
      const session = await loggedIn();
      writeDialogFlags({ ...dialogsStore.getState().open, userInfo: true, betSlip: true });
      effects.navigate.mockClear();
      session.actor.send({ type: 'SESSION_STATUS', status });
      expect(session.state()).toBe('loggedOut');
      expect(session.logoutCalls).not.toHaveBeenCalled(); // the server already ended it
      expect(effects.notify).toHaveBeenCalledExactlyOnceWith(alert);
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
      expect(sessionStore.getState().user).toBeNull();
      expect(dialogsStore.getState().open.userInfo).toBe(false);
      expect(dialogsStore.getState().open.betSlip).toBe(!reset);
    },
  );

  it('406: logs out, resets and leaves for a blank page without an alert', async () => {
    const session = await loggedIn();
    effects.navigate.mockClear();
    session.actor.send({ type: 'SESSION_STATUS', status: 406 });
    expect(session.state()).toBe('loggedOut');
    expect(effects.leaveSite).toHaveBeenCalledTimes(1);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a burst of the same status alerts once', async () => {
    const session = await loggedIn();
    for (let i = 0; i < 5; i += 1) session.actor.send({ type: 'SESSION_STATUS', status: 555 });
    expect(effects.notify).toHaveBeenCalledTimes(1);
  });

  it('logged out: 555 is ignored; 600 alerts once per cooldown', async () => {
    const session = startSessionActor();
    session.actor.send({ type: 'SESSION_STATUS', status: 555 });
    expect(effects.notify).not.toHaveBeenCalled();
    session.actor.send({ type: 'SESSION_STATUS', status: 600 });
    session.actor.send({ type: 'SESSION_STATUS', status: 600 });
    expect(effects.notify).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    session.actor.send({ type: 'SESSION_STATUS', status: 600 });
    expect(effects.notify).toHaveBeenCalledTimes(2);
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});
