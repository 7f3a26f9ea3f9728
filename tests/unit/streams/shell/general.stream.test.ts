import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import {
  startGeneralStream,
  type GeneralStreamHandlers,
} from '../../../../src/streams/shell/general.stream';
import { popupsStore } from '../../../../src/stores/popups.store';
import { settingsStore } from '../../../../src/stores/settings.store';
import { unreadStore } from '../../../../src/stores/unread.store';
import { popup } from '../../stores/fixtures';
import { resetStores } from '../../stores/reset-stores';
import { createFakeSseTransport, message, open } from '../sse/fake-sse-transport';
import { createManualFrames } from '../sse/manual-frames';

function start() {
  const fake = createFakeSseTransport();
  const frames = createManualFrames();
  const token$ = new BehaviorSubject<string | null>(null);
  const handlers: GeneralStreamHandlers = {
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
  return { ...fake, frames, token$, handlers, subscription };
}

describe('general stream', () => {
  beforeEach(resetStores);
  afterEach(() => vi.useRealTimers());

  it('writes each store at most once per frame for a burst, keeping the latest values', () => {
    const t = start();
    const settingsWrites = vi.fn();
    const unreadWrites = vi.fn();
    settingsStore.subscribe(settingsWrites);
    unreadStore.subscribe(unreadWrites);
    const server = t.last().server;
    server.next(open());
    for (let i = 1; i <= 50; i += 1) server.next(message(String(i), { type: 'unread', count: i }));
    server.next(message('51', { type: 'maintenance', siteNoticeFlg: true }));
    server.next(message('52', { type: 'signUp', joinStartEndFlg: true }));
    server.next(message('53', { type: 'autoLogout', autoLogoutMin: 30 }));
    expect(unreadWrites).not.toHaveBeenCalled();

    t.frames.run();
    expect(unreadWrites).toHaveBeenCalledTimes(1);
    expect(settingsWrites).toHaveBeenCalledTimes(1);
    expect(unreadStore.getState().count).toBe(50);
    expect(settingsStore.getState()).toMatchObject({
      siteNoticeFlg: true,
      joinStartEndFlg: true,
      autoLogoutMin: 30,
      autoLogoutLoaded: true,
    });
    expect(t.handlers.onMaintenance).toHaveBeenCalledWith(true);
    expect(t.handlers.onUnread).toHaveBeenCalledTimes(1);
    expect(t.handlers.onUnread).toHaveBeenCalledWith(50);
  });

  it('stores pop-ups and forwards a session end to the session machine', () => {
    const t = start();
    t.last().server.next(message('1', { type: 'popups', popups: [popup(1)] }));
    t.last().server.next(message('2', { type: 'sessionEnded', status: 555 }));
    t.frames.run();
    expect(popupsStore.getState().popups.map((p) => p.id)).toEqual([1]);
    expect(t.handlers.onSessionEnded).toHaveBeenCalledWith(555);
  });

  it('drops malformed messages without breaking the stream', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = start();
    t.last().server.next({
      type: 'message',
      message: { id: '1', event: 'message', data: 'not json' },
    });
    t.last().server.next(message('2', { type: 'nonsense' }));
    t.last().server.next(message('3', { type: 'unread', count: 4 }));
    t.frames.run();
    expect(unreadStore.getState().count).toBe(4);
  });

  it('reconnects on login and logout, resuming from the last id', () => {
    const t = start();
    expect(t.last().request.headers['X-AUTH-TOKEN']).toBeUndefined();
    t.last().server.next(message('7', { type: 'unread', count: 0 }));
    const first = t.last();
    t.token$.next('new-token');
    expect(first.closed).toBe(true);
    expect(t.connections).toHaveLength(2);
    expect(t.last().request.headers['Last-Event-ID']).toBe('7');
  });

  it('passes a server reset to the snapshot refetch', () => {
    const t = start();
    t.last().server.next({ type: 'message', message: { id: '3', event: 'reset', data: '' } });
    expect(t.handlers.onReset).toHaveBeenCalledTimes(1);
  });
});
