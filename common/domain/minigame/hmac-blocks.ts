/**
 * The byte stream of a round, shared by the WebCrypto (browser and server) and node:crypto
 * (server-only, synchronous) implementations so both agree bit for bit.
 *
 * block(counter) = HMAC-SHA256(key = seed bytes, message = UTF-8 of
 *     rule 1: "<gameId>:<roundId>:<counter>"
 *     rule 2: "<gameId>:<roundId>:<roundClientSeed>:<counter>")
 *   with counter = 0, 1, 2, … in decimal without padding. The seed is a hex string; its decoded
 *   bytes are the key (not the hex text). Rule 2 adds the bettors' entropy: roundClientSeed is
 *   the combination of their client seeds (docs/fairness-minigames.md §2.2), or 'none' for a
 *   round nobody bet on. Rounds keep the rule they were created under, so old ones still verify.
 * Each 32-byte block gives 8 unsigned 32-bit values, read big-endian at byte offsets 0, 4, …, 28.
 * The round's stream is block(0) values 0..7, then block(1) values 0..7, and so on.
 */
import { StreamExhaustedError, type RandomStream } from './random-stream';

export const UINT32_PER_BLOCK = 8;

/** The round client seed of a rule-2 round that had no bets. */
export const NO_BETS_ROUND_SEED = 'none';

/** The rule a round is drawn under: 1 without the bettors' seeds, 2 with them. */
export type FairRule = 1 | 2;

/** rule 1 when roundClientSeed is undefined, rule 2 otherwise. */
export function hmacMessage(
  gameId: number,
  roundId: string,
  counter: number,
  roundClientSeed?: string,
): string {
  return roundClientSeed === undefined
    ? `${gameId}:${roundId}:${counter}`
    : `${gameId}:${roundId}:${roundClientSeed}:${counter}`;
}

/**
 * The text a rule-2 round's seed hashes: the bettors' client seeds in UTF-16 code-unit order
 * joined by ':' (null when nobody bet: the seed is then NO_BETS_ROUND_SEED, not a hash).
 */
export function roundSeedsText(clientSeeds: readonly string[]): string | null {
  return clientSeeds.length === 0 ? null : [...clientSeeds].sort().join(':');
}

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new Error('seed must be an even-length hex string');
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function blockToUint32s(block: Uint8Array): number[] {
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  const values: number[] = [];
  for (let offset = 0; offset + 4 <= block.byteLength; offset += 4) {
    values.push(view.getUint32(offset, false));
  }
  return values;
}

/** A stream that asks `blockAt(counter)` for each next block as it needs one (node:crypto path). */
export class LazyBlockStream implements RandomStream {
  private buffer: number[] = [];
  private position = 0;
  private counter = 0;
  constructor(private readonly blockAt: (counter: number) => Uint8Array) {}
  nextUint32(): number {
    if (this.position >= this.buffer.length) {
      this.buffer = blockToUint32s(this.blockAt(this.counter));
      this.counter += 1;
      this.position = 0;
    }
    const value = this.buffer[this.position] as number;
    this.position += 1;
    return value;
  }
}

/** A stream over blocks fetched in advance (WebCrypto path); throws when it runs past them. */
export class PrefetchedBlockStream implements RandomStream {
  private readonly values: number[];
  private position = 0;
  constructor(blocks: readonly Uint8Array[]) {
    this.values = blocks.flatMap(blockToUint32s);
  }
  nextUint32(): number {
    if (this.position >= this.values.length) throw new StreamExhaustedError();
    const value = this.values[this.position] as number;
    this.position += 1;
    return value;
  }
}
