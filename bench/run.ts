import { benchFoundation, type FoundationFigures } from './foundation.bench';
import type { LoadFigures } from './http-load';

/**
 * `npm run bench`: prints the figures of every benchmark. PostgreSQL runs too when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. Budgets are printed beside the figures;
 * nothing here fails on time.
 */
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

function line(name: string, f: LoadFigures): string {
  return `  ${name.padEnd(22)} ${String(f.requestsPerSec).padStart(7)} req/s   p50 ${f.p50Ms} ms   p99 ${f.p99Ms} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;
}

function print(figures: FoundationFigures): void {
  console.log(`\n[foundation] ${figures.target}`);
  console.log(line('POST /api/member/login', figures.login));
  console.log(line('GET /api/member/user', figures.memberUser));
}

async function main(): Promise<void> {
  print(await benchFoundation('pglite'));
  if (pgUrl) print(await benchFoundation('postgres', pgUrl));
  else
    console.log('\n[foundation] postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
