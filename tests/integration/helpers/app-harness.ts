/**
 * Builds the whole API on a fresh seeded test database for one test file:
 *
 *   const h = await startTestApp(target);   // demo / admin / manager exist
 *   const demo = await login(h.app, 'demo', 'demo1234!');
 *   await h.app.inject({ method: 'GET', url: '/api/member/user', headers: demo.headers });
 *   await h.close();
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import type { BusTopics, SseEnvelope } from '../../../server/platform/bus/bus';
import { createInProcessBus } from '../../../server/platform/bus/in-process.bus';
import { testConfig, type AppConfig } from '../../../server/config';
import type { Db } from '../../../server/platform/db/db';
import { seedDemoData } from '../../../server/seed/seed';
import type { Clock } from '../../../server/platform/lib/clock';
import type { GeneralEvent } from '../../../common/contract/sse.contract';
import { closeTestDb, openTestDb, type DbTarget } from './test-db';

export const DEMO = { userId: 'demo', password: 'demo1234!' };
export const ADMIN = { userId: 'admin', password: 'admin1234!' };
export const MANAGER = { userId: 'manager', password: 'manager1234!' };

/** A clock tests move by hand, to cross idle-expiry and lockout windows. */
export class FakeClock {
  constructor(private nowMs = Date.now()) {}
  readonly now: Clock = () => new Date(this.nowMs);
  advanceMinutes(minutes: number): void {
    this.nowMs += minutes * 60_000;
  }
}

export interface TestApp {
  db: Db;
  app: FastifyInstance;
  bus: ReturnType<typeof createInProcessBus>;
  /** Every general-stream envelope published since start (or the last `clear`). */
  general: SseEnvelope<GeneralEvent>[];
  bets: BusTopics['sse.bets'][];
  /** Another app on the same database and bus (a second node, or other limits). */
  buildAnother(config?: Partial<AppConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startTestApp(
  target: DbTarget,
  opts: { clock?: Clock; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const db = await openTestDb(target);
  await seedDemoData(db);
  const bus = createInProcessBus();
  const general: TestApp['general'] = [];
  const bets: TestApp['bets'] = [];
  bus.subscribe('sse.general', (e) => general.push(e));
  bus.subscribe('sse.bets', (e) => bets.push(e));
  const apps: FastifyInstance[] = [];
  const build = async (config: Partial<AppConfig> = {}) => {
    const app = buildApp({
      db,
      bus,
      config: testConfig({ ...opts.config, ...config }),
      clock: opts.clock,
    });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await build();
  return {
    db,
    app,
    bus,
    general,
    bets,
    buildAnother: build,
    async close() {
      for (const a of apps) await a.close();
      await bus.close();
      await closeTestDb(db);
    },
  };
}

export interface LoggedIn {
  token: string;
  headers: { 'x-auth-token': string };
  user: { id: number; userId: string; emoney: number; point: number };
}

export async function login(
  app: FastifyInstance,
  credentials: { userId: string; password: string },
  remoteAddress?: string,
): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: credentials,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${credentials.userId} → ${response.statusCode} ${response.body}`);
  }
  const header = String(response.headers['x-auth-token']);
  const token = header.replace(/^Bearer /, '');
  return { token, headers: { 'x-auth-token': header }, user: response.json().user };
}

/** Status and `{ code }` in one value, so a failing assertion shows both. */
export function outcome(response: LightMyRequestResponse): { status: number; code?: string } {
  const body = response.body ? (JSON.parse(response.body) as { code?: string }) : {};
  return { status: response.statusCode, code: body.code };
}

export async function memberIdOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [
    userId,
  ]);
  if (!row) throw new Error(`no member ${userId}`);
  return row.id;
}
