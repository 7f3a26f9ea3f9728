/**
 * HTTP calls to a server child process (server-process.ts), for the tests that run real
 * processes (minigame-crash.test.ts, cluster/job-failover.test.ts): a JSON call, the demo
 * member's login, the dev clock and the current minigame round.
 */
import { expect } from 'vitest';
import type { MinigameRoundView } from '../../../common/contract/minigame.contract';
import type { ServerProcess } from './server-process';

export interface CallResult<T> {
  status: number;
  json: T;
  headers: Headers;
}

/** A request that gives up after 30 s (a loaded machine answers slowly, a dead node never). */
const CALL_TIMEOUT_MS = 30_000;

export async function callServer<T = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  token?: string,
): Promise<CallResult<T>> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

/** Logs the demo member in on `server`; returns the session token. */
export async function loginDemo(server: ServerProcess): Promise<string> {
  const r = await callServer(server, 'POST', '/api/member/login', {
    userId: 'demo',
    password: 'demo1234!',
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const token = r.headers.get('x-auth-token');
  expect(token).toBeTruthy();
  return token!;
}

/** The server's dev clock (a non-production server), in ms. */
export async function clockNow(server: ServerProcess): Promise<number> {
  return Date.parse((await callServer<{ now: string }>(server, 'GET', '/api/dev/clock')).json.now);
}

/** The current round of `gameId` on `server`'s clock. */
export async function currentMinigameRound(
  server: ServerProcess,
  token: string,
  gameId: number,
): Promise<MinigameRoundView> {
  const r = await callServer<{ current: MinigameRoundView | null }>(
    server,
    'GET',
    `/api/minigame/events?gameId=${gameId}&currentGame=1`,
    undefined,
    token,
  );
  expect(r.status).toBe(200);
  return r.json.current!;
}
