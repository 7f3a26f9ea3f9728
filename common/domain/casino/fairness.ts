/**
 * Provably fair casino rounds and slot spins (docs/architecture.md §10), isomorphic: WebCrypto
 * (globalThis.crypto.subtle) in the browser and in Node 20, no node: imports.
 *
 * The exact recipe, so a member recomputes any outcome from the history:
 * 1. Before the spin / before the table's betting opens the provider publishes
 *      commit = hex(SHA-256(server seed bytes))
 *    where the server seed is a hex string (32 random bytes) and "server seed bytes" is its
 *    hex-decoded value (not the hex text).
 * 2. The outcome's random stream is, for counter = 0, 1, 2, …:
 *      block(counter) = HMAC-SHA256(key = server seed bytes,
 *                                   message = UTF-8 "<clientSeed>:<nonce>:<counter>")
 *    (nonce and counter in decimal without padding, clientSeed exactly as shown), each 32-byte
 *    block read as 8 big-endian unsigned 32-bit integers, blocks in counter order
 *    (common/domain/minigame/hmac-blocks.ts).
 * 3. Integers below n: uniformInt's rejection sampling (minigame/random-stream.ts); the game
 *    (tables/*.ts, slots/*.ts) documents its exact order of draws.
 * 4. After the round the server seed is revealed: check SHA-256(seed bytes) = commit, then run 2-3.
 *
 * Shared tables (every seated member sees the same round) use one combined client seed:
 *   tableClientSeed(seeds) = hex(SHA-256(UTF-8 of the members' client seeds sorted (code unit order)
 *                             and joined by ':')), or the public seed 'table' when nobody bet.
 * Why this is fair to both sides: the server committed its seed before betting opened, so it cannot
 * pick a seed after seeing the members' seeds; the members' seeds are fixed when betting closes,
 * and no member knows the server seed, so no member (nor any group of them) can steer the outcome
 * by choosing their seed. Sorting makes the combination independent of the order of arrival.
 */
import {
  bytesToHex,
  hexToBytes,
  LazyBlockStream,
  PrefetchedBlockStream,
} from '../minigame/hmac-blocks';
import { StreamExhaustedError, type RandomStream } from '../minigame/random-stream';
import type { FairnessInputs } from './types';

/** The public client seed of a table round nobody bet on. */
export const EMPTY_TABLE_CLIENT_SEED = 'table';

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available');
  return api;
}

function asBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The HMAC message of one block: "<clientSeed>:<nonce>:<counter>". */
export function fairMessage(clientSeed: string, nonce: number, counter: number): string {
  return `${clientSeed}:${nonce}:${counter}`;
}

/** commit = hex SHA-256 of the server seed's bytes. */
export async function commitServerSeed(serverSeedHex: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', asBuffer(hexToBytes(serverSeedHex)));
  return bytesToHex(new Uint8Array(digest));
}

/** Blocks [fromCounter, fromCounter + count) of an outcome's stream. */
export async function fairBlocks(
  inputs: FairnessInputs,
  fromCounter: number,
  count: number,
): Promise<Uint8Array[]> {
  const key = await subtle().importKey(
    'raw',
    asBuffer(hexToBytes(inputs.serverSeedHex)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new TextEncoder();
  const signatures = Array.from({ length: count }, (_, i) =>
    subtle().sign(
      'HMAC',
      key,
      encoder.encode(fairMessage(inputs.clientSeed, inputs.nonce, fromCounter + i)),
    ),
  );
  return (await Promise.all(signatures)).map((signature) => new Uint8Array(signature));
}

/**
 * Default prefetch: 16 blocks = 128 uint32s. A baccarat coup needs at most 6 draws (plus rare
 * rejections), a roulette spin 1, a slot spin one draw per reel per spin (a whole free-spin
 * session with retriggers can need more: drawFair below extends the prefetch when it runs out).
 */
export const DEFAULT_FAIR_BLOCKS = 16;

/** A synchronous stream over the first `blocks` blocks; throws StreamExhaustedError past them. */
export async function fairStream(
  inputs: FairnessInputs,
  blocks: number = DEFAULT_FAIR_BLOCKS,
): Promise<RandomStream> {
  return new PrefetchedBlockStream(await fairBlocks(inputs, 0, blocks));
}

const MAX_FAIR_BLOCKS = 1 << 14;

/**
 * Runs a synchronous draw (a game's deal or spin) over the outcome's stream, fetching more blocks
 * (twice as many) whenever the draw runs past them. Draws are deterministic, so re-running over a
 * longer prefix of the same stream gives the same outcome.
 */
export async function drawFair<T>(
  inputs: FairnessInputs,
  draw: (stream: RandomStream) => T,
  initialBlocks: number = DEFAULT_FAIR_BLOCKS,
): Promise<T> {
  let blocks: Uint8Array[] = [];
  for (let wanted = initialBlocks; wanted <= MAX_FAIR_BLOCKS; wanted *= 2) {
    blocks = blocks.concat(await fairBlocks(inputs, blocks.length, wanted - blocks.length));
    try {
      return draw(new PrefetchedBlockStream(blocks));
    } catch (error) {
      if (!(error instanceof StreamExhaustedError)) throw error;
    }
  }
  throw new Error(
    `outcome ${inputs.clientSeed}:${inputs.nonce} needed more than ${MAX_FAIR_BLOCKS} blocks`,
  );
}

/**
 * A synchronous stream from a synchronous HMAC (the server passes node:crypto's createHmac; this
 * module stays isomorphic): blockAt(key bytes, message) must return HMAC-SHA256(key, UTF-8 message).
 */
export function fairStreamFrom(
  inputs: FairnessInputs,
  hmac: (key: Uint8Array, message: string) => Uint8Array,
): RandomStream {
  const key = hexToBytes(inputs.serverSeedHex);
  return new LazyBlockStream((counter) =>
    hmac(key, fairMessage(inputs.clientSeed, inputs.nonce, counter)),
  );
}

/** The combined client seed of a shared table round (see the header for why). */
export async function tableClientSeed(memberClientSeeds: readonly string[]): Promise<string> {
  if (memberClientSeeds.length === 0) return EMPTY_TABLE_CLIENT_SEED;
  const joined = [...memberClientSeeds].sort().join(':');
  const digest = await subtle().digest('SHA-256', asBuffer(new TextEncoder().encode(joined)));
  return bytesToHex(new Uint8Array(digest));
}

export interface FairVerification<T> {
  readonly ok: boolean;
  readonly reason?: 'badSeed' | 'commitMismatch';
  readonly outcome: T | null;
}

/** Checks a revealed seed against its commit, then recomputes the outcome (the history's check). */
export async function verifyFair<T>(
  inputs: FairnessInputs,
  commitHex: string,
  draw: (stream: RandomStream) => T,
): Promise<FairVerification<T>> {
  let commit: string;
  try {
    commit = await commitServerSeed(inputs.serverSeedHex);
  } catch {
    return { ok: false, reason: 'badSeed', outcome: null };
  }
  if (commit !== commitHex.toLowerCase()) {
    return { ok: false, reason: 'commitMismatch', outcome: null };
  }
  return { ok: true, outcome: await drawFair(inputs, draw) };
}
