/**
 * `npm run restore -- FILE [--force]`: restores a backup into the configured database
 * (DATABASE_URL, else DATA_DIR's PGlite files; no node may run on it), refusing one that has
 * members unless `--force`, then migrates and verifies the ledger: exit code 1 when the restored
 * books do not balance, 3 when refused.
 */
import { RestoreRefused, restoreDatabase } from './backup';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('사용법 / usage: npm run restore -- FILE [--force]');
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  try {
    const result = await restoreDatabase(
      { databaseUrl, dataDir: process.env.DATA_DIR || './data' },
      file,
      { force: args.includes('--force') },
    );
    const counts = `${result.ledger.accounts} accounts, ${result.ledger.transfers} transfers`;
    const migrated = result.migrationsRun.length;
    if (!result.ledger.ok) {
      console.error(`복원 후 장부 검증 실패 / restored, ledger FAILED: ${counts}`);
      for (const problem of result.ledger.problems) console.error(`  - ${problem}`);
      return 1;
    }
    console.log(
      `복원 완료, 장부 검증 통과 / restored, ledger OK: ${counts}; migrations run: ${migrated}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 3;
    }
    throw error;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('복원 오류 / restore error:', error);
    process.exitCode = 1;
  },
);
