/**
 * Demo or production on the embedded database: `npm start` alone (PGlite under DATA_DIR, no DATABASE_URL,
 * NODE_ENV not production) stays the two-command demo; NODE_ENV=production does not; and
 * `npm run admin:create` works on DATA_DIR, even before the first start, whose demo then never
 * collides with the operator. The PostgreSQL side is production-start.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { prepareDatabase } from '../../../server/boot/prepare-database';
import { createInProcessBus } from '../../../server/platform/bus/in-process.bus';
import { loadConfig, testConfig } from '../../../server/config';
import type { Db } from '../../../server/platform/db/db';
import { openDb } from '../../../server/platform/db/open';
import { runAdminCreate } from '../helpers/admin-create-process';

const silent = { info: () => {}, warn: () => {} };
/** PGlite on files migrates at disk speed, and a child process starts tsx: not the usual 30 s. */
const SLOW = { timeout: 120_000 };
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-start-'));
  dirs.push(dir);
  return dir;
}

const memberIds = async (db: Db) =>
  (await db.query<{ user_id: string }>('SELECT user_id FROM members ORDER BY user_id')).map(
    (r) => r.user_id,
  );

/** Logs in on an app built on `db`; the answer's status. */
async function loginStatus(db: Db, credentials: { userId: string; password: string }) {
  const bus = createInProcessBus();
  const app = buildApp({ db, bus, config: testConfig() });
  try {
    await app.ready();
    const r = await app.inject({ method: 'POST', url: '/api/member/login', payload: credentials });
    return r.statusCode;
  } finally {
    await app.close();
    await bus.close();
  }
}

describe('which starts hold the demo (config seedDemo)', () => {
  it('only the embedded default, unless SEED_DEMO says otherwise', () => {
    const pg = 'postgres://db.example/site';
    const seedDemo = (env: Record<string, string>) => loadConfig(env).seedDemo;
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ NODE_ENV: 'development' })).toBe(true);
    expect(seedDemo({ NODE_ENV: 'production' })).toBe(false);
    expect(seedDemo({ DATABASE_URL: pg })).toBe(false);
    expect(seedDemo({ DATABASE_URL: pg, NODE_ENV: 'development' })).toBe(false);
    expect(seedDemo({ DATABASE_URL: pg, NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
    expect(seedDemo({ SEED_DEMO: '0' })).toBe(false);
  });
});

describe('the embedded database (PGlite under DATA_DIR)', () => {
  it('`npm start`’s default seeds the demo accounts, which log in', SLOW, async () => {
    const config = loadConfig({ DATA_DIR: await freshDataDir() });
    const db = await openDb(config);
    try {
      const prepared = await prepareDatabase(db, config, silent);
      expect(prepared).toMatchObject({ demoSeeded: true, operatorMissing: false });
      // The demo's three accounts, its operators per staff role and its agent tree above `manager`,
      // and the finished demo tournament's winners: seeded players with a random password nobody
      // holds (server/seed/tournament.seed.ts).
      expect(await memberIds(db)).toEqual([
        'admin',
        'content1',
        'cs1',
        'demo',
        'distributor',
        'finance1',
        'headoffice',
        'jackpothunter',
        'luckyseven',
        'manager',
        'slotking',
        'trading1',
      ]);
      expect(await loginStatus(db, { userId: 'admin', password: 'admin1234!' })).toBe(200);
    } finally {
      await db.close();
    }
  });

  it('NODE_ENV=production seeds no demo', SLOW, async () => {
    const config = loadConfig({ DATA_DIR: await freshDataDir(), NODE_ENV: 'production' });
    const db = await openDb(config);
    try {
      const prepared = await prepareDatabase(db, config, silent);
      expect(prepared).toMatchObject({ demoSeeded: false, operatorMissing: true });
      expect(await memberIds(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it(
    '`admin:create` on DATA_DIR before the first start: the demo then stays out',
    SLOW,
    async () => {
      const dataDir = await freshDataDir();
      const operator = { userId: 'admin', password: 'Zx8cVb7nM6qW' };
      const refused = await runAdminCreate([], {
        DATA_DIR: dataDir,
        ADMIN_USER_ID: operator.userId,
        ADMIN_PASSWORD: 'admin1234!',
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('데모 계정의 비밀번호');

      const run = await runAdminCreate([], {
        DATA_DIR: dataDir,
        ADMIN_USER_ID: operator.userId,
        ADMIN_PASSWORD: operator.password,
      });
      expect(run, run.stderr).toMatchObject({ code: 0 });

      const config = loadConfig({ DATA_DIR: dataDir });
      const db = await openDb(config);
      try {
        const prepared = await prepareDatabase(db, config, silent);
        expect(prepared).toMatchObject({ demoSeeded: false, operatorMissing: false });
        expect(await memberIds(db)).toEqual(['admin']);
        expect(await loginStatus(db, { userId: 'admin', password: 'admin1234!' })).toBe(404);
        expect(await loginStatus(db, operator)).toBe(200);
      } finally {
        await db.close();
      }
    },
  );
});
