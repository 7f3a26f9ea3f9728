/**
 * Server-only (node:crypto) synchronous round stream: the same bytes as the WebCrypto one in
 * fairness.ts (tests cross-check), but fast enough for the engine and the 10^5-draw statistics.
 * Never import this from browser code.
 */
import { createHash, createHmac } from 'node:crypto';
import { hexToBytes, hmacMessage, LazyBlockStream } from './hmac-blocks';
import type { RandomStream } from './random-stream';

export function createNodeRoundStream(
  seedHex: string,
  gameId: number,
  roundId: string,
): RandomStream {
  const key = hexToBytes(seedHex);
  return new LazyBlockStream((counter) =>
    createHmac('sha256', key)
      .update(hmacMessage(gameId, roundId, counter), 'utf8')
      .digest(),
  );
}

export function commitSeedSync(seedHex: string): string {
  return createHash('sha256').update(hexToBytes(seedHex)).digest('hex');
}
