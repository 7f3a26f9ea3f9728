/**
 * The member's own check of a spin or a table round (provably fair): the revealed server
 * seed must hash to the commit this page showed BEFORE the outcome (for a spin: not a commit the
 * answer brings along), and the outcome recomputed in the browser (verifyCasinoOutcome) must
 * equal the one the provider paid on.
 */
import { verifyCasinoOutcome } from '../../../common/domain/casino/outcomes';
import type { FairnessView } from '../../../common/contract/demo-provider.contract';

export type OutcomeCheck = 'match' | 'mismatch';

/** JSON with object keys sorted, so two equal outcomes compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function checkOutcome(
  drawCode: string,
  fairness: FairnessView,
  committedBefore: string,
  paidOutcome: unknown,
): Promise<OutcomeCheck> {
  if (fairness.serverSeedHex === null) return 'mismatch';
  const verification = await verifyCasinoOutcome(
    drawCode,
    {
      serverSeedHex: fairness.serverSeedHex,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
    },
    committedBefore,
  );
  if (!verification?.ok) return 'mismatch';
  return canonicalJson(verification.outcome) === canonicalJson(paidOutcome) ? 'match' : 'mismatch';
}
