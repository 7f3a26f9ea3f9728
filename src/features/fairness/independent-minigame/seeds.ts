/**
 * What a member checks before the draw itself (docs/fairness-minigames.md §1 and §2.2): the seed
 * against its published commit, and the round's combined client seed from the bettors' seeds.
 */
import { decodeHex, sha256Hex, utf8 } from './bytes';

/** hex(SHA-256(seed bytes)): the hex text is decoded first, never hashed as text. */
export function commitOf(seedHex: string): Promise<string> {
  return sha256Hex(decodeHex(seedHex));
}

export const NO_BETS_CLIENT_SEED = 'none';

/**
 * The round's combined client seed: `none` without bets, else hex(SHA-256(UTF-8 of the seeds
 * sorted in UTF-16 code-unit order and joined by ':')). Duplicates stay: the list is as published.
 */
export async function combineRoundSeeds(seeds: readonly string[]): Promise<string> {
  if (seeds.length === 0) return NO_BETS_CLIENT_SEED;
  // Plain comparison of JavaScript strings is by code unit, which is the documented order.
  const sorted = [...seeds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(utf8(sorted.join(':')));
}
