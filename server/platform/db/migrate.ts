import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** `NNN_description.sql`: the number fixes the order. */
const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

/**
 * Advisory-lock class for migrations (two-int form, so it cannot collide with single-key locks
 * such as the job leader's). The second key is the schema, so test files migrating their own
 * schemas in one database do not wait for each other.
 */
const MIGRATION_LOCK_CLASS = 4_201_001;
const TAKE_MIGRATION_LOCK = `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_CLASS}, hashtext(current_schema()))`;

async function migrationFiles(): Promise<string[]> {
  const names = await readdir(MIGRATIONS_DIR);
  return names.filter((name) => MIGRATION_FILE.test(name)).sort();
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in file order, each in its own
 * transaction with its record, and returns the names it applied. Two processes starting at once
 * are safe: each transaction first takes the migration lock, then re-checks what is applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(TAKE_MIGRATION_LOCK, []);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name        TEXT PRIMARY KEY,
         applied_at  TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
  });

  const applied: string[] = [];
  for (const name of await migrationFiles()) {
    const sql = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query(TAKE_MIGRATION_LOCK, []);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      // No parameters: both drivers run it with the simple protocol, so a file may hold
      // many statements.
      await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}
