import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, onSessionStatus } from '../../../src/api/client';
import { fetchUser, loginRequest, logoutRequest } from '../../../src/api/session.api';
import { fetchMaintenanceFlag } from '../../../src/api/shell.api';
import { ALERTS } from '../../../common/i18n/alerts.ko';
import { member } from '../stores/fixtures';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Mock only at the network edge: a fake fetch answering a fixed response. */
function clientAnswering(response: () => Response, token: string | null = 'tok') {
  const bodies: string[] = [];
  const fetchMock = vi.fn(async (input: Request | string | URL, _init?: RequestInit) => {
    if (input instanceof Request) bodies.push(await input.clone().text());
    return response();
  });
  const client = createApiClient({
    prefix: 'http://test/api',
    getToken: () => token,
    fetch: fetchMock as typeof fetch,
  });
  return { client, fetchMock, bodies, sentRequest: () => fetchMock.mock.calls[0]?.[0] as Request };
}

/** `new Response` refuses statuses above 599, but servers do send 600 (spec §8). */
function withStatus(status: number, body: unknown): Response {
  if (status <= 599) return json(status, body);
  const response = json(599, body);
  Object.defineProperty(response, 'status', { value: status });
  // ky hands its hooks a clone: the clone must carry the status too.
  Object.defineProperty(response, 'clone', { value: () => withStatus(status, body) });
  return response;
}

describe('api client', () => {
  const listener = vi.fn();
  let stop: () => void;
  beforeEach(() => {
    listener.mockReset();
    stop = onSessionStatus(listener);
  });
  afterEach(() => stop());

  it('sends X-AUTH-TOKEN: Bearer <token> under the /api prefix', async () => {
    const { client, sentRequest } = clientAnswering(() => json(200, member()));
    await fetchUser(client);
    expect(sentRequest().url).toBe('http://test/api/member/user');
    expect(sentRequest().headers.get('X-AUTH-TOKEN')).toBe('Bearer tok');
  });

  it.each([555, 556, 406, 600, 500])(
    'maps status %i on any request to a session-machine event',
    async (status) => {
      const { client } = clientAnswering(() => withStatus(status, { code: 'X', message: '...' }));
      await expect(fetchMaintenanceFlag(client)).rejects.toThrow();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith({ type: 'SESSION_STATUS', status });
    },
  );

  it('ignores other statuses', async () => {
    const { client } = clientAnswering(() => json(404, { code: 'NOT_FOUND', message: '없음' }));
    await expect(fetchUser(client)).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });

  it('login: returns the user and the token of the X-AUTH-TOKEN header', async () => {
    const { client, bodies } = clientAnswering(() =>
      json(200, { user: member() }, { 'X-AUTH-TOKEN': 'Bearer abc.def' }),
    );
    const result = await loginRequest('member01', 'pass1234', client);
    expect(result).toEqual({ ok: true, user: member(), token: 'abc.def' });
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ userId: 'member01', password: 'pass1234' });
  });

  it.each([404, 429])(
    'login %i: the server text is the alert, and no session event fires',
    async (status) => {
      const { client } = clientAnswering(() => json(status, { code: 'X', message: '서버 메시지' }));
      expect(await loginRequest('a', 'b', client)).toEqual({ ok: false, message: '서버 메시지' });
      expect(listener).not.toHaveBeenCalled();
    },
  );

  it('login: any other failure gives the generic text (spec §8)', async () => {
    const { client } = clientAnswering(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    expect(await loginRequest('a', 'b', client)).toEqual({ ok: false, message: ALERTS.unexpected });
    const network = createApiClient({
      prefix: 'http://test/api',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    expect(await loginRequest('a', 'b', network)).toEqual({
      ok: false,
      message: ALERTS.unexpected,
    });
  });

  it('logout never rejects and does not loop back into the session machine', async () => {
    const { client } = clientAnswering(() =>
      json(555, { code: 'SESSION_REPLACED', message: '...' }),
    );
    await expect(logoutRequest(client)).resolves.toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
  });
});
