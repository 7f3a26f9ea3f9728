/**
 * How many cases a model-based test takes. CI runs a bounded number (seconds per lifecycle) with a
 * fresh seed it prints, so a failure found in CI replays exactly; `MODEL_RUNS` raises the count for
 * long runs and `MODEL_SEED` replays one seed.
 *
 *   MODEL_RUNS=5000 MODEL_SEED=123 npx vitest run --project integration tests/integration/casino/casino-round.model.test.ts
 */
import type { Parameters } from 'fast-check';

export function modelRunParameters<T>(name: string, ciRuns: number): Parameters<T> {
  const runs = Number(process.env.MODEL_RUNS ?? ciRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`MODEL_RUNS must be a positive integer`);
  const seed = process.env.MODEL_SEED
    ? Number(process.env.MODEL_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  console.info(
    `[model] ${name}: ${runs} runs, seed ${seed} (replay: MODEL_SEED=${seed} MODEL_RUNS=${runs})`,
  );
  return { numRuns: runs, seed, endOnFailure: true };
}
