/**
 * `npm run ledger:verify`: proves the books of the configured database balance (docs/architecture.md §5).
 * Reads DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite files, default ./data); exit code 1 when a
 * problem is found, so it can gate a deploy or a cron alert.
 */
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { verifyLedger } from './verify';

const DEFAULT_DATA_DIR = './data';

async function main(): Promise<number> {
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
  });
  try {
    await migrate(db);
    const report = await verifyLedger(db);
    const counts = `${report.accounts} accounts, ${report.transfers} transfers`;
    if (report.ok) {
      console.log(`장부 검증 통과 / Ledger OK (${db.kind}): ${counts}`);
      return 0;
    }
    console.error(
      `장부 검증 실패 / Ledger FAILED (${db.kind}): ${report.problems.length} problems, ${counts}`,
    );
    for (const problem of report.problems) console.error(`  - ${problem}`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('장부 검증 오류 / Ledger verification error:', error);
    process.exitCode = 1;
  },
);
