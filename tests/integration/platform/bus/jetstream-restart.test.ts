import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bus, StreamPosition } from '../../../../server/platform/bus/bus';
import { createNatsBus } from '../../../../server/platform/bus/nats.bus';
import { NatsServer } from '../../../../sim/faults/nats-server';
import type { GeneralEvent } from '../../../../common/contract/sse.contract';
import { TEST_NATS_URL } from './jetstream-test-streams';

/** This test kills its own NATS server, never the machine's (other tests use that one). */
const NATS_SERVER_BINARY = process.env.SIM_NATS_SERVER ?? '/usr/sbin/nats-server';
const runnable = Boolean(TEST_NATS_URL) && existsSync(NATS_SERVER_BINARY);

const unread = (count: number): GeneralEvent => ({ type: 'unread', count });

/**
 * A NATS restart under two nodes: publishing never throws into the caller, what was
 * published during the outage is stored once and in publish order when NATS is back (bounded
 * retries, Nats-Msg-Id dedupe), and the other node's consumer resumes at the next sequence. The bus says it is down
 * meanwhile (readiness).
 */
describe.runIf(runnable)('JetStream SSE streams through a NATS restart', () => {
  let server: NatsServer;
  let nodeA: Bus;
  let nodeB: Bus;
  const errors: unknown[] = [];
  beforeAll(async () => {
    server = await NatsServer.start();
    nodeA = await createNatsBus(server.url, (e) => errors.push(e), { prefix: 'restart' });
    nodeB = await createNatsBus(server.url, (e) => errors.push(e), { prefix: 'restart' });
  }, 30_000);
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await server?.stop();
  });

  it('stores every event published around the restart once, in order, and node B hears them all', async () => {
    const heard: { count: number; position: StreamPosition }[] = [];
    nodeB.streams!.subscribe('sse.general', {
      resumeAfter: () => {},
      receive: (message, position) => {
        if (message.event.type === 'unread') heard.push({ count: message.event.count, position });
      },
    });
    let next = 0;
    const publish = () => nodeA.publish('sse.general', { event: unread(next++) });
    publish();
    await vi.waitFor(() => expect(heard).toHaveLength(1));

    expect(nodeA.isConnected!()).toBe(true);
    let restarted = false;
    let seenDown = false;
    const restart = server.restart(500).then(() => (restarted = true));
    while (!restarted) {
      seenDown ||= !nodeA.isConnected!();
      expect(publish).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await restart;
    publish();
    await vi.waitFor(() => expect(nodeA.isConnected!()).toBe(true), { timeout: 10_000 });

    await vi.waitFor(() => expect(heard.map((h) => h.count)).toContain(next - 1), {
      timeout: 30_000,
      interval: 100,
    });
    expect(heard.map((h) => h.count)).toEqual(Array.from({ length: next }, (_, i) => i));
    expect(seenDown).toBe(true);
    const seqs = heard.map((h) => h.position.seq);
    expect(seqs).toEqual(Array.from({ length: next }, (_, i) => seqs[0]! + i));
  }, 60_000);
  it('a node that boots while NATS is down waits for it, then hears the streams', async () => {
    await server.kill();
    const booting = createNatsBus(server.url, (e) => errors.push(e), {
      prefix: 'restart',
      reconnectWaitMs: 100,
    });
    await server.spawn();
    const nodeC = await booting;
    try {
      const heard: number[] = [];
      nodeC.streams!.subscribe('sse.general', {
        resumeAfter: () => {},
        receive: (message) => {
          if (message.event.type === 'unread') heard.push(message.event.count);
        },
      });
      await vi.waitFor(() => expect(nodeA.isConnected!()).toBe(true), { timeout: 15_000 });
      nodeA.publish('sse.general', { event: unread(9_001) });
      await vi.waitFor(() => expect(heard).toContain(9_001), { timeout: 15_000 });
    } finally {
      await nodeC.close();
    }
  }, 60_000);

  it('rides out an outage longer than the client library’s ten reconnect attempts', async () => {
    const nodeC = await createNatsBus(server.url, (e) => errors.push(e), {
      prefix: 'restart',
      reconnectWaitMs: 100,
    });
    try {
      // Ten attempts 100–200 ms apart are spent within 2 s; NATS stays away for 3 s.
      await server.restart(3_000);
      await vi.waitFor(() => expect(nodeC.isConnected!()).toBe(true), { timeout: 15_000 });
    } finally {
      await nodeC.close();
    }
  }, 60_000);
});
