import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { migrate } from '../../../../server/platform/db/migrate';
import { openPostgres } from '../../../../server/platform/db/pg.driver';
import { closeTestDb, dbTargets, openTestDb, TEST_DATABASE_URL } from '../../helpers/test-db';

/** Every numbered migration file shipped with the server, in the order they must apply. */
const MIGRATION_FILES = readdirSync(
  new URL('../../../../server/platform/db/migrations/', import.meta.url),
)
  .filter((name) => /^\d{3}_.+\.sql$/.test(name))
  .sort();

describe.each(dbTargets)('database driver on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));

  it('has applied every migration once, and a second run applies nothing', async () => {
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(MIGRATION_FILES.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.name)).toEqual(MIGRATION_FILES);
    expect(await migrate(db)).toEqual([]);
  });

  it('returns int8 as numbers, timestamptz as ISO strings, jsonb as objects, dates as text', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT $1::bigint AS big, 42::int4 AS small,
              '2024-05-01 12:34:56.789+09'::timestamptz AS at,
              '{"a": [1, 2]}'::jsonb AS doc, '2024-05-01'::date AS day,
              ARRAY[1, NULL, 3]::bigint[] AS bigs, NULL::bigint AS nothing,
              '12.50'::numeric AS num, true AS flag`,
      [9_007_199_254_740_991],
    );
    expect(row).toEqual({
      big: 9_007_199_254_740_991,
      small: 42,
      at: '2024-05-01T03:34:56.789Z',
      doc: { a: [1, 2] },
      day: '2024-05-01',
      bigs: [1, null, 3],
      nothing: null,
      num: '12.50',
      flag: true,
    });
  });

  it('refuses an int8 beyond 2^53 instead of losing precision', async () => {
    await expect(db.query(`SELECT 9007199254740993::bigint AS big`)).rejects.toThrow(RangeError);
  });

  it('runs several statements in one parameterless call and returns the last rows', async () => {
    const rows = await db.query(`SELECT 1 AS a; SELECT 2 AS b`);
    expect(rows).toEqual([{ b: 2 }]);
  });

  it('rolls back everything when the callback throws', async () => {
    await db.query('CREATE TABLE drv_rollback (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO drv_rollback VALUES ($1)', [1]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT n FROM drv_rollback')).toEqual([]);
  });

  it('keeps concurrent transactions and queries apart, and commits each', async () => {
    await db.query('CREATE TABLE drv_counter (id int PRIMARY KEY, n int NOT NULL)');
    await db.query('INSERT INTO drv_counter VALUES (1, 0)');
    const increments = Array.from({ length: 10 }, (_, i) =>
      db.transaction(async (tx) => {
        const [current] = await tx.query<{ n: number }>(
          'SELECT n FROM drv_counter WHERE id = 1 FOR UPDATE',
          [],
        );
        await new Promise((resolve) => setTimeout(resolve, 2));
        await tx.query('UPDATE drv_counter SET n = $1 WHERE id = 1', [current!.n + 1]);
        return i;
      }),
    );
    const reads = Array.from({ length: 5 }, () => db.query('SELECT n FROM drv_counter'));
    expect(await Promise.all(increments)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await Promise.all(reads);
    expect(await db.query('SELECT n FROM drv_counter')).toEqual([{ n: 10 }]);
  });
});

describe.runIf(TEST_DATABASE_URL)('migrations on postgres', () => {
  it('two processes migrating one fresh schema at once apply each file exactly once', async () => {
    const schema = `t_mig_${Math.random().toString(36).slice(2, 10)}`;
    const url = TEST_DATABASE_URL!;
    const [a, b] = await Promise.all([
      openPostgres(url, { schema, max: 2 }),
      openPostgres(url, { schema, max: 2 }),
    ]);
    try {
      const [appliedA, appliedB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...appliedA, ...appliedB].sort()).toEqual(MIGRATION_FILES);
    } finally {
      await a.query(`DROP SCHEMA ${schema} CASCADE`);
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('a connection lost in a transaction on postgres', () => {
  // Found by sim:faults: a dropped connection inside a transaction ended the whole node.
  it('fails that transaction only: the process goes on and the next transaction works', async () => {
    const db = await openPostgres(TEST_DATABASE_URL!, { max: 2 });
    const killer = await openPostgres(TEST_DATABASE_URL!, { max: 1 });
    try {
      const failed = db.transaction(async (tx) => {
        const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await killer.query('SELECT pg_terminate_backend($1)', [me!.pid]);
        await tx.query('SELECT 1');
      });
      await expect(failed).rejects.toThrow();
      const rows = await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([db.close(), killer.close()]);
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('a transaction left idle on postgres', () => {
  // A node frozen mid-transaction must not hold a member's row for good.
  it('is ended by the server after the idle timeout, which frees its row locks', async () => {
    const schema = `t_idle_${Math.random().toString(36).slice(2, 10)}`;
    const db = await openPostgres(TEST_DATABASE_URL!, {
      schema,
      max: 2,
      idleInTransactionTimeoutMs: 300,
    });
    try {
      await db.query('CREATE TABLE drv_rows (id INT PRIMARY KEY)');
      await db.query('INSERT INTO drv_rows VALUES (1)');
      let locked!: () => void;
      const holdsLock = new Promise<void>((resolve) => (locked = resolve));
      let goOn!: () => void;
      const mayGoOn = new Promise<void>((resolve) => (goOn = resolve));
      const frozen = db.transaction(async (tx) => {
        await tx.query('SELECT id FROM drv_rows WHERE id = 1 FOR UPDATE');
        locked();
        await mayGoOn; // the node "freezes" here, between two statements
        await tx.query('SELECT 1');
      });
      await holdsLock;
      // Waits on the frozen transaction's row lock: it returns only once the server has ended
      // that session (without the timeout it would wait for ever and the test time out).
      const rows = await db.transaction((tx) =>
        tx.query<{ id: number }>('SELECT id FROM drv_rows WHERE id = 1 FOR UPDATE'),
      );
      expect(rows).toEqual([{ id: 1 }]);
      goOn();
      await expect(frozen).rejects.toThrow();
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    }
  });

  it('applies beside the options a DATABASE_URL brings (a schema chosen by the URL)', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.searchParams.set('options', '-c search_path=public -c application_name=url_options');
    const db = await openPostgres(url.toString(), { max: 1, idleInTransactionTimeoutMs: 1_234 });
    try {
      const [row] = await db.query<{ idle: string; path: string; app: string }>(
        `SELECT current_setting('idle_in_transaction_session_timeout') AS idle,
                current_setting('search_path') AS path,
                current_setting('application_name') AS app`,
      );
      expect(row).toEqual({ idle: '1234ms', path: 'public', app: 'url_options' });
    } finally {
      await db.close();
    }
  });
});
