import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { fromSse } from '../../../../src/streams/sse/from-sse';
import { createMemoryLastEventIdStore } from '../../../../src/streams/sse/last-event-id';
import type { SseMessage } from '../../../../src/streams/sse/sse-parser';
import type { ConnectionStatus } from '../../../../src/stores/connection.store';
import { connectionStore } from '../../../../src/stores/connection.store';
import { createFakeSseTransport, message, open } from './fake-sse-transport';

/** Deterministic back-off for assertions: 1 s, 2 s, 4 s, … */
const doubling = (attempt: number) => 1_000 * 2 ** attempt;

function setup(
  options: { token?: string | null; onReset?: () => void; online$?: Subject<boolean> } = {},
) {
  const fake = createFakeSseTransport();
  const statuses: ConnectionStatus[] = [];
  const received: SseMessage[] = [];
  const lastEventIdStore = createMemoryLastEventIdStore();
  const subscription = fromSse('sse/general', {
    transport: fake.transport,
    getToken: () => options.token ?? null,
    lastEventIdStore,
    onStatus: (status) => statuses.push(status),
    onReset: options.onReset,
    reconnectDelay: doubling,
    baseUrl: '/api',
    ...(options.online$ ? { online$: options.online$ } : {}),
  }).subscribe((m) => received.push(m));
  return { ...fake, statuses, received, lastEventIdStore, subscription };
}

describe('fromSse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to the stream with the bearer token and reports connecting → connected', () => {
    const t = setup({ token: 'tok' });
    expect(t.last().request.url).toBe('/api/sse/general');
    expect(t.last().request.headers).toEqual({ 'X-AUTH-TOKEN': 'Bearer tok' });
    expect(t.statuses).toEqual(['connecting']);
    t.last().server.next(open());
    expect(t.statuses).toEqual(['connecting', 'connected']);
  });

  it('reconnects with exponential back-off, and resets the back-off once connected', () => {
    const t = setup();
    t.last().server.error(new Error('network'));
    expect(t.statuses.at(-1)).toBe('reconnecting');
    expect(t.connections).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(t.connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.connections).toHaveLength(2);

    t.last().server.complete(); // the server closed the stream: also a reason to reconnect
    vi.advanceTimersByTime(1_999);
    expect(t.connections).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(t.connections).toHaveLength(3);

    t.last().server.error(new Error('again'));
    vi.advanceTimersByTime(4_000);
    expect(t.connections).toHaveLength(4);

    t.last().server.next(open());
    expect(t.statuses.at(-1)).toBe('connected');
    t.last().server.error(new Error('after success'));
    vi.advanceTimersByTime(1_000);
    expect(t.connections).toHaveLength(5);
  });

  it('resumes with Last-Event-ID and delivers every id exactly once across a reconnect', () => {
    const t = setup();
    const server = t.last().server;
    server.next(open());
    server.next(message('1', { n: 1 }));
    server.next(message('2', { n: 2 }));
    server.error(new Error('drop'));
    vi.advanceTimersByTime(1_000);

    expect(t.last().request.headers['Last-Event-ID']).toBe('2');
    const resumed = t.last().server;
    resumed.next(open());
    // A server replaying from its window may overlap what we already have.
    resumed.next(message('2', { n: 2 }));
    resumed.next(message('3', { n: 3 }));
    resumed.next(message('3', { n: 3 }));
    resumed.next(message('4', { n: 4 }));

    expect(t.received.map((m) => m.id)).toEqual(['1', '2', '3', '4']);
    expect(t.lastEventIdStore.get()).toBe('4');
  });

  it('compares numeric ids as numbers, not text', () => {
    const t = setup();
    t.last().server.next(message('9', {}));
    t.last().server.next(message('10', {}));
    expect(t.received.map((m) => m.id)).toEqual(['9', '10']);
  });

  it('on a reset event asks for a snapshot refetch and resumes from the reset id', () => {
    const onReset = vi.fn();
    const t = setup({ onReset });
    t.last().server.next(message('50', { n: 50 }));
    // The server restarted: its position moved back; the reset tells us where it is now.
    t.last().server.next({
      type: 'message',
      message: { id: '7', event: 'reset', data: '{"type":"reset"}' },
    });
    t.last().server.next(message('8', { n: 8 }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(t.received.map((m) => m.id)).toEqual(['50', '8']);
  });

  it('waits while offline and reconnects at once when the browser is back online', () => {
    const online$ = new Subject<boolean>();
    const t = setup({ online$ });
    t.last().server.next(open());
    online$.next(false);
    expect(t.last().closed).toBe(true);
    expect(t.statuses.at(-1)).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(t.connections).toHaveLength(1);
    online$.next(true);
    expect(t.connections).toHaveLength(2);
    expect(t.statuses.at(-1)).toBe('reconnecting');
  });

  it('closes the connection and reports idle on unsubscribe, with no reconnect afterwards', () => {
    const t = setup();
    t.last().server.next(open());
    t.subscription.unsubscribe();
    expect(t.last().closed).toBe(true);
    expect(t.statuses.at(-1)).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(t.connections).toHaveLength(1);
  });

  it('writes the connection store under the stream name by default', () => {
    const fake = createFakeSseTransport();
    const subscription = fromSse('sse/bets', { transport: fake.transport }).subscribe();
    expect(connectionStore.getState().streams.bets).toBe('connecting');
    fake.last().server.next(open());
    expect(connectionStore.getState().streams.bets).toBe('connected');
    subscription.unsubscribe();
    expect(connectionStore.getState().streams.bets).toBe('idle');
  });
});
