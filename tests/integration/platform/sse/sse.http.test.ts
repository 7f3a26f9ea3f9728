import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN,
  DEMO,
  login,
  memberIdOf,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../../helpers/app-harness';
import { closedByServer, events, listen, openStream } from '../../helpers/sse-client';
import { dbTargets } from '../../helpers/test-db';

describe.each(dbTargets)('SSE over HTTP on %s', (target) => {
  let h: TestApp;
  let server: FastifyInstance;
  let baseUrl: string;
  let admin: LoggedIn;
  beforeAll(async () => {
    h = await startTestApp(target, { config: { sse: { heartbeatMs: 50, retryMs: 1_000 } } });
    server = h.app;
    baseUrl = await listen(server);
    admin = await login(server, ADMIN);
  });
  afterAll(() => h?.close());

  const setMaintenance = async (siteNoticeFlg: boolean) => {
    const response = await server.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { siteNoticeFlg },
    });
    expect(response.statusCode).toBe(200);
  };

  it('streams broadcasts with ids, a retry hint and heartbeats', async () => {
    const stream = await openStream(baseUrl, '/api/sse/general');
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await setMaintenance(true);
    await stream.waitFor((f) => events(f).length === 1 && f.some((x) => x.comment === 'heartbeat'));
    stream.close();
    expect(stream.frames[0]).toEqual({ retry: '1000' });
    expect(events(stream.frames)[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      event: 'maintenance',
      data: { type: 'maintenance', siteNoticeFlg: true },
    });
  });

  it('resumes with Last-Event-ID: every missed event once, none twice', async () => {
    const first = await openStream(baseUrl, '/api/sse/general');
    await setMaintenance(false);
    await first.waitFor((f) => events(f).length === 1);
    first.close();
    const lastId = events(first.frames)[0]!.id!;

    await setMaintenance(true);
    await setMaintenance(false);
    await setMaintenance(true);
    const resumed = await openStream(baseUrl, '/api/sse/general', { 'last-event-id': lastId });
    await setMaintenance(false);
    await resumed.waitFor((f) => events(f).length === 4);
    resumed.close();
    const got = events(resumed.frames);
    expect(got.map((e) => (e.data as { siteNoticeFlg: boolean }).siteNoticeFlg)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const ids = got.map((e) => Number(e.id));
    expect(ids).toEqual(Array.from({ length: 4 }, (_, i) => Number(lastId) + 1 + i));

    const byQuery = await openStream(baseUrl, `/api/sse/general?lastEventId=${ids[1]}`);
    await byQuery.waitFor((f) => events(f).length === 2);
    byQuery.close();
    expect(events(byQuery.frames).map((e) => Number(e.id))).toEqual(ids.slice(2));
  });

  it('sends a reset hint when the id is outside the window', async () => {
    const stream = await openStream(baseUrl, '/api/sse/general', { 'last-event-id': '1' });
    await stream.waitFor((f) => events(f).length === 1);
    stream.close();
    expect(events(stream.frames)[0]).toMatchObject({ event: 'reset', data: { type: 'reset' } });
  });

  it('refuses a lastEventId with control characters before the stream opens (400, Korean)', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/sse/inplay?lastEventId=12%003',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/[가-힣]/),
    });
  });

  it('needs a login for the bets stream and delivers the member balance there', async () => {
    const anonymous = await openStream(baseUrl, '/api/sse/bets');
    expect(anonymous.status).toBe(401);
    anonymous.close();

    const demo = await login(server, DEMO);
    const bets = await openStream(baseUrl, '/api/sse/bets', demo.headers);
    expect(bets.status).toBe(200);
    const adjust = await server.inject({
      method: 'POST',
      url: `/api/admin/members/${await memberIdOf(h.db, 'demo')}/balance`,
      headers: admin.headers,
      payload: { currency: 'cash', amount: 1_000, reason: '테스트', idempotencyKey: 'sse-bal-1' },
    });
    expect(adjust.statusCode).toBe(200);
    await bets.waitFor((f) => events(f).length === 1);
    bets.close();
    expect(events(bets.frames)[0]).toMatchObject({
      event: 'balance',
      data: { type: 'balance', emoney: 1_001_000, point: 5_000 },
    });
  });

  it('tells only the replaced session that it ended, then closes its stream', async () => {
    const first = await login(server, DEMO);
    const stream = await openStream(baseUrl, '/api/sse/general', first.headers);
    const anonymous = await openStream(baseUrl, '/api/sse/general');
    await stream.waitFor((f) => f.some((x) => x.comment === 'connected general'));
    const second = await login(server, DEMO);
    const secondStream = await openStream(baseUrl, '/api/sse/general', second.headers);
    expect(await closedByServer(stream)).toBe(true);
    // No id: the end is not part of the stream's replay sequence.
    expect(events(stream.frames)).toEqual([
      { event: 'sessionEnded', data: { type: 'sessionEnded', status: 555 } },
    ]);
    await setMaintenance(true);
    await secondStream.waitFor((f) => events(f).length === 1);
    await anonymous.waitFor((f) => events(f).length === 1);
    secondStream.close();
    anonymous.close();
    expect(events(secondStream.frames).map((e) => e.event)).toEqual(['maintenance']);
    expect(events(anonymous.frames).map((e) => e.event)).toEqual(['maintenance']);
  });
});
