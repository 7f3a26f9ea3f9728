import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../../../server/platform/bus/in-process.bus';
import { serveSseConnection } from '../../../../server/platform/sse/sse-connection';
import { formatSseEvent } from '../../../../server/platform/sse/sse-format';
import { SseHub } from '../../../../server/platform/sse/sse-hub';
import { sseHeartbeats } from '../../../../server/platform/sse/sse-heartbeats';
import { SessionStreams } from '../../../../server/platform/sse/session-streams';
import { generalEventSchema, type GeneralEvent } from '../../../../common/contract/sse.contract';

/** A bare node:http server serving one hub, so the stream's own writing is what is tested. */
async function serveHub() {
  const bus = createInProcessBus();
  const hub = new SseHub<GeneralEvent>({ name: 'general', schema: generalEventSchema });
  const sessions = new SessionStreams(bus);
  const server = http.createServer((request, response) => {
    const memberId = request.headers['x-member'] ? Number(request.headers['x-member']) : null;
    serveSseConnection({
      hub,
      request,
      response,
      memberId,
      sessionId: memberId === null ? null : memberId * 10,
      lastEventId: null,
      heartbeatMs: 60_000,
      retryMs: 1_000,
      sessions,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    // Streams never end by themselves: hang them up, or close() would wait for them.
    server.closeAllConnections();
    return new Promise((done) => server.close(done));
  };
  return { hub, bus, port, close };
}

/** Reads a stream's body as text until `complete` holds; the HTTP parser checks the chunking. */
function readStream(
  port: number,
  headers: Record<string, string>,
  complete: (body: string) => boolean,
) {
  let body = '';
  let request!: http.ClientRequest;
  const done = new Promise<string>((resolve, reject) => {
    request = http.get({ port, host: '127.0.0.1', headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        if (complete(body)) resolve(body);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  const connected = until(() => body.includes(': connected'));
  // A reader hung up by the test (or by the server closing) is not a failure of the test.
  done.catch(() => undefined);
  return { connected, done, close: () => request.destroy() };
}

/** Resolves once `holds()` is true; the test's own timeout bounds a wait that never ends. */
function until(holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (!holds()) return;
      clearInterval(check);
      resolve();
    }, 5);
  });
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('SSE stream writing', () => {
  it('carries the same text as before: each event framed as formatSseEvent, in order', async () => {
    const served = await serveHub();
    cleanups.push(served.close);
    const reader = readStream(served.port, {}, (body) => body.includes('count":3'));
    cleanups.push(reader.close);
    await reader.connected;
    const events = [1, 2, 3].map((count) =>
      served.hub.publish({ event: { type: 'unread', count } }),
    );
    const body = await reader.done;
    const expected = events.map((e) => formatSseEvent(e.id, 'unread', e.event)).join('');
    expect(body).toBe(`retry: 1000\n\n: connected general\n\n${expected}`);
  });

  it('gives a member its own events between the broadcasts, and the session end last', async () => {
    const served = await serveHub();
    cleanups.push(served.close);
    const reader = readStream(served.port, { 'x-member': '4' }, (body) =>
      body.includes('sessionEnded'),
    );
    const other = readStream(served.port, { 'x-member': '5' }, () => false);
    cleanups.push(reader.close, other.close);
    await Promise.all([reader.connected, other.connected]);
    served.hub.publish({ event: { type: 'maintenance', siteNoticeFlg: true } });
    served.hub.publish({ event: { type: 'unread', count: 9 }, memberId: 4 });
    served.hub.publish({ event: { type: 'unread', count: 8 }, memberId: 5 });
    served.bus.publish('session.ended', { memberId: 4, sessionIds: [40], status: 555 });
    const body = await reader.done;
    const names = [...body.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(names).toEqual(['maintenance', 'unread', 'sessionEnded']);
    expect(body).toContain('"count":9');
    expect(body).not.toContain('"count":8');
  });

  it('streams to an HTTP/1.0 client, which gets no chunked coding', async () => {
    const served = await serveHub();
    cleanups.push(served.close);
    const socket = net.connect(served.port, '127.0.0.1');
    cleanups.push(() => socket.destroy());
    let raw = '';
    const connected = new Promise<void>((resolve) =>
      socket.on('data', (data) => {
        raw += data.toString();
        if (raw.includes(': connected')) resolve();
      }),
    );
    socket.write('GET / HTTP/1.0\r\n\r\n');
    await connected;
    const event = served.hub.publish({ event: { type: 'unread', count: 5 } });
    const text = formatSseEvent(event.id, 'unread', event.event);
    await new Promise<void>((resolve) => {
      const check = () => (raw.includes(text) ? resolve() : socket.once('data', check));
      check();
    });
    expect(raw).not.toMatch(/transfer-encoding: chunked/i);
    expect(raw.endsWith(`: connected general\n\n${text}`)).toBe(true);
  });

  it('shares one heartbeat registry: a stream joins it when it opens and leaves when it closes', async () => {
    const served = await serveHub();
    cleanups.push(served.close);
    // Streams of the earlier tests finish closing first (their sockets were destroyed).
    await until(() => sseHeartbeats.count === 0);
    const reader = readStream(served.port, {}, () => false);
    await reader.connected;
    expect(sseHeartbeats.count).toBe(1);
    expect(served.hub.listenerCount).toBe(1);
    reader.close();
    await until(() => served.hub.listenerCount === 0);
    expect(sseHeartbeats.count).toBe(0);
  });
});
