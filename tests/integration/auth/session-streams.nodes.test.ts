import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import {
  closeAll,
  expectEndedWith,
  expectNothingAfterEnd,
  openSessionStreams,
  type SessionStreamSet,
} from '../helpers/session-streams';
import { listen } from '../helpers/sse-client';
import { dbTargets } from '../helpers/test-db';

/**
 * Two API nodes on one database and one bus: a session ended through node A loses the streams
 * node B holds for it. Node B never wrote the end; it hears it on the bus.
 */
describe.each(dbTargets)('session streams across nodes on %s', (target) => {
  let h: TestApp;
  let nodeB: FastifyInstance;
  let baseUrlB: string;
  const open: SessionStreamSet[] = [];
  beforeAll(async () => {
    h = await startTestApp(target);
    nodeB = await h.buildAnother();
    baseUrlB = await listen(nodeB);
  });
  afterAll(async () => {
    open.forEach(closeAll);
    await h?.close();
  });

  it('a logout through node A closes the streams held on node B', async () => {
    const member = await createExtraMember(h.db, { prefix: 'nodes' });
    const session = await login(h.app, member.credentials);
    const streams = await openSessionStreams(baseUrlB, session);
    open.push(streams);

    const logout = await h.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(200);
    await expectEndedWith(streams, 401);
    const again = await login(nodeB, member.credentials);
    await expectNothingAfterEnd(h.bus, baseUrlB, streams, member.id, again);
  });

  it('a second login on node A replaces the session streaming on node B (555)', async () => {
    const member = await createExtraMember(h.db, { prefix: 'nodes' });
    const first = await login(nodeB, member.credentials);
    const streams = await openSessionStreams(baseUrlB, first);
    open.push(streams);

    const second = await login(h.app, member.credentials);
    await expectEndedWith(streams, 555);
    await expectNothingAfterEnd(h.bus, baseUrlB, streams, member.id, second);
  });
});
