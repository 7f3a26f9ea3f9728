/**
 * Server-only (node:crypto) synchronous round stream: the same bytes as the WebCrypto one in
 * fairness.ts (tests cross-check), but fast enough for the engine and the 10^5-draw statistics.
 * Never import this from browser code.
 */
import { createHash, createHmac } from 'node:crypto';
import {
  hexToBytes,
  hmacMessage,
  LazyBlockStream,
  NO_BETS_ROUND_SEED,
  roundSeedsText,
} from './hmac-blocks';
import type { RandomStream } from './random-stream';

/** Rule 1 without roundClientSeed, rule 2 with it (hmac-blocks.ts). */
export function createNodeRoundStream(
  seedHex: string,
  gameId: number,
  roundId: string,
  roundClientSeed?: string,
): RandomStream {
  const key = hexToBytes(seedHex);
  return new LazyBlockStream((counter) =>
    createHmac('sha256', key)
      .update(hmacMessage(gameId, roundId, counter, roundClientSeed), 'utf8')
      .digest(),
  );
}

/** A rule-2 round's client seed from its bettors' client seeds (hmac-blocks.ts). */
export function combineRoundSeedsSync(clientSeeds: readonly string[]): string {
  const text = roundSeedsText(clientSeeds);
  return text === null
    ? NO_BETS_ROUND_SEED
    : createHash('sha256').update(text, 'utf8').digest('hex');
}

export function commitSeedSync(seedHex: string): string {
  return createHash('sha256').update(hexToBytes(seedHex)).digest('hex');
}
