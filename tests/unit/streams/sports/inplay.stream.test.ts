import { beforeEach, describe, expect, it } from 'vitest';
import {
  createInplayEvents$,
  inplayEvents$,
  provideInplayEvents,
} from '../../../../src/streams/sports/inplay.stream';
import { connectionStore } from '../../../../src/stores/connection.store';
import { resetStores } from '../../stores/reset-stores';
import { createFakeSseTransport, open } from '../sse/fake-sse-transport';
import { createManualFrames } from '../sse/manual-frames';

describe('inplay stream', () => {
  beforeEach(resetStores);

  it('connects only while subscribed, one connection for all subscribers', () => {
    const fake = createFakeSseTransport();
    const restore = provideInplayEvents(
      createInplayEvents$({
        sse: { transport: fake.transport, baseUrl: '/api' },
        requestFrame: createManualFrames().request,
      }),
    );
    expect(fake.connections).toHaveLength(0);

    const first = inplayEvents$.subscribe();
    const second = inplayEvents$.subscribe();
    expect(fake.connections).toHaveLength(1);
    expect(fake.last().request.url).toBe('/api/sse/inplay');
    fake.last().server.next(open());
    expect(connectionStore.getState().streams.inplay).toBe('connected');

    first.unsubscribe();
    expect(fake.last().closed).toBe(false);
    second.unsubscribe();
    expect(fake.last().closed).toBe(true);
    expect(connectionStore.getState().streams.inplay).toBe('idle');

    inplayEvents$.subscribe().unsubscribe();
    expect(fake.connections).toHaveLength(2); // a later page connects again
    restore();
  });
});
