// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chiSquareTest } from '../../../../common/domain/minigame/chi-square';
import { FAMILY_ENGINES } from '../../../../common/domain/minigame/family-registry';
import { UNIFORMITY_CHECKS } from '../../../../common/domain/minigame/fairness-statistics';
import { createNodeRoundStream } from '../../../../common/domain/minigame/stream-node';
import { FAMILIES } from '../../../../common/domain/minigame/types';

// 10^5 outcomes per family pass chi-square at the 99% level. One continuous stream per
// family (a fixed seed, outcomes drawn back to back) tests the same uniformInt path as rounds do.
const DRAWS_PER_FAMILY = 100_000;
const SIGNIFICANCE = 0.01;
const SEED_HEX = '5eed'.repeat(16);

describe.each(FAMILIES)('%s', (family) => {
  it(`passes chi-square at 99% over ${DRAWS_PER_FAMILY} outcomes`, () => {
    const engine = FAMILY_ENGINES[family];
    const checks = UNIFORMITY_CHECKS[family];
    const counts = checks.map((check) => new Array<number>(check.cells).fill(0));
    const stream = createNodeRoundStream(SEED_HEX, 0, `statistics-${family}`);
    for (let i = 0; i < DRAWS_PER_FAMILY; i += 1) {
      const outcome = engine.draw(stream);
      checks.forEach((check, index) => check.tally(outcome, counts[index] as number[]));
    }
    checks.forEach((check, index) => {
      const result = chiSquareTest(counts[index] as number[], check.expectedShares);
      expect(result.degreesOfFreedom, check.name).toBe(check.cells - 1);
      expect(result.pValue, `${check.name}: chi2=${result.statistic.toFixed(2)}`).toBeGreaterThan(
        SIGNIFICANCE,
      );
    });
  });
});
