/**
 * The member's own check of a spin or a table round (provably fair): the revealed server
 * seed must hash to the commit this page showed BEFORE the outcome (never a commit, client seed
 * or nonce the answer brings along), and the outcome recomputed in the browser
 * (verifyCasinoOutcome) must equal the one the provider paid on.
 */
import { verifyCasinoOutcome } from '../../../common/domain/casino/outcomes';

/** 'unverifiable': nothing was shown before play, or the reply lacks the seed or the outcome. */
export type OutcomeCheck = 'match' | 'mismatch' | 'unverifiable';

export const CHECK_TEXT: Record<OutcomeCheck | 'checking', string> = {
  match: '일치',
  mismatch: '불일치',
  unverifiable: '확인 불가',
  checking: '검증 중…',
};

/** The inputs the page showed before the outcome (the member's own record of them). */
export interface ShownInputs {
  readonly commitHex: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

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

/**
 * Recomputes the outcome from what was shown before play and the revealed seed alone: the commit,
 * client seed and nonce of the reply play no part, so a reply that changed them cannot pass.
 */
export async function checkOutcome(
  drawCode: string,
  shown: ShownInputs | null,
  serverSeedHex: string | null,
  paidOutcome: unknown,
): Promise<OutcomeCheck> {
  if (!shown || !serverSeedHex || paidOutcome === null || paidOutcome === undefined) {
    return 'unverifiable';
  }
  try {
    const verification = await verifyCasinoOutcome(
      drawCode,
      { serverSeedHex, clientSeed: shown.clientSeed, nonce: shown.nonce },
      shown.commitHex,
    );
    if (!verification?.ok) return 'mismatch';
    return canonicalJson(verification.outcome) === canonicalJson(paidOutcome)
      ? 'match'
      : 'mismatch';
  } catch {
    return 'mismatch';
  }
}
