/**
 * The fault simulation in CI: a short seed set of `npm run sim:faults` — three real
 * nodes on PostgreSQL (through the fault proxy) and a NATS of its own, kill -9, dropped and
 * stalled database connections, a NATS restart, impatient clients — must end with zero
 * violations. Needs real PostgreSQL and nats-server: skipped, visibly, when TEST_DATABASE_URL is
 * unset. The checks themselves are shown to fail on planted violations in
 * tests/unit/sim/fault-checks.test.ts, so this cannot pass vacuously.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, runSimulation } from '../../../sim/faults/simulation';
import { formatResult } from '../../../sim/faults/report';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/**
 * A short set: one seed of 1,500 operations, eight in flight, a fault about every 40 operations
 * (about 80 s on a quiet 2-core machine, 15 s of it starting the nodes; the stalls and restarts
 * the faults cause are most of the rest).
 */
const SEEDS = ['ci-1'];
const OPS_PER_SEED = 1_500;
const CONCURRENCY = 8;
/** Bounds a hung run only (three node starts on a loaded 2-core machine take a while). */
const RUN_TIMEOUT_MS = 15 * 60_000;

if (!TEST_DATABASE_URL) {
  console.warn('sim-faults.test.ts: TEST_DATABASE_URL unset, the fault simulation is skipped');
}

describe.skipIf(!TEST_DATABASE_URL)('fault simulation over three nodes', () => {
  it.each(SEEDS)(
    'seed %s: every acknowledged operation once, the books balanced, no violation',
    async (seed) => {
      const lines: string[] = [];
      const result = await runSimulation({
        ...DEFAULT_OPTIONS,
        seed,
        ops: OPS_PER_SEED,
        concurrency: CONCURRENCY,
        faultEvery: 40,
        adminUrl: TEST_DATABASE_URL!,
        log: (line) => lines.push(line),
      });
      const report = formatResult(result);
      console.log(report);
      // The run did what it claims: each main kind of money operation was acknowledged, and
      // nodes died under it (how many answers arrive depends on the machine's load, not asserted).
      for (const kind of [
        'charge',
        'approve',
        'pointConvert',
        'couponIssue',
        'minigameBet',
        'sportsSingle',
        'casinoBet',
      ]) {
        expect(result.opsByKind[kind]?.ok ?? 0, kind).toBeGreaterThan(0);
      }
      expect(result.faults.killNode + result.faults.killLeader).toBeGreaterThan(0);
      expect(result.violations, `${report}\n${lines.join('\n')}`).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );
});
