/**
 * `npm run backup -- FILE`: writes a backup of the configured database (DATABASE_URL for
 * PostgreSQL, else the PGlite files under DATA_DIR, default ./data; stop the node first on PGlite).
 * docs/operations.md says how often and how to keep them.
 */
import { backupDatabase } from './backup';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('사용법 / usage: npm run backup -- FILE');
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  await backupDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || './data' }, file);
  console.log(`백업 완료 / backup written (${databaseUrl ? 'postgres' : 'pglite'}): ${file}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('백업 오류 / backup error:', error);
    process.exitCode = 1;
  },
);
