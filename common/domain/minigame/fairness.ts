/**
 * Provably fair rounds, isomorphic (browser and Node 20 through globalThis.crypto.subtle).
 *
 * How any member re-computes a round:
 * 1. Before betting closes the site publishes commit = hex(SHA-256(seed bytes)), where the seed is
 *    a hex string (32 random bytes in production) and "seed bytes" is its hex-decoded value.
 * 2. After the draw the site reveals the seed. Check SHA-256(seed bytes) equals the commit.
 * 3. The round's random stream is, for counter = 0, 1, 2, …:
 *      block(counter) = HMAC-SHA256(key = seed bytes, message = UTF-8 "<gameId>:<roundId>:<counter>")
 *    under rule 1, or "<gameId>:<roundId>:<roundClientSeed>:<counter>" under rule 2, where the
 *    round client seed combines the bettors' client seeds fixed with their bets (hmac-blocks.ts;
 *    gameId decimal, roundId exactly as published, counter decimal), each 32-byte block read as
 *    8 big-endian unsigned 32-bit integers, blocks in counter order.
 * 4. Integers below n come from uniformInt with rejection sampling: limit = floor(2^32 / n) * n,
 *    take the next value v, discard it while v >= limit, answer v mod n (random-stream.ts).
 *    Draws without replacement are a partial Fisher-Yates from the front: position i swaps with
 *    i + uniformInt(remaining count).
 * 5. The game's family (catalog.ts) turns the stream into the outcome; each family file documents
 *    its exact order of draws (families/*.ts).
 */
import { findGameById } from './catalog';
import { FAMILY_ENGINES } from './family-registry';
import {
  bytesToHex,
  hexToBytes,
  hmacMessage,
  NO_BETS_ROUND_SEED,
  PrefetchedBlockStream,
  roundSeedsText,
  type FairRule,
} from './hmac-blocks';
import { StreamExhaustedError, type RandomStream } from './random-stream';

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available');
  return api;
}

function asBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export async function commitSeed(seedHex: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', asBuffer(hexToBytes(seedHex)));
  return bytesToHex(new Uint8Array(digest));
}

/** A rule-2 round's client seed from its bettors' client seeds (hmac-blocks.ts). */
export async function combineRoundSeeds(clientSeeds: readonly string[]): Promise<string> {
  const text = roundSeedsText(clientSeeds);
  if (text === null) return NO_BETS_ROUND_SEED;
  const digest = await subtle().digest('SHA-256', asBuffer(new TextEncoder().encode(text)));
  return bytesToHex(new Uint8Array(digest));
}

/** HMAC blocks [fromCounter, fromCounter + count) of a round's stream (rule 2 with a client seed). */
export async function roundBlocks(
  seedHex: string,
  gameId: number,
  roundId: string,
  fromCounter: number,
  count: number,
  roundClientSeed?: string,
): Promise<Uint8Array[]> {
  const key = await subtle().importKey(
    'raw',
    asBuffer(hexToBytes(seedHex)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new TextEncoder();
  const signatures = Array.from({ length: count }, (_, i) =>
    subtle().sign(
      'HMAC',
      key,
      encoder.encode(hmacMessage(gameId, roundId, fromCounter + i, roundClientSeed)),
    ),
  );
  return (await Promise.all(signatures)).map((signature) => new Uint8Array(signature));
}

const INITIAL_BLOCKS = 8;
const MAX_BLOCKS = 4096;

/**
 * Runs a synchronous draw over a round's WebCrypto stream. Blocks are fetched ahead (8, then twice
 * as many whenever the draw runs past them); the draw is deterministic, so re-running it over a
 * longer prefix of the same stream gives the same outcome.
 */
export async function drawRoundAsync<T>(
  seedHex: string,
  gameId: number,
  roundId: string,
  draw: (stream: RandomStream) => T,
  roundClientSeed?: string,
): Promise<T> {
  let blocks: Uint8Array[] = [];
  for (let wanted = INITIAL_BLOCKS; wanted <= MAX_BLOCKS; wanted *= 2) {
    const more = wanted - blocks.length;
    blocks = blocks.concat(
      await roundBlocks(seedHex, gameId, roundId, blocks.length, more, roundClientSeed),
    );
    try {
      return draw(new PrefetchedBlockStream(blocks));
    } catch (error) {
      if (!(error instanceof StreamExhaustedError)) throw error;
    }
  }
  throw new Error(`round ${gameId}:${roundId} needed more than ${MAX_BLOCKS} blocks`);
}

export interface RoundToVerify {
  readonly gameId: number;
  readonly roundId: string;
  readonly seedHex: string;
  readonly commitHex: string;
  /** Absent: rule 1 (rounds published before the rule existed). */
  readonly fairRule?: FairRule;
  /** Rule 2: the round client seed as published. */
  readonly clientSeed?: string | null;
}

export type VerifyResult =
  | { readonly ok: true; readonly outcome: unknown }
  | {
      readonly ok: false;
      readonly reason: 'unknownGame' | 'badSeed' | 'commitMismatch' | 'missingClientSeed';
      readonly outcome: null;
    };

/** Checks the seed against its commit and recomputes the round's outcome from the seed. */
export async function verifyRound(round: RoundToVerify): Promise<VerifyResult> {
  const game = findGameById(round.gameId);
  if (!game) return { ok: false, reason: 'unknownGame', outcome: null };
  let commit: string;
  try {
    commit = await commitSeed(round.seedHex);
  } catch {
    return { ok: false, reason: 'badSeed', outcome: null };
  }
  if (commit !== round.commitHex.toLowerCase()) {
    return { ok: false, reason: 'commitMismatch', outcome: null };
  }
  const rule2 = round.fairRule === 2;
  if (rule2 && !round.clientSeed) {
    return { ok: false, reason: 'missingClientSeed', outcome: null };
  }
  const engine = FAMILY_ENGINES[game.family];
  const outcome = await drawRoundAsync(
    round.seedHex,
    round.gameId,
    round.roundId,
    (stream) => engine.draw(stream),
    rule2 ? round.clientSeed! : undefined,
  );
  return { ok: true, outcome };
}
