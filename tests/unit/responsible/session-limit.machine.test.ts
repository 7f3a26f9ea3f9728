// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRY_STORAGE_KEY } from '../../../src/stores/session-expiry';
import { sessionStore } from '../../../src/stores/session.store';
import { resetStores } from '../stores/reset-stores';
import { fakeEffects, MINUTE, settle, START, startSessionActor } from '../machines/session-harness';

/** The member's session time limit ends the session through the expiry path. */

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

async function loggedIn() {
  const session = startSessionActor({ autoLogoutMin: 60 });
  session.actor.send({ type: 'LOGIN', userId: 'member01', password: 'pass1234' });
  await settle();
  return session;
}

const storedExpiry = () => localStorage.getItem(SESSION_EXPIRY_STORAGE_KEY);

describe('session time limit', () => {
  it('ends the session at the limit even while the member keeps navigating', async () => {
    const session = await loggedIn();
    session.actor.send({ type: 'SESSION_LIMIT', endsAtMs: START.getTime() + 20 * MINUTE });
    expect(storedExpiry()).toBe('2025-01-01 09:20:00');

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    session.actor.send({ type: 'NAVIGATED' });
    session.actor.send({ type: 'EXTEND_FOR_CASINO' });
    expect(storedExpiry()).toBe('2025-01-01 09:20:00');

    await vi.advanceTimersByTimeAsync(9 * MINUTE - 1);
    expect(session.state()).toEqual({ loggedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state()).toEqual({ loggedIn: 'expiring' });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(session.state()).toBe('loggedOut');
    expect(session.logoutCalls).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(effects.navigate).toHaveBeenLastCalledWith('/login');
  });

  it('a removed limit gives the auto-logout minutes back', async () => {
    const session = await loggedIn();
    session.actor.send({ type: 'SESSION_LIMIT', endsAtMs: START.getTime() + 20 * MINUTE });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    session.actor.send({ type: 'SESSION_LIMIT', endsAtMs: null });
    expect(storedExpiry()).toBe('2025-01-01 10:05:00');
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(session.state()).toEqual({ loggedIn: 'active' });
  });

  it('a new login forgets the previous member’s limit', async () => {
    const session = await loggedIn();
    session.actor.send({ type: 'SESSION_LIMIT', endsAtMs: START.getTime() + 20 * MINUTE });
    session.actor.send({ type: 'LOGOUT' });
    await settle();
    session.actor.send({ type: 'LOGIN', userId: 'member02', password: 'pass1234' });
    await settle();
    expect(session.actor.getSnapshot().context.sessionEndsAtMs).toBeNull();
    expect(storedExpiry()).toBe('2025-01-01 10:00:00');
  });
});
