/**
 * A database of its own for a test that runs the server as a child process: PGlite files in a
 * temp DATA_DIR, or (with TEST_DATABASE_URL) a fresh PostgreSQL database, since the server takes
 * a whole DATABASE_URL and no schema option. The test reads it directly through `open`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../../server/platform/db/db';
import { openPostgres } from '../../../server/platform/db/pg.driver';
import { openPglite } from '../../../server/platform/db/pglite.driver';
import { TEST_DATABASE_URL, type DbTarget } from './test-db';

export interface ProcessDbTarget {
  /** What the server process needs in its environment to use this database. */
  env: Record<string, string>;
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

/** `label` names the temp directory or database (letters, digits and `_`). */
export async function prepareProcessDb(target: DbTarget, label: string): Promise<ProcessDbTarget> {
  if (target === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), `${label}-`));
    return {
      env: { DATA_DIR: dataDir },
      // The layout of server/platform/db/open.ts: PGlite files in `<DATA_DIR>/pglite`.
      open: () => openPglite(path.join(dataDir, 'pglite')),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${label}_${Math.random().toString(36).slice(2, 12)}`;
  const admin = await openPostgres(TEST_DATABASE_URL, { max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openPostgres(url.toString(), { max: 2 }),
    async dispose() {
      const db = await openPostgres(TEST_DATABASE_URL!, { max: 1 });
      try {
        await db.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await db.close();
      }
    },
  };
}
