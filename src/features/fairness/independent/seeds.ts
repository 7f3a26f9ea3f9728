/**
 * The commitment and the shared tables' combined client seed (docs/fairness.md §1 and §4).
 */
import { copyOut, seedBytes, sha256Hex, utf8 } from './bytes';

/** The client seed of a table round without bettors. */
export const NOBODY_BET_SEED = 'table';

/** commit = hex SHA-256 of the decoded server seed bytes. */
export function commitOf(serverSeedHex: string): Promise<string> {
  return sha256Hex(copyOut(seedBytes(serverSeedHex)));
}

/** Orders two texts by UTF-16 code units, the order the recipe states. */
function byCodeUnits(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i += 1) {
    const difference = a.charCodeAt(i) - b.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** hex SHA-256 of the bettors' seeds sorted and joined by ':', or 'table' when nobody bet. */
export async function combineTableSeeds(seeds: readonly string[]): Promise<string> {
  if (seeds.length === 0) return NOBODY_BET_SEED;
  const ordered = seeds.slice().sort(byCodeUnits);
  return sha256Hex(utf8(ordered.join(':')));
}
