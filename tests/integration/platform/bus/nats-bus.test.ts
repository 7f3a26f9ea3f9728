import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bus } from '../../../../server/platform/bus/bus';
import { createNatsBus } from '../../../../server/platform/bus/nats.bus';
import { deleteBusStreams, randomBusPrefix, TEST_NATS_URL } from './jetstream-test-streams';

const natsUrl = TEST_NATS_URL;
/** This run's subjects and streams, deleted after. */
const prefix = randomBusPrefix();
if (!natsUrl) console.warn('TEST_NATS_URL unset: NATS bus tests skipped');

/**
 * Resolves once every subscription each bus has made so far is live on the NATS server (a publish
 * from elsewhere would reach it): NATS handles one connection's SUBs in order, so when a probe
 * subscription made after them hears a probe, they are live too. Probes go on a topic the tests
 * do not watch, and are sent until heard (one sent before the server has the SUB is dropped).
 */
async function subscriptionsLive(buses: Bus[], via: Bus): Promise<void> {
  const heard = buses.map(() => false);
  const offs = buses.map((bus, i) =>
    bus.subscribe('sse.inplay', () => {
      heard[i] = true;
    }),
  );
  await vi.waitFor(() => {
    via.publish('sse.inplay', { event: { type: 'prices', changes: [] } });
    expect(heard.every(Boolean)).toBe(true);
  });
  for (const off of offs) off();
}

describe.runIf(natsUrl)('NATS bus across two API nodes', () => {
  let nodeA: Bus;
  let nodeB: Bus;
  beforeAll(async () => {
    nodeA = await createNatsBus(natsUrl!, undefined, { prefix });
    nodeB = await createNatsBus(natsUrl!, undefined, { prefix });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await deleteBusStreams(natsUrl!, prefix);
  });

  it('delivers a message published on one node to subscribers on every node, in order', async () => {
    const seenA: boolean[] = [];
    const seenB: boolean[] = [];
    const offA = nodeA.subscribe('sse.general', (m) => {
      if (m.event.type === 'maintenance') seenA.push(m.event.siteNoticeFlg);
    });
    const offB = nodeB.subscribe('sse.general', (m) => {
      if (m.event.type === 'maintenance') seenB.push(m.event.siteNoticeFlg);
    });
    await subscriptionsLive([nodeA, nodeB], nodeA);
    nodeA.publish('sse.general', { event: { type: 'maintenance', siteNoticeFlg: true } });
    nodeA.publish('sse.general', { event: { type: 'maintenance', siteNoticeFlg: false } });
    await vi.waitFor(() => {
      expect(seenA).toEqual([true, false]);
      expect(seenB).toEqual([true, false]);
    });
    offA();
    offB();
  });

  it('stops delivering after unsubscribe and keeps a failing handler from stopping others', async () => {
    const errors: unknown[] = [];
    const bus = await createNatsBus(natsUrl!, (e) => errors.push(e), { prefix });
    const received: string[] = [];
    const off = bus.subscribe('cache.invalidate', () => {
      throw new Error('handler failed');
    });
    bus.subscribe('cache.invalidate', (m) => received.push(m.cache));
    await subscriptionsLive([bus], nodeB);
    nodeB.publish('cache.invalidate', { cache: 'settings' });
    await vi.waitFor(() => expect(received).toEqual(['settings']));
    expect(errors).toHaveLength(1);
    off();
    nodeB.publish('cache.invalidate', { cache: 'blockedIps' });
    await vi.waitFor(() => expect(received).toEqual(['settings', 'blockedIps']));
    expect(errors).toHaveLength(1);
    await bus.close();
  });
});
