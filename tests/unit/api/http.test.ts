import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createHttpClient,
  HTTPError,
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  SchemaValidationError,
} from '../../../src/api/http';

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mock only at the network edge: fetch is the one thing replaced. */
function clientWith(fetchImpl: (request: Request) => Promise<Response>, timeout?: number) {
  const sent: Request[] = [];
  const client = createHttpClient({
    prefix: 'http://test/api/',
    ...(timeout === undefined ? {} : { timeout }),
    fetch: (async (request: Request) => {
      sent.push(request);
      return fetchImpl(request);
    }) as typeof fetch,
  });
  return { client, sent };
}

describe('http client (src/api/http.ts)', () => {
  it('joins the prefix, drops undefined search values and sends JSON bodies', async () => {
    const { client, sent } = clientWith(async () => jsonAnswer(200, { ok: true }));
    const answer = await client
      .post('/bets', { json: { stake: 1000 }, searchParams: { page: 2, q: undefined } })
      .json();
    expect(answer).toEqual({ ok: true });
    expect(sent[0]!.url).toBe('http://test/api/bets?page=2');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(await sent[0]!.text()).toBe('{"stake":1000}');
  });

  it('turns a refused answer into an HTTPError carrying the { code, message } body', async () => {
    const { client } = clientWith(async () => jsonAnswer(409, { code: 'LIMIT', message: '한도' }));
    const error: unknown = await client
      .get('x')
      .json()
      .catch((e: unknown) => e);
    expect(isHTTPError(error)).toBe(true);
    expect((error as HTTPError).response.status).toBe(409);
    expect((error as HTTPError).data).toEqual({ code: 'LIMIT', message: '한도' });
  });

  it('runs the hooks with the request and the answer, and the per-call context', async () => {
    const seen: string[] = [];
    const client = createHttpClient({
      prefix: 'http://test/api',
      fetch: (async () => jsonAnswer(556, {})) as unknown as typeof fetch,
      hooks: {
        beforeRequest: [({ request }) => request.headers.set('X-AUTH-TOKEN', 'Bearer t')],
        afterResponse: [
          ({ request, response, options }) =>
            seen.push(
              `${request.headers.get('X-AUTH-TOKEN')} ${response.status} ${String(options.context.flag)}`,
            ),
        ],
      },
    });
    await expect(client.get('user', { context: { flag: 1 } })).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toEqual(['Bearer t 556 1']);
  });

  it('checks the answer against a schema and refuses one that does not fit', async () => {
    const schema = z.object({ n: z.number().int() });
    const good = clientWith(async () => jsonAnswer(200, { n: 3 }));
    await expect(good.client.get('x').json(schema)).resolves.toEqual({ n: 3 });
    const bad = clientWith(async () => jsonAnswer(200, { n: 'three' }));
    await expect(bad.client.get('x').json(schema)).rejects.toBeInstanceOf(SchemaValidationError);
  });

  it('gives up after its time limit with a TimeoutError', async () => {
    vi.useFakeTimers();
    try {
      const { client } = clientWith(
        (request) =>
          new Promise((_, reject) =>
            request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
        15_000,
      );
      const failure = client.get('slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(isTimeoutError(await failure)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a request that never reached the server as a NetworkError', async () => {
    const { client } = clientWith(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await client.get('x').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isHTTPError(error)).toBe(false);
  });

  it("leaves the caller's own abort as the abort it is", async () => {
    const { client } = clientWith(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const failure = client.get('x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await failure;
    expect((error as Error).name).toBe('AbortError');
    expect(isNetworkError(error) || isTimeoutError(error)).toBe(false);
  });
});
