import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { decideMaintenance } from '../../../src/machines/maintenance-decision';
import { liveMaintenanceMachine, maintenanceInput } from '../../../src/app/maintenance-io';
import { sessionStore } from '../../../src/stores/session.store';
import { settingsStore } from '../../../src/stores/settings.store';
import { admin, member } from '../stores/fixtures';
import { resetStores } from '../stores/reset-stores';
import { fakeEffects } from './session-harness';

describe('decideMaintenance (spec §4)', () => {
  const base = { loggedIn: true, staff: false };
  it.each([
    { flag: true, path: '/korea', expected: { redirectTo: '/maintenance', logout: true } },
    { flag: false, path: '/maintenance', expected: { redirectTo: '/', logout: true } },
    { flag: true, path: '/maintenance', expected: { redirectTo: null, logout: false } },
    { flag: false, path: '/korea', expected: { redirectTo: null, logout: false } },
  ])('flag $flag on $path → $expected', ({ flag, path, expected }) => {
    expect(decideMaintenance({ ...base, siteNoticeFlg: flag, pathname: path })).toEqual(expected);
  });

  it('sends a logged-out visitor to /maintenance too, without a logout', () => {
    expect(
      decideMaintenance({ siteNoticeFlg: true, pathname: '/', loggedIn: false, staff: false }),
    ).toEqual({
      redirectTo: '/maintenance',
      logout: false,
    });
  });

  it('lets staff through so they can switch maintenance off', () => {
    expect(
      decideMaintenance({ siteNoticeFlg: true, pathname: '/admin', loggedIn: true, staff: true }),
    ).toEqual({
      redirectTo: null,
      logout: false,
    });
  });
});

describe('maintenance machine', () => {
  let effects: ReturnType<typeof fakeEffects>;
  beforeEach(() => {
    resetStores();
    effects = fakeEffects('/korea');
  });
  afterEach(() => effects.restore());

  function start(flag: boolean | Error) {
    const fetchFlag = vi.fn(async () => {
      if (flag instanceof Error) throw flag;
      return flag;
    });
    const actor = createActor(
      liveMaintenanceMachine.provide({ actors: { fetchMaintenanceFlag: fromPromise(fetchFlag) } }),
      { input: maintenanceInput },
    ).start();
    const logoutRequests: (string | null)[] = [];
    actor.on('logoutRequested', (e) => logoutRequests.push(e.destination));
    const check = async (pathname: string) => {
      actor.send({ type: 'CHECK', pathname });
      return (await waitFor(actor, (s) => s.matches('decided'))).context.decision;
    };
    return { actor, fetchFlag, logoutRequests, check };
  }

  it('asks the server on every navigation and stores the flag', async () => {
    const m = start(true);
    await m.check('/a');
    await m.check('/b');
    expect(m.fetchFlag).toHaveBeenCalledTimes(2);
    expect(settingsStore.getState().siteNoticeFlg).toBe(true);
  });

  it('flag on, member not on /maintenance: logs out (no navigation of its own) and redirects', async () => {
    sessionStore.setState({ user: member(), token: 't' });
    const m = start(true);
    expect(await m.check('/korea')).toEqual({ redirectTo: '/maintenance', logout: true });
    expect(m.logoutRequests).toEqual([null]);
  });

  it('flag off on /maintenance: logs out and goes home', async () => {
    sessionStore.setState({ user: member(), token: 't' });
    const m = start(false);
    expect(await m.check('/maintenance')).toEqual({ redirectTo: '/', logout: true });
    expect(m.logoutRequests).toEqual([null]);
  });

  it('flag on and on /maintenance: stays', async () => {
    sessionStore.setState({ user: member(), token: 't' });
    const m = start(true);
    expect(await m.check('/maintenance')).toEqual({ redirectTo: null, logout: false });
    expect(m.logoutRequests).toEqual([]);
  });

  it('keeps the last known flag when the check fails', async () => {
    settingsStore.setState({ siteNoticeFlg: true });
    const m = start(new Error('offline'));
    expect((await m.check('/korea')).redirectTo).toBe('/maintenance');
  });

  it('reacts live to the stream: a visitor is navigated, a member is logged out to /maintenance', () => {
    const visitor = start(false);
    visitor.actor.send({ type: 'MAINTENANCE_CHANGED', siteNoticeFlg: true });
    expect(effects.navigate).toHaveBeenCalledWith('/maintenance');
    expect(settingsStore.getState().siteNoticeFlg).toBe(true);

    effects.navigate.mockClear();
    effects.path = '/korea';
    sessionStore.setState({ user: member(), token: 't' });
    const m = start(false);
    m.actor.send({ type: 'MAINTENANCE_CHANGED', siteNoticeFlg: true });
    expect(m.logoutRequests).toEqual(['/maintenance']);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('does not touch an admin at work', () => {
    sessionStore.setState({ user: admin(), token: 't' });
    effects.path = '/admin/settings';
    const m = start(false);
    m.actor.send({ type: 'MAINTENANCE_CHANGED', siteNoticeFlg: true });
    expect(m.logoutRequests).toEqual([]);
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});
