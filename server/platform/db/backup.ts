/**
 * Backup and restore of the site's database (docs/operations.md): PGlite through its own data
 * directory dump (a gzipped tarball of the files, taken with the node stopped: PGlite has one
 * process), PostgreSQL through `pg_dump` / `pg_restore` in the custom format, limited to the site's
 * schema. A restore refuses to write over a database that already has members unless told to
 * (`force`), then runs the migrations (a backup from an older release comes up to date) and
 * verifies the ledger, so a restored site that does not balance is known before it opens.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { verifyLedger, type LedgerReport } from '../ledger/verify';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPostgres } from './pg.driver';
import { openPgliteHandle } from './pglite.driver';

const run = promisify(execFile);

export interface BackupTarget {
  /** PostgreSQL; without it the PGlite files under `<dataDir>/pglite`. */
  databaseUrl?: string;
  dataDir: string;
}

/** The site's tables live in PostgreSQL's default schema (the server sets no other). */
const SITE_SCHEMA = 'public';

export interface RestoreResult {
  ledger: LedgerReport;
  /** Migrations newer than the backup, run on the restored database. */
  migrationsRun: string[];
}

export class RestoreRefused extends Error {
  constructor(readonly members: number) {
    super(
      `복원 거부: 대상 데이터베이스에 회원 ${members}명이 있습니다. 덮어쓰려면 --force를 붙이세요. / ` +
        `refused: the target database has ${members} members; add --force to overwrite it`,
    );
  }
}

const pgliteDir = (target: BackupTarget) => path.join(target.dataDir, 'pglite');

/** Writes a backup of the target's database to `file`. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      `--schema=${SITE_SCHEMA}`,
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return;
  }
  if (!(await exists(path.join(pgliteDir(target), 'PG_VERSION')))) {
    throw new Error(`no PGlite database in ${pgliteDir(target)}`);
  }
  const { pglite } = await openPgliteHandle(pgliteDir(target));
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Restores `file` into the target, then migrates and verifies the ledger. */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  await stat(file); // a missing file fails before anything is touched
  const members = await countMembers(target);
  if (members > 0 && !options.force) throw new RestoreRefused(members);
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file);
  } else {
    await rm(pgliteDir(target), { recursive: true, force: true });
    await mkdir(pgliteDir(target), { recursive: true });
    const blob = new Blob([await readFile(file)]);
    const { pglite } = await openPgliteHandle(pgliteDir(target), { loadDataDir: blob });
    await pglite.close();
  }
  const db = await open(target);
  try {
    const migrationsRun = await migrate(db);
    const ledger = await verifyLedger(db);
    return { ledger, migrationsRun };
  } finally {
    await db.close();
  }
}

async function restorePostgres(url: string, file: string): Promise<void> {
  // The schema goes first (the dump creates it again): pg_restore --clean drops only what the
  // dump holds, and a table the backup does not know would otherwise survive beside the restored
  // ones.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${SITE_SCHEMA} CASCADE`);
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

function open(target: BackupTarget): Promise<Db> {
  if (target.databaseUrl) {
    return openPostgres(target.databaseUrl);
  }
  return openPgliteHandle(pgliteDir(target)).then((handle) => handle.db);
}

/** Members in the target's database; 0 when it is empty or has no site tables yet. */
async function countMembers(target: BackupTarget): Promise<number> {
  if (!target.databaseUrl && !(await exists(path.join(pgliteDir(target), 'PG_VERSION')))) return 0;
  const db = await open(target);
  try {
    const [table] = await db.query<{ present: boolean }>(
      `SELECT to_regclass('members') IS NOT NULL AS present`,
    );
    if (!table?.present) return 0;
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    return row?.n ?? 0;
  } finally {
    await db.close();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
