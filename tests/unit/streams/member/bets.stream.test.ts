import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { startBetsStream } from '../../../../src/streams/member/bets.stream';
import { connectionStore } from '../../../../src/stores/connection.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { member } from '../../stores/fixtures';
import { resetStores } from '../../stores/reset-stores';
import { createFakeSseTransport, message, open } from '../sse/fake-sse-transport';
import { createManualFrames } from '../sse/manual-frames';

describe('bets stream', () => {
  beforeEach(resetStores);

  it('is idle while logged out and connects with the token once logged in', () => {
    const fake = createFakeSseTransport();
    const token$ = new BehaviorSubject<string | null>(null);
    startBetsStream({ sse: { transport: fake.transport }, token$ });
    expect(fake.connections).toHaveLength(0);
    expect(connectionStore.getState().streams.bets).toBe('idle');

    sessionStore.setState({ user: member(), token: 'tok' });
    token$.next('tok');
    expect(fake.last().request.headers['X-AUTH-TOKEN']).toBe('Bearer tok');
    fake.last().server.next(open());
    expect(connectionStore.getState().streams.bets).toBe('connected');

    token$.next(null);
    expect(fake.last().closed).toBe(true);
    expect(connectionStore.getState().streams.bets).toBe('idle');
  });

  it('writes only the latest balance of a burst, once per frame', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    sessionStore.setState({ user: member({ emoney: 0, point: 0 }), token: 'tok' });
    startBetsStream({ sse: { transport: fake.transport }, requestFrame: frames.request });
    const writes = vi.fn();
    sessionStore.subscribe(writes);
    for (let i = 1; i <= 20; i += 1) {
      fake.last().server.next(message(String(i), { type: 'balance', emoney: i * 1_000, point: i }));
    }
    frames.run();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toMatchObject({ emoney: 20_000, point: 20 });
  });
});
