/**
 * The history's fairness check of a casino round or slot spin (the history shows the seed after
 * the reveal and recomputes the outcome in the browser), as the minigame results do:
 * the revealed seed must hash to the commit shown before the round, and the outcome recomputed
 * from seed, client seed and nonce must equal the one the provider published.
 */
import type { ProviderRoundDetail } from '../../../common/contract/demo-provider.contract';
import { verifyCasinoOutcome } from '../../../common/domain/casino/outcomes';

/**
 * 'notVerifiable': the seed is revealed but the provider published no outcome, so there is
 * nothing to compare the recomputation with; that is never reported as a match.
 */
export type FairnessVerdict = 'notRevealed' | 'notVerifiable' | 'match' | 'mismatch';

/** JSON with object keys sorted: a JSONB column hands keys back in its own order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Deep equality of two JSON values (the published outcome came over the wire as JSON). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export async function checkRoundFairness(detail: ProviderRoundDetail): Promise<FairnessVerdict> {
  const { fairness } = detail;
  if (fairness.serverSeedHex === null) return 'notRevealed';
  if (detail.outcome === null || detail.outcome === undefined) return 'notVerifiable';
  try {
    const result = await verifyCasinoOutcome(
      detail.drawCode,
      {
        serverSeedHex: fairness.serverSeedHex,
        clientSeed: fairness.clientSeed,
        nonce: fairness.nonce,
      },
      fairness.commitHex,
    );
    if (!result?.ok) return 'mismatch';
    return sameJson(result.outcome, detail.outcome) ? 'match' : 'mismatch';
  } catch {
    return 'mismatch';
  }
}
