/**
 * The server's side of the minigame comparison: its family draws over its own rule-1 stream, and
 * over a rule-2 stream made here from node:crypto (docs/fairness-minigames.md §2: rule 2 changes
 * only the signed message).
 */
import { createHmac } from 'node:crypto';
import { findGameById } from '../../../../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../../common/domain/minigame/family-registry';
import type { RandomStream } from '../../../../common/domain/minigame/random-stream';
import { createNodeRoundStream } from '../../../../common/domain/minigame/stream-node';

export interface RoundInput {
  readonly seedHex: string;
  readonly gameId: number;
  readonly roundId: string;
  readonly rule: 1 | 2;
  readonly roundClientSeed?: string;
}

/** block(c) = HMAC-SHA256(seed bytes, "<gameId>:<roundId>:<roundClientSeed>:<c>"), 8 uint32 BE each. */
export function ruleTwoStream(
  seedHex: string,
  gameId: number,
  roundId: string,
  roundClientSeed: string,
): RandomStream {
  const key = Buffer.from(seedHex, 'hex');
  let block = Buffer.alloc(0);
  let counter = 0;
  let offset = 0;
  return {
    nextUint32() {
      if (offset === block.length) {
        block = createHmac('sha256', key)
          .update(`${gameId}:${roundId}:${roundClientSeed}:${counter}`, 'utf8')
          .digest();
        counter += 1;
        offset = 0;
      }
      const value = block.readUInt32BE(offset);
      offset += 4;
      return value;
    },
  };
}

export function serverDraw(input: RoundInput): unknown {
  const game = findGameById(input.gameId);
  if (!game) throw new Error(`no game ${input.gameId}`);
  const stream =
    input.rule === 1
      ? createNodeRoundStream(input.seedHex, input.gameId, input.roundId)
      : ruleTwoStream(input.seedHex, input.gameId, input.roundId, input.roundClientSeed ?? '');
  return FAMILY_ENGINES[game.family].draw(stream);
}
