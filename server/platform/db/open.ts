import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { openPostgres } from './pg.driver';
import { openPglite } from './pglite.driver';

export interface DbConfig {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  databaseUrl?: string;
  /** The app's data folder; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
}

/** Opens the configured database. It does not migrate: call `migrate(db)` next. */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  return openPglite(pgliteDir);
}
