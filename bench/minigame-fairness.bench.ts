/**
 * Minigame fairness figures: draws up to 10^7 outcomes per family from the server stream
 * (one continuous HMAC-SHA256 stream per family, as in the unit test) within a per-family time
 * budget, and prints the chi-square statistic and p-value of each uniformity check.
 * Run: npx tsx bench/minigame-fairness.bench.ts [drawsPerFamily] [secondsPerFamily]
 */
import { chiSquareTest } from '../common/domain/minigame/chi-square';
import { FAMILY_ENGINES } from '../common/domain/minigame/family-registry';
import { UNIFORMITY_CHECKS } from '../common/domain/minigame/fairness-statistics';
import { createNodeRoundStream } from '../common/domain/minigame/stream-node';
import { FAMILIES } from '../common/domain/minigame/types';

const TARGET_DRAWS = Number(process.argv[2] ?? 10_000_000);
const BUDGET_MS = Number(process.argv[3] ?? 60) * 1_000;
const TIME_CHECK_EVERY = 10_000;
const SEED_HEX = 'be7c'.repeat(16);

export interface FamilyFairnessFigure {
  readonly family: string;
  readonly check: string;
  readonly draws: number;
  readonly seconds: number;
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  readonly pValue: number;
}

export function measureFamily(family: (typeof FAMILIES)[number]): FamilyFairnessFigure[] {
  const engine = FAMILY_ENGINES[family];
  const checks = UNIFORMITY_CHECKS[family];
  const counts = checks.map((check) => new Array<number>(check.cells).fill(0));
  const stream = createNodeRoundStream(SEED_HEX, 0, `bench-${family}`);
  const started = performance.now();
  let draws = 0;
  while (draws < TARGET_DRAWS) {
    const outcome = engine.draw(stream);
    checks.forEach((check, index) => check.tally(outcome, counts[index] as number[]));
    draws += 1;
    if (draws % TIME_CHECK_EVERY === 0 && performance.now() - started > BUDGET_MS) break;
  }
  const seconds = (performance.now() - started) / 1_000;
  return checks.map((check, index) => ({
    family,
    check: check.name,
    draws,
    seconds,
    ...chiSquareTest(counts[index] as number[], check.expectedShares),
  }));
}

function main(): void {
  console.log(
    `minigame fairness: up to ${TARGET_DRAWS} draws or ${BUDGET_MS / 1_000} s per family`,
  );
  let failures = 0;
  for (const family of FAMILIES) {
    for (const figure of measureFamily(family)) {
      const verdict = figure.pValue > 0.01 ? 'pass' : 'FAIL';
      if (verdict === 'FAIL') failures += 1;
      console.log(
        `${figure.family.padEnd(16)} ${figure.check.padEnd(22)} draws=${figure.draws} ` +
          `(${figure.seconds.toFixed(1)} s) chi2=${figure.statistic.toFixed(2)} ` +
          `df=${figure.degreesOfFreedom} p=${figure.pValue.toFixed(4)} ${verdict} @99%`,
      );
    }
  }
  console.log(failures === 0 ? 'all checks pass at 99%' : `${failures} check(s) below p = 0.01`);
}

main();
