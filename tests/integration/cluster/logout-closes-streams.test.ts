import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { closeAll, openSessionStreams, type SessionStreamSet } from '../helpers/session-streams';
import { events } from '../helpers/sse-client';
import { natsNodesAvailable, startNatsNodes, type NatsNodes } from '../platform/bus/nats-nodes';

/**
 * Two API nodes on one PostgreSQL and one NATS: a logout through node A ends the
 * member's streams on node B within a second (session.ended on core NATS).
 */
describe.runIf(natsNodesAvailable)('logout across two nodes on NATS', () => {
  let cluster: NatsNodes;
  const open: SessionStreamSet[] = [];
  beforeAll(async () => {
    cluster = await startNatsNodes(2);
  }, 60_000);
  afterAll(async () => {
    open.forEach(closeAll);
    await cluster?.close();
  });

  it('a logout on node A closes the streams held at node B within 1 s, each saying 401', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const member = await createExtraMember(cluster.db, { prefix: 'lognats' });
    const session = await login(nodeA!.app, member.credentials);
    const streams = await openSessionStreams(nodeB!.baseUrl, session);
    open.push(streams);
    const closed = new Set<string>();
    for (const [name, stream] of Object.entries(streams)) {
      void stream.ended.then(() => closed.add(name));
    }

    const logout = await nodeA!.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(200);

    await vi.waitFor(() => expect(closed.size).toBe(3), { timeout: 1000, interval: 10 });
    for (const stream of Object.values(streams)) {
      expect(stream.endedByServer()).toBe(true);
      expect(events(stream.frames).at(-1)).toEqual({
        event: 'sessionEnded',
        data: { type: 'sessionEnded', status: 401 },
      });
    }
  });
});
