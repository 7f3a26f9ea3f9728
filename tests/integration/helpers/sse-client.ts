/**
 * A raw event-stream reader for integration tests against a listening app:
 *
 *   const baseUrl = await listen(h.app);
 *   const stream = await openStream(baseUrl, '/api/sse/bets', demo.headers);
 *   await stream.waitFor((frames) => events(frames).length === 1);
 *   await stream.ended;            // resolves when either side closed the connection
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
  retry?: string;
}

export interface OpenStream {
  status: number;
  contentType: string;
  headers: IncomingHttpHeaders;
  frames: SseFrame[];
  /** Resolves once `p(frames)` holds; fails after a generous timeout, listing what came. */
  waitFor: (p: (frames: SseFrame[]) => boolean) => Promise<void>;
  /** Hangs up from the client side. */
  close: () => void;
  /** The connection is closed (by either side). */
  ended: Promise<void>;
  /** True only when the server ended the response, not the client's `close`. */
  endedByServer: () => boolean;
}

/** Long enough for a loaded CI machine; it only bounds a failing wait, it asserts no latency. */
const WAIT_TIMEOUT_MS = 10_000;

/** The app listening on a free local port; returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === '') frame.comment = value;
    else if (field === 'data') frame.data = JSON.parse(value);
    else (frame as Record<string, string>)[field!] = value;
  }
  return frame;
}

export function openStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let closedByClient = false;
    let serverEnded = false;
    const request = http.get(`${baseUrl}${path}`, { headers }, (response) => {
      const frames: SseFrame[] = [];
      const waiters: { p: (f: SseFrame[]) => boolean; done: () => void }[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      response.on('end', () => {
        serverEnded = !closedByClient;
      });
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
        }
        for (const w of [...waiters]) if (w.p(frames)) w.done();
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type']),
        headers: response.headers,
        frames,
        ended,
        endedByServer: () => serverEnded,
        waitFor: (p) =>
          p(frames)
            ? Promise.resolve()
            : new Promise<void>((done, fail) => {
                const timer = setTimeout(
                  () => fail(new Error(`timeout; frames: ${JSON.stringify(frames)}`)),
                  WAIT_TIMEOUT_MS,
                );
                waiters.push({ p, done: () => (clearTimeout(timer), done()) });
              }),
        close: () => {
          closedByClient = true;
          request.destroy();
        },
      });
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

/** The frames that are events (not comments or retry hints). */
export const events = (frames: SseFrame[]) => frames.filter((f) => f.event !== undefined);

/**
 * Waits until the connection is closed and checks the server closed it (the client never hung
 * up). Fails after the generous timeout if the stream stays open.
 */
export async function closedByServer(stream: OpenStream): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`stream still open; frames: ${JSON.stringify(stream.frames)}`)),
      WAIT_TIMEOUT_MS,
    );
  });
  await Promise.race([stream.ended, timeout]).finally(() => clearTimeout(timer));
  return stream.endedByServer();
}

/** The stream said it is connected (the server flushed its head and any replay). */
export const connected = (stream: OpenStream) =>
  stream.waitFor((f) => f.some((x) => x.comment?.startsWith('connected') === true));
