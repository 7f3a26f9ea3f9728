/**
 * A real deployment never holds the demo operator. A fresh PostgreSQL schema prepared
 * by the start path of server/main.ts (prepareDatabase) under NODE_ENV=production has no demo
 * accounts or money and `admin1234!` opens nothing; SEED_DEMO=1 brings the demo back; the first
 * operator comes from `npm run admin:create`, run as a real process. PostgreSQL only (the
 * embedded default is production-start-embedded.test.ts): skipped, visibly, without
 * TEST_DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { NO_OPERATOR_MESSAGE, prepareDatabase } from '../../../server/boot/prepare-database';
import { createInProcessBus } from '../../../server/platform/bus/in-process.bus';
import { loadConfig, testConfig } from '../../../server/config';
import type { Db } from '../../../server/platform/db/db';
import { openPostgres } from '../../../server/platform/db/pg.driver';
import { JOIN } from '../../../common/i18n/member.ko';
import { runAdminCreate } from '../helpers/admin-create-process';
import { TEST_DATABASE_URL } from '../helpers/test-db';

if (!TEST_DATABASE_URL) {
  console.warn('production-start.test.ts: TEST_DATABASE_URL unset, PostgreSQL start tests skipped');
}

const DEMO_LOGINS = [
  { userId: 'admin', password: 'admin1234!' },
  { userId: 'demo', password: 'demo1234!' },
  { userId: 'manager', password: 'manager1234!' },
  { userId: 'distributor', password: 'dist1234!' },
  { userId: 'headoffice', password: 'head1234!' },
];
const OPERATOR = { userId: 'ops01', password: 'Rk7vQ2mZp9xW' };

/** Records what prepareDatabase logs, as pino would print it. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (_data: object, message: string) => lines.push({ level: 'info', message }),
    warn: (_data: object, message: string) => lines.push({ level: 'warn', message }),
  };
}

/** A fresh schema, the URL a separate process reaches it by, and an app on it. */
interface Site {
  db: Db;
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

async function openSite(env: Record<string, string>) {
  const schema = `prod_${Math.random().toString(36).slice(2, 10)}`;
  const db = await openPostgres(TEST_DATABASE_URL!, { schema, max: 4 });
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const config = loadConfig({ ...env, DATABASE_URL: url.toString() });
  const log = recordingLog();
  const prepared = await prepareDatabase(db, config, log);
  const bus = createInProcessBus();
  const app = buildApp({ db, bus, config: testConfig({ nodeEnv: config.nodeEnv }) });
  await app.ready();
  const site: Site = {
    db,
    url: url.toString(),
    app,
    async close() {
      await app.close();
      await bus.close();
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
  return { site, prepared, log };
}

const loginStatus = (app: FastifyInstance, credentials: { userId: string; password: string }) =>
  app
    .inject({ method: 'POST', url: '/api/member/login', payload: credentials })
    .then((r) => r.statusCode);

const memberIds = async (db: Db) =>
  (await db.query<{ user_id: string }>('SELECT user_id FROM members ORDER BY user_id')).map(
    (r) => r.user_id,
  );

describe.skipIf(!TEST_DATABASE_URL)('a production start on PostgreSQL', () => {
  let opened: Awaited<ReturnType<typeof openSite>>;
  beforeAll(async () => {
    opened = await openSite({ NODE_ENV: 'production' });
  });
  afterAll(() => opened?.site.close());

  it('holds no demo account, no demo money, but the site defaults', async () => {
    const { db } = opened.site;
    expect(opened.prepared.demoSeeded).toBe(false);
    expect(await memberIds(db)).toEqual([]);
    expect(await db.query(`SELECT 1 FROM ledger_transfers WHERE kind = 'seed_credit'`)).toEqual([]);
    const settings = await db.query<{ key: string }>('SELECT key FROM settings ORDER BY key');
    expect(settings.map((s) => s.key)).toEqual([
      'autoLogoutMin',
      'joinStartEndFlg',
      'siteNoticeFlg',
    ]);
    const [games] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM minigame_settings',
    );
    expect(games!.n).toBeGreaterThan(0);
  });

  it('lets none of the README demo logins in', async () => {
    for (const credentials of DEMO_LOGINS) {
      expect(await loginStatus(opened.site.app, credentials), credentials.userId).toBe(404);
    }
  });

  it('says at start how to create the first operator', () => {
    expect(opened.prepared.operatorMissing).toBe(true);
    expect(opened.log.lines).toContainEqual({ level: 'warn', message: NO_OPERATOR_MESSAGE });
    expect(NO_OPERATOR_MESSAGE).toContain('npm run admin:create');
  });

  it('refuses a weak password in Korean and writes nothing', async () => {
    const run = await runAdminCreate([OPERATOR.userId], {
      DATABASE_URL: opened.site.url,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'password',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(JOIN.passwordInvalid);
    expect(await memberIds(opened.site.db)).toEqual([]);
  });

  it('creates an operator with `admin:create` who logs in and reaches /api/admin', async () => {
    const run = await runAdminCreate([OPERATOR.userId], {
      DATABASE_URL: opened.site.url,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: OPERATOR.password,
    });
    expect(run, run.stderr).toMatchObject({ code: 0 });
    const { app, db } = opened.site;
    const login = await app.inject({ method: 'POST', url: '/api/member/login', payload: OPERATOR });
    expect(login.statusCode).toBe(200);
    const token = String(login.headers['x-auth-token']);
    const members = await app.inject({
      method: 'GET',
      url: '/api/admin/members',
      headers: { 'x-auth-token': token },
    });
    expect(members.statusCode).toBe(200);
    // Opened like a signed-up member's: cash and point accounts; the creation is audited.
    const accounts = await db.query<{ kind: string }>(
      `SELECT a.kind FROM ledger_accounts a JOIN members m ON m.id = a.member_id
        WHERE m.user_id = $1 ORDER BY a.kind`,
      [OPERATOR.userId],
    );
    expect(accounts.map((a) => a.kind)).toEqual(['member_cash', 'member_point']);
    const audit = await db.query(`SELECT 1 FROM audit_log WHERE action = 'operator.create'`);
    expect(audit).toHaveLength(1);
  });

  it('refuses an id that exists', async () => {
    const run = await runAdminCreate([OPERATOR.userId, '--nickname', '두번째'], {
      DATABASE_URL: opened.site.url,
      ADMIN_PASSWORD: 'Another9Password',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('이미 사용 중인 아이디입니다.');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('a PostgreSQL start with SEED_DEMO=1', () => {
  let opened: Awaited<ReturnType<typeof openSite>>;
  beforeAll(async () => {
    opened = await openSite({ NODE_ENV: 'production', SEED_DEMO: '1' });
  });
  afterAll(() => opened?.site.close());

  it('holds the demo accounts, and they log in', async () => {
    expect(opened.prepared).toMatchObject({ demoSeeded: true, operatorMissing: false });
    // The demo's three accounts, its operators per staff role and its agent tree above `manager`,
    // and the finished demo tournament's winners: seeded players with a random password nobody holds
    // (server/seed/tournament.seed.ts).
    expect(await memberIds(opened.site.db)).toEqual([
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
    for (const credentials of DEMO_LOGINS) {
      expect(await loginStatus(opened.site.app, credentials), credentials.userId).toBe(200);
    }
  });
});
