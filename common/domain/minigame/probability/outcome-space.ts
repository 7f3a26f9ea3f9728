/**
 * An exact outcome space: every outcome a family's draw can produce, each with an integer weight,
 * the weights summing to `total` (so an outcome's probability is weight / total). The market
 * probabilities are read off a space by the family's own grade(): a selection's probability of
 * winning is the weight of the outcomes it wins on, and likewise for a push. Nothing is sampled.
 */
import { fraction } from '../../exact-fraction';
import type { SelectionProbability } from '../market-probabilities';
import { selectionKey, type FamilyEngine, type Grade } from '../types';

export interface WeightedOutcome<Outcome> {
  readonly outcome: Outcome;
  readonly weight: bigint;
}

export interface OutcomeSpace<Outcome> {
  readonly total: bigint;
  /** Calls `visit` once per outcome (a callback rather than an iterator: spaces run to millions). */
  forEach(visit: (outcome: Outcome, weight: bigint) => void): void;
}

/** A space over a list built in advance. */
export function listedSpace<Outcome>(
  total: bigint,
  outcomes: readonly WeightedOutcome<Outcome>[],
): OutcomeSpace<Outcome> {
  return {
    total,
    forEach(visit) {
      for (const { outcome, weight } of outcomes) visit(outcome, weight);
    },
  };
}

/** Every selection of the engine's markets graded over the whole space. */
export function gradeSpace<Outcome>(
  engine: FamilyEngine<Outcome>,
  space: OutcomeSpace<Outcome>,
): Record<string, SelectionProbability> {
  const keys = engine.markets.flatMap((market) =>
    market.selections.map((selection) => selectionKey(market.key, selection.key)),
  );
  const weights = keys.map(() => ({ won: 0n, push: 0n }));
  let seen = 0n;
  space.forEach((outcome, weight) => {
    seen += weight;
    for (let index = 0; index < keys.length; index += 1) {
      const grade: Grade = engine.grade(outcome, keys[index]!);
      if (grade !== 'lost') weights[index]![grade] += weight;
    }
  });
  if (seen !== space.total) {
    throw new Error(`${engine.family}: outcome weights sum to ${seen}, not ${space.total}`);
  }
  return Object.fromEntries(
    keys.map((key, index) => [
      key,
      { won: fraction(weights[index]!.won, seen), push: fraction(weights[index]!.push, seen) },
    ]),
  );
}

/** n (n - 1) … (n - k + 1): ordered draws of k cards from n. */
export function fallingFactorial(n: number, k: number): bigint {
  let product = 1n;
  for (let i = 0; i < k; i += 1) product *= BigInt(Math.max(n - i, 0));
  return product;
}
