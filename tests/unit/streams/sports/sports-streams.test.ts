import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import type { SportsFixtureView } from '../../../../common/contract/sports.contract';
import { sportsBetsStore } from '../../../../src/stores/sports-bets.store';
import { sportsBook, sportsBookStore } from '../../../../src/stores/sports-book.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { startBetsStream } from '../../../../src/streams/member/bets.stream';
import { startGeneralStream } from '../../../../src/streams/shell/general.stream';
import { createInplayEvents$ } from '../../../../src/streams/sports/inplay.stream';
import {
  clearSportsBets,
  writeSportsBets,
} from '../../../../src/streams/sports/sports-bets.stream';
import { createCoalescedFrameScheduler } from '../../../../src/streams/sports/sports-frame';
import { withSportsInplayWrites } from '../../../../src/streams/sports/sports-inplay.stream';
import {
  onSportsMemberReset,
  startSportsMemberWatch,
} from '../../../../src/streams/sports/sports-member.stream';
import { member } from '../../stores/fixtures';
import { resetStores } from '../../stores/reset-stores';
import { betView, fixtureView, priceChange } from '../../stores/sports-book-fixtures';
import { createFakeSseTransport, message, open } from '../sse/fake-sse-transport';
import { createManualFrames } from '../sse/manual-frames';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flushPromises = () => new Promise((r) => setTimeout(r, 0));

function startInplay(fetchSnapshot: () => Promise<SportsFixtureView[]>) {
  const fake = createFakeSseTransport();
  const frames = createManualFrames();
  const reset$ = new Subject<void>();
  const events$ = withSportsInplayWrites(
    createInplayEvents$({
      sse: { transport: fake.transport, baseUrl: '/api', onReset: () => reset$.next() },
      requestFrame: frames.request,
    }),
    { fetchSnapshot, reset$ },
  );
  return { fake, frames, events$ };
}

describe('sports streams', () => {
  beforeEach(() => {
    resetStores();
    sportsBook.reset();
    clearSportsBets();
  });
  afterEach(() => vi.restoreAllMocks());

  it('in-play: snapshot on connect, then a burst of events in one store write per frame', async () => {
    const snapshot = vi.fn(async () => [fixtureView('100', { status: 2 })]);
    const { fake, frames, events$ } = startInplay(snapshot);
    const subscription = events$.subscribe();
    const second = events$.subscribe(); // a second listener shares the connection and writes
    expect(fake.connections).toHaveLength(1);
    await flushPromises();
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(sportsBook.getState().liveFixtureIds).toEqual(['100']);

    const writes = vi.fn();
    const unsubscribe = sportsBookStore.subscribe(writes);
    const server = fake.last().server;
    server.next(open());
    for (let i = 0; i < 30; i += 1) {
      server.next(
        message(String(i + 1), { type: 'prices', changes: [priceChange('1001', '100', 200 + i)] }),
      );
    }
    server.next(message('40', { type: 'liveFixture', fixture: fixtureView('101', { status: 2 }) }));
    server.next(message('41', { type: 'fixtureRemoved', fixtureId: '100' }));
    expect(writes).not.toHaveBeenCalled();
    frames.run();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(sportsBook.getState().liveFixtureIds).toEqual(['101']);
    expect(sportsBook.getState().selections['1001']).toBeUndefined();
    unsubscribe();
    subscription.unsubscribe();
    second.unsubscribe();
    expect(fake.last().closed).toBe(true);
  });

  it('in-play: a price that moved while the snapshot was in flight is kept', async () => {
    sportsBook.ingestFixtures([fixtureView('100', { status: 2 })]);
    const answer = deferred<SportsFixtureView[]>();
    const { fake, frames, events$ } = startInplay(() => answer.promise);
    const subscription = events$.subscribe();
    fake.last().server.next(open());
    fake
      .last()
      .server.next(message('1', { type: 'prices', changes: [priceChange('1001', '100', 250)] }));
    frames.run();
    answer.resolve([fixtureView('100', { status: 2 })]); // computed before the change: 1.85
    await flushPromises();
    expect(sportsBook.getState().selections['1001']?.priceHundredths).toBe(250);
    subscription.unsubscribe();
  });

  it('in-play: a reset refetches the snapshot, which drops fixtures that ended meanwhile', async () => {
    const snapshots = [
      [fixtureView('100', { status: 2 }), fixtureView('101', { status: 2 })],
      [fixtureView('101', { status: 2 })],
    ];
    const fetchSnapshot = vi.fn(async () => snapshots.shift() ?? []);
    const { fake, events$ } = startInplay(fetchSnapshot);
    const subscription = events$.subscribe();
    await flushPromises();
    expect(sportsBook.getState().liveFixtureIds).toEqual(['100', '101']);
    fake.last().server.next(open());
    fake.last().server.next(message('900', { type: 'reset' }, 'reset'));
    await flushPromises();
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    expect(sportsBook.getState().liveFixtureIds).toEqual(['101']);
    subscription.unsubscribe();
  });

  it('general: prematch prices and fixture changes reach the book once per frame', () => {
    sportsBook.ingestFixtures([fixtureView('100')], { book: 'europe' });
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    const onUnread = vi.fn();
    const subscription = startGeneralStream({
      handlers: { onMaintenance: vi.fn(), onUnread, onSessionEnded: vi.fn(), onReset: vi.fn() },
      sse: { transport: fake.transport, baseUrl: '/api' },
      requestFrame: frames.request,
      token$: new BehaviorSubject<string | null>(null),
    });
    const writes = vi.fn();
    const unsubscribe = sportsBookStore.subscribe(writes);
    const server = fake.last().server;
    server.next(open());
    server.next(
      message('1', { type: 'prematchPrices', changes: [priceChange('1001', '100', 190)] }),
    );
    server.next(
      message('2', { type: 'prematchPrices', changes: [priceChange('1002', '100', 300, 2)] }),
    );
    const { markets: _m, ...started } = fixtureView('100', { status: 2 });
    server.next(message('3', { type: 'prematchFixture', fixture: started }));
    server.next(message('4', { type: 'unread', count: 3 }));
    frames.run();
    expect(writes).toHaveBeenCalledTimes(1);
    const state = sportsBook.getState();
    expect(state.selections['1001']).toMatchObject({ priceHundredths: 190, move: 'up' });
    expect(state.selections['1002']).toMatchObject({ priceHundredths: 300, status: 2 });
    expect(state.fixtures['100']?.status).toBe(2);
    expect(onUnread).toHaveBeenCalledWith(3); // other general events still pass
    unsubscribe();
    subscription.unsubscribe();
  });

  it('bets: sportsBet events upsert the member’s bets; a stale page does not undo them', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    sessionStore.setState({ user: member(), token: 'tok' });
    const subscription = startBetsStream({
      sse: { transport: fake.transport },
      requestFrame: frames.request,
    });
    const asOf = sportsBetsStore.getState().seq; // a page request leaves
    fake.last().server.next(open());
    fake.last().server.next(message('1', { type: 'sportsBet', bet: betView(7) }));
    fake
      .last()
      .server.next(
        message('2', { type: 'sportsBet', bet: betView(7, { status: 2, payoutWon: 1 }) }),
      );
    frames.run();
    expect(sportsBetsStore.getState().bets['7']?.status).toBe(2);
    writeSportsBets([betView(7)], asOf); // the page answer, computed before the settlement
    expect(sportsBetsStore.getState().bets['7']?.status).toBe(2);
    subscription.unsubscribe();
  });

  it('logout clears the member’s sports bets and tells the slips', () => {
    const token$ = new BehaviorSubject<string | null>('tok');
    const slipReset = vi.fn();
    const stop = onSportsMemberReset(slipReset);
    const subscription = startSportsMemberWatch(token$);
    writeSportsBets([betView(1)]);
    expect(slipReset).not.toHaveBeenCalled();
    token$.next(null);
    expect(sportsBetsStore.getState().bets).toEqual({});
    expect(slipReset).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
    stop();
  });

  it('the sports frame scheduler runs every stream’s flush in one frame callback', () => {
    const frames = createManualFrames();
    const schedule = createCoalescedFrameScheduler(frames.request);
    const order: string[] = [];
    schedule(() => order.push('inplay'));
    const cancel = schedule(() => order.push('cancelled'));
    schedule(() => order.push('prematch'));
    cancel();
    expect(frames.pending()).toBe(1);
    frames.run();
    expect(order).toEqual(['inplay', 'prematch']);
  });
});
