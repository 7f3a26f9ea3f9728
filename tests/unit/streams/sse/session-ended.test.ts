import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { ALERTS } from '../../../../common/i18n/alerts.ko';
import { sessionStore } from '../../../../src/stores/session.store';
import { startBetsStream } from '../../../../src/streams/member/bets.stream';
import { startGeneralStream } from '../../../../src/streams/shell/general.stream';
import { createInplayEvents$ } from '../../../../src/streams/sports/inplay.stream';
import { sessionEndedEvent } from '../../../../src/streams/sse/session-ended';
import { fakeEffects, START, settle, startSessionActor } from '../../machines/session-harness';
import { member } from '../../stores/fixtures';
import { resetStores } from '../../stores/reset-stores';
import { createFakeSseTransport, message, open } from './fake-sse-transport';
import { createManualFrames } from './manual-frames';

/** The server's last message on a stream whose session ended: no `id:` (see sse.contract.ts). */
const sessionEnded = (status: number) =>
  message(null, { type: 'sessionEnded', status }, 'sessionEnded');

describe('a stream whose session ended', () => {
  beforeEach(resetStores);

  it('bets: reports the end after the frame’s own writes, and the parser never sees it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    sessionStore.setState({ user: member({ emoney: 0, point: 0 }), token: 'tok' });
    const emoneyWhenEnded: number[] = [];
    const onSessionEnded = vi.fn(() => {
      emoneyWhenEnded.push(sessionStore.getState().user?.emoney ?? -1);
    });
    const subscription = startBetsStream({
      sse: { transport: fake.transport },
      requestFrame: frames.request,
      onSessionEnded,
    });
    fake.last().server.next(open());
    fake.last().server.next(message('1', { type: 'balance', emoney: 500, point: 1 }));
    fake.last().server.next(sessionEnded(555));
    expect(onSessionEnded).not.toHaveBeenCalled();

    frames.run();
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(555);
    expect(emoneyWhenEnded).toEqual([500]);
    expect(warn).not.toHaveBeenCalled();
    subscription.unsubscribe();
    warn.mockRestore();
  });

  it('bets: an end still waiting for its frame is dropped with the stream', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    const token$ = new BehaviorSubject<string | null>('tok');
    sessionStore.setState({ user: member(), token: 'tok' });
    const onSessionEnded = vi.fn();
    startBetsStream({
      sse: { transport: fake.transport },
      requestFrame: frames.request,
      token$,
      onSessionEnded,
    });
    fake.last().server.next(sessionEnded(401));
    token$.next(null); // this tab logged out itself meanwhile
    frames.run();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('inplay (opened with a token): reports the end; its other events still arrive', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    sessionStore.setState({ user: member(), token: 'tok' });
    const onSessionEnded = vi.fn();
    const batches: unknown[][] = [];
    const subscription = createInplayEvents$({
      sse: { transport: fake.transport, baseUrl: '/api' },
      requestFrame: frames.request,
      onSessionEnded,
    }).subscribe((batch) => batches.push(batch));
    expect(fake.last().request.headers['X-AUTH-TOKEN']).toBe('Bearer tok');
    fake.last().server.next(message('1', { type: 'hello', serverTime: 'now' }));
    fake.last().server.next(sessionEnded(406));
    frames.run();
    expect(batches).toEqual([[{ type: 'hello', serverTime: 'now' }]]);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(406);
    subscription.unsubscribe();
  });

  it('general: a 401 end is reported, and it does not move the Last-Event-ID', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    const token$ = new BehaviorSubject<string | null>('tok');
    const handlers = {
      onMaintenance: vi.fn(),
      onUnread: vi.fn(),
      onSessionEnded: vi.fn(),
      onReset: vi.fn(),
    };
    const subscription = startGeneralStream({
      handlers,
      sse: { transport: fake.transport, baseUrl: '/api' },
      requestFrame: frames.request,
      token$,
    });
    fake.last().server.next(message('9', { type: 'unread', count: 2 }));
    fake.last().server.next(sessionEnded(401));
    frames.run();
    expect(handlers.onSessionEnded).toHaveBeenCalledExactlyOnceWith(401);
    token$.next(null); // the logout that follows reconnects anonymously
    expect(fake.last().request.headers['Last-Event-ID']).toBe('9');
    subscription.unsubscribe();
  });
});

describe('the session machine hears a stream’s end as it would the same HTTP status', () => {
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

  const loggedIn = async () => {
    const session = startSessionActor();
    session.actor.send({ type: 'LOGIN', userId: 'member01', password: 'pass1234' });
    await settle();
    effects.navigate.mockClear();
    return session;
  };

  it('401 (logout elsewhere, expiry, password): a quiet logout to /login, as the poll’s 401', async () => {
    const session = await loggedIn();
    session.actor.send(sessionEndedEvent(401));
    expect(session.state()).toBe('loggedOut');
    expect(sessionStore.getState().token).toBeNull();
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/login');
  });

  it('555: the replaced-session alert and /login, as a 555 answer', async () => {
    const session = await loggedIn();
    session.actor.send(sessionEndedEvent(555));
    expect(session.state()).toBe('loggedOut');
    expect(session.logoutCalls).not.toHaveBeenCalled(); // the server already ended it
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(ALERTS.sessionReplaced);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('406: leaves the site without an alert, as a 406 answer', async () => {
    const session = await loggedIn();
    session.actor.send(sessionEndedEvent(406));
    expect(session.state()).toBe('loggedOut');
    expect(effects.leaveSite).toHaveBeenCalledTimes(1);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('maps each status to the event the API client would send', () => {
    expect(sessionEndedEvent(401)).toEqual({ type: 'SESSION_LOST' });
    expect(sessionEndedEvent(556)).toEqual({ type: 'SESSION_STATUS', status: 556 });
  });
});
