/**
 * The demo provider against our wallet over REAL HTTP (the provider reaches the
 * wallet only over signed HTTP): the whole app listening on a free port, its provider calling
 * back into it, a test clock the tables step on, members with money and launch codes (made by
 * the site's own launch, exchanged by the provider when a session opens).
 *
 *   const p = await startProviderHarness(target);
 *   const m = await p.member(100_000);
 *   const session = await p.openSession(m, 'classic-3x3');
 *   await p.call('POST', '/slot/spin', { stake: 1000 }, session.sessionToken);
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  DEMO_PROVIDER_API,
  DEMO_PROVIDER_BASE,
  PROVIDER_SESSION_HEADER,
  type ProviderSession,
} from '../../../common/contract/demo-provider.contract';
import { demoProviderPlugin } from '../../../server/casino/demo-provider/demo-provider.plugin';
import { FakeClock, login, startTestApp, type TestApp } from './app-harness';
import { createExtraMember } from './extra-members';
import { fund } from './ledger-fixtures';
import type { DbTarget } from './test-db';

/** An answer body as the tests read it (each test asserts the fields it needs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a JSON body
export type ProviderJson = any;

export interface ProviderMember {
  id: number;
  /** The one-time code of the member's launch (launch_url's `code`). */
  launchCode: string;
}

export interface ProviderHarness {
  h: TestApp;
  clock: FakeClock;
  /** http://127.0.0.1:<port> of the listening app (site and provider). */
  origin: string;
  dataDir: string;
  member(cash: number, gameCode?: string): Promise<ProviderMember>;
  openSession(member: ProviderMember, gameCode: string, origin?: string): Promise<ProviderSession>;
  call(
    method: string,
    apiPath: string,
    body?: unknown,
    sessionToken?: string,
    origin?: string,
  ): Promise<{ status: number; json: ProviderJson }>;
  /** One provider tick (tables, outbox, streams), after moving the test clock `seconds`. */
  step(seconds: number, origin?: string): Promise<void>;
  cashOf(memberId: number): Promise<number>;
  /**
   * A second provider process on a port of its own with the same
   * keys and database, reaching the wallet at `walletBaseUrl` (a proxy in tests).
   */
  secondProvider(walletBaseUrl: string, walletTimeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export async function startProviderHarness(target: DbTarget): Promise<ProviderHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'demo-provider-'));
  const clock = new FakeClock();
  const h = await startTestApp(target, { clock: clock.now, config: { dataDir } });
  const origin = await listen(h.app);
  const extra: FastifyInstance[] = [];

  const call: ProviderHarness['call'] = async (
    method,
    apiPath,
    body,
    sessionToken,
    at = origin,
  ) => {
    const response = await fetch(`${at}${DEMO_PROVIDER_API}${apiPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(sessionToken ? { [PROVIDER_SESSION_HEADER]: sessionToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };

  return {
    h,
    clock,
    origin,
    dataDir,
    async member(cash, gameCode = 'classic-3x3') {
      const member = await createExtraMember(h.db, { prefix: 'dp' });
      if (cash > 0) await fund(h.db, member.id, cash);
      const session = await login(h.app, member.credentials);
      const [game] = await h.db.query<{ id: number }>(
        'SELECT id FROM casino_games WHERE game_code = $1',
        [gameCode],
      );
      // The launch the member's browser makes (docs/casino-wallet.md "Launch").
      const launched = await h.app.inject({
        method: 'POST',
        url: '/api/playfun/auth',
        headers: session.headers,
        payload: { gameId: game!.id },
      });
      if (launched.statusCode !== 200) throw new Error(`launch → ${launched.body}`);
      const url = new URL(launched.json<{ launch_url: string }>().launch_url, origin);
      return { id: member.id, launchCode: url.searchParams.get('code') ?? '' };
    },
    async openSession(member, gameCode, at = origin) {
      const answer = await call(
        'POST',
        '/session',
        { code: member.launchCode, gameCode },
        undefined,
        at,
      );
      if (answer.status !== 200)
        throw new Error(`session → ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer.json as ProviderSession;
    },
    call,
    async step(seconds, at = origin) {
      clock.advanceMinutes(seconds / 60);
      const answer = await call('POST', '/dev/tick', undefined, undefined, at);
      if (answer.status !== 200) throw new Error(`tick → ${answer.status}`);
    },
    async cashOf(memberId) {
      const [row] = await h.db.query<{ balance: number }>(
        `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'member_cash'`,
        [memberId],
      );
      return Number(row!.balance);
    },
    async secondProvider(walletBaseUrl, walletTimeoutMs) {
      const app = Fastify({ logger: false, forceCloseConnections: true });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(demoProviderPlugin, {
        prefix: DEMO_PROVIDER_BASE,
        db: h.db,
        clock: clock.now,
        dataDir,
        distDir: dataDir,
        tickMs: 0,
        devRoutes: true,
        walletBaseUrl: () => walletBaseUrl,
        walletTimeoutMs,
        walletAttempts: 3,
      });
      extra.push(app);
      return listen(app);
    },
    async close() {
      for (const app of extra) await app.close();
      await h.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
