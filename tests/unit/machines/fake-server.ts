import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The network edge only: a fake global fetch routing "METHOD /path" to handlers. */
export function stubServer(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const handler = routes[key];
    return handler ? handler(request) : json(404, { code: 'ROUTE_NOT_FOUND', message: '없음' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
