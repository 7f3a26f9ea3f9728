import { afterEach, describe, expect, it } from 'vitest';
import { createSharedSseTransport } from '../../../../src/streams/sse/shared-sse-transport';
import { SseHttpError } from '../../../../src/streams/sse/sse-transport';
import { createFakeBrowserProfile, settle } from './fake-browser-profile';
import { createFakeSseTransport, message, open } from './fake-sse-transport';
import { connectionsTo, openConnectionsTo, openTab } from './shared-sse-tabs';

const ids = (...numbers: number[]) => numbers.map(String);

describe('shared SSE transport', () => {
  const tabs: ReturnType<typeof openTab>[] = [];
  const newTab = (profile: ReturnType<typeof createFakeBrowserProfile>) => {
    const tab = openTab(profile);
    tabs.push(tab);
    return tab;
  };
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.transport.close();
  });

  it('connects only in the leader tab; every tab gets each event once, in order, and the status', async () => {
    const profile = createFakeBrowserProfile();
    // All three start at once, before any election is decided, as tabs restored together do.
    const [a, b, c] = [newTab(profile), newTab(profile), newTab(profile)];
    const followers = [a, b, c].map((tab) => tab.follow('sse/general', { token: 'tok' }));
    await settle();

    expect([a, b, c].map((tab) => tab.transport.role())).toEqual([
      'leader',
      'follower',
      'follower',
    ]);
    expect(connectionsTo(a, 'sse/general')).toHaveLength(1);
    expect(b.network.connections).toHaveLength(0);
    expect(c.network.connections).toHaveLength(0);
    expect(a.network.last().request.headers).toEqual({ 'X-AUTH-TOKEN': 'Bearer tok' });

    const server = a.network.last().server;
    server.next(open());
    for (let id = 1; id <= 5; id += 1) server.next(message(String(id), { n: id }));
    server.next(message('3', { n: 3 })); // a repeat from the server is still dropped
    await settle();

    for (const follower of followers) {
      expect(follower.ids()).toEqual(ids(1, 2, 3, 4, 5));
      expect(follower.statuses).toEqual(['connecting', 'connected']);
    }
  });

  it('opens a path while any tab needs it and closes it when the last one releases it', async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const [b, c] = [newTab(profile), newTab(profile)];
    a.follow('sse/general');
    await settle();
    expect(connectionsTo(a, 'sse/inplay')).toHaveLength(0);

    const inplayOnB = b.follow('sse/inplay');
    const inplayOnC = c.follow('sse/inplay');
    await settle();
    expect(connectionsTo(a, 'sse/inplay')).toHaveLength(1);

    inplayOnB.subscription.unsubscribe();
    await settle();
    expect(openConnectionsTo(a, 'sse/inplay')).toHaveLength(1);
    inplayOnC.subscription.unsubscribe();
    await settle();
    expect(openConnectionsTo(a, 'sse/inplay')).toHaveLength(0);
    expect(openConnectionsTo(a, 'sse/general')).toHaveLength(1);
  });

  it('releases what a closing tab needed: on pagehide, or when its presence lock frees', async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const [b, c] = [newTab(profile), newTab(profile)];

    b.follow('sse/inplay');
    await settle();
    expect(openConnectionsTo(a, 'sse/inplay')).toHaveLength(1);
    b.tab.pageLifecycle.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(openConnectionsTo(a, 'sse/inplay')).toHaveLength(0);

    c.follow('sse/inplay');
    await settle();
    expect(openConnectionsTo(a, 'sse/inplay')).toHaveLength(1);
    c.tab.kill(); // crashed: not a word on the channel
    await settle();
    expect(openConnectionsTo(a, 'sse/inplay')).toHaveLength(0);
  });

  it('hands over: the next tab leads and resumes from its Last-Event-ID, no loss, no repeat', async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const [b, c] = [newTab(profile), newTab(profile)];
    a.follow('sse/general', { token: 'tok' });
    const onB = b.follow('sse/general', { token: 'tok' });
    const onC = c.follow('sse/general', { token: 'tok' });
    await settle();
    const first = a.network.last().server;
    first.next(open());
    for (let id = 1; id <= 3; id += 1) first.next(message(String(id), { n: id }));
    await settle();

    a.tab.kill();
    await settle();
    expect(b.transport.role()).toBe('leader');
    expect(c.transport.role()).toBe('follower');
    expect(b.network.connections).toHaveLength(1);
    expect(c.network.connections).toHaveLength(0);
    expect(b.network.last().request.headers).toEqual({
      'X-AUTH-TOKEN': 'Bearer tok',
      'Last-Event-ID': '3',
    });

    const second = b.network.last().server;
    second.next(open());
    second.next(message('3', { n: 3 })); // overlap the server may replay
    second.next(message('4', { n: 4 }));
    second.next(message('5', { n: 5 }));
    await settle();
    for (const follower of [onB, onC]) {
      expect(follower.ids()).toEqual(ids(1, 2, 3, 4, 5));
      expect(follower.statuses).not.toContain('reconnecting');
      expect(follower.resets()).toBe(0);
    }
  });

  it('after a drop every tab reconnects through one new connection from the last id', async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const b = newTab(profile);
    const onA = a.follow('sse/general');
    const onB = b.follow('sse/general');
    await settle();
    const first = a.network.last().server;
    first.next(open());
    first.next(message('1', { n: 1 }));
    first.error(new Error('network'));
    await settle();

    expect(connectionsTo(a, 'sse/general')).toHaveLength(2);
    expect(a.network.last().request.headers).toEqual({ 'Last-Event-ID': '1' });
    a.network.last().server.next(open());
    a.network.last().server.next(message('2', { n: 2 }));
    await settle();
    for (const follower of [onA, onB]) {
      expect(follower.ids()).toEqual(ids(1, 2));
      expect(follower.statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    }
  });

  it('a tab joining a live connection late gets what it missed from the leader', async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const b = newTab(profile);
    a.follow('sse/general');
    const onB = b.follow('sse/general');
    await settle();
    const server = a.network.last().server;
    server.next(open());
    server.next(message('1', { n: 1 }));
    await settle();

    onB.online$.next(false); // b lets go for a while; the leader's connection stays
    server.next(message('2', { n: 2 }));
    server.next(message('3', { n: 3 }));
    await settle();
    onB.online$.next(true);
    await settle();
    server.next(message('4', { n: 4 }));
    await settle();

    expect(a.network.connections).toHaveLength(1);
    expect(onB.ids()).toEqual(ids(1, 2, 3, 4));
    expect(onB.statuses.at(-1)).toBe('connected');
  });

  it('shares connections per token: a login opens the member stream, a logout closes it', async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const b = newTab(profile);
    a.follow('sse/general'); // a has not seen the login yet
    const memberOnB = b.follow('sse/bets', { token: 't1' });
    await settle();
    expect(openConnectionsTo(a, 'sse/bets').map((c) => c.request.headers)).toEqual([
      { 'X-AUTH-TOKEN': 'Bearer t1' },
    ]);

    memberOnB.subscription.unsubscribe(); // logout
    await settle();
    expect(openConnectionsTo(a, 'sse/bets')).toHaveLength(0);

    b.follow('sse/bets', { token: 't2' }); // logged in again: a new token
    b.follow('sse/general', { token: 't2' });
    await settle();
    expect(openConnectionsTo(a, 'sse/bets').map((c) => c.request.headers)).toEqual([
      { 'X-AUTH-TOKEN': 'Bearer t2' },
    ]);
    expect(openConnectionsTo(a, 'sse/general')).toHaveLength(2);
  });

  it("relays a refused connection's status, so each tab's session hears it", async () => {
    const profile = createFakeBrowserProfile();
    const a = newTab(profile);
    await settle();
    const b = newTab(profile);
    a.follow('sse/bets', { token: 'tok' });
    const onB = b.follow('sse/bets', { token: 'tok' });
    await settle();
    a.network.last().server.error(new SseHttpError(555));
    await settle();
    expect(a.httpStatuses).toContain(555);
    expect(b.httpStatuses).toContain(555);
    expect(onB.statuses).toContain('reconnecting');
  });

  it('falls back to a connection per tab without Web Locks', async () => {
    const profile = createFakeBrowserProfile();
    const networks = [createFakeSseTransport(), createFakeSseTransport()];
    const transports = networks.map((network) => {
      const tab = profile.openTab();
      return createSharedSseTransport(network.transport, {
        locks: null,
        openChannel: tab.openChannel,
      });
    });
    await settle();
    expect(transports.map((transport) => transport.role())).toEqual(['direct', 'direct']);
    transports.forEach((transport) =>
      transport({ url: '/api/sse/general', headers: {} }).subscribe(),
    );
    expect(networks.map((network) => network.connections.length)).toEqual([1, 1]);

    // jsdom has no navigator.locks: the defaults fall back too.
    expect(createSharedSseTransport(networks[0]!.transport).role()).toBe('direct');
  });
});
