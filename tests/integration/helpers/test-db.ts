/**
 * Databases for server integration tests.
 *
 * Every test file runs on PGlite (in memory) and, when `TEST_DATABASE_URL` is set (CI always
 * sets it), on PostgreSQL too, in a fresh schema of its own that is dropped afterwards:
 *
 *   describe.each(dbTargets)('wallet on %s', (target) => {
 *     let db: Db;
 *     beforeAll(async () => { db = await openTestDb(target); });  // migrated, empty
 *     afterAll(() => closeTestDb(db));
 *     it('…', async () => { await db.transaction((tx) => …); });
 *   });
 *
 * Open one database per file (in `beforeAll`), not per test. A PGlite starts from a migrated
 * template (pglite-template.ts): ~1.5 s instead of ~10 s of initdb and migrations.
 */
import type { Db } from '../../../server/platform/db/db';
import { migrate } from '../../../server/platform/db/migrate';
import { openPostgres } from '../../../server/platform/db/pg.driver';
import { openPglite } from '../../../server/platform/db/pglite.driver';
import { migratedPgliteTemplate } from './pglite-template';

export type DbTarget = Db['kind'];

/** The PostgreSQL server for tests, e.g. `postgres://postgres@127.0.0.1:5432/test`. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const dbTargets: DbTarget[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

if (!TEST_DATABASE_URL) console.warn('TEST_DATABASE_URL unset: PostgreSQL tests skipped');

/** Enough connections for concurrency tests, which run many transactions at once. */
const TEST_POOL_SIZE = 20;

const schemas = new WeakMap<Db, string>();

function randomSchemaName(): string {
  return `t_${Math.random().toString(36).slice(2, 12)}`;
}

/** A migrated, empty database of the given kind. Close it with `closeTestDb`. */
export async function openTestDb(target: DbTarget, opts: { poolSize?: number } = {}): Promise<Db> {
  let db: Db;
  if (target === 'pglite') {
    db = await openPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
  } else {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    const schema = randomSchemaName();
    db = await openPostgres(TEST_DATABASE_URL, { schema, max: opts.poolSize ?? TEST_POOL_SIZE });
    schemas.set(db, schema);
  }
  // On the template this only confirms every migration is recorded.
  await migrate(db);
  return db;
}

/** Closes the database; a PostgreSQL test schema is dropped with everything in it. */
export async function closeTestDb(db: Db | undefined): Promise<void> {
  if (!db) return;
  const schema = schemas.get(db);
  try {
    if (schema) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await db.close();
  }
}
