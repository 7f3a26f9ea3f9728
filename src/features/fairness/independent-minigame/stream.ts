/**
 * The round's integer stream and the draws built on it (docs/fairness-minigames.md §2 and §3).
 * Blocks are made one at a time, when the draw first needs a value from them, so a draw never
 * has to guess how many it will use.
 */
import { decodeHex, subtleCrypto, utf8 } from './bytes';

export interface StreamInput {
  readonly seedHex: string;
  readonly gameId: number;
  readonly roundId: string;
  readonly rule: 1 | 2;
  readonly roundClientSeed?: string;
}

/** The text whose UTF-8 bytes are signed for block `counter`: §2.1's table. */
export function messageText(input: StreamInput, counter: number): string {
  const parts: string[] = [String(input.gameId), input.roundId];
  if (input.rule === 2) parts.push(input.roundClientSeed ?? '');
  parts.push(String(counter));
  return parts.join(':');
}

const VALUES_PER_BLOCK = 8;
const TWO_TO_32 = 4294967296;

export class RoundStream {
  private key: Promise<CryptoKey> | undefined;
  private values: number[] = [];
  private taken = 0;
  private nextCounter = 0;

  constructor(private readonly input: StreamInput) {}

  private hmacKey(): Promise<CryptoKey> {
    this.key ??= subtleCrypto().importKey(
      'raw',
      decodeHex(this.input.seedHex),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return this.key;
  }

  /** The next unsigned 32-bit integer: bytes 4k..4k+3 of the current block, big-endian. */
  async next(): Promise<number> {
    if (this.taken === this.values.length) {
      const signature = await subtleCrypto().sign(
        'HMAC',
        await this.hmacKey(),
        utf8(messageText(this.input, this.nextCounter)),
      );
      this.nextCounter += 1;
      const block = new Uint8Array(signature);
      this.values = [];
      for (let k = 0; k < VALUES_PER_BLOCK; k += 1) {
        const b = block.subarray(4 * k, 4 * k + 4);
        this.values.push(
          (b[0] ?? 0) * 16777216 + (b[1] ?? 0) * 65536 + (b[2] ?? 0) * 256 + (b[3] ?? 0),
        );
      }
      this.taken = 0;
    }
    const value = this.values[this.taken] ?? 0;
    this.taken += 1;
    return value;
  }

  /** 0 … n-1 without bias: values at or above floor(2^32 / n)·n are thrown away (§3). */
  async below(n: number): Promise<number> {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_TO_32) {
      throw new RangeError(`균등 추첨 범위가 잘못되었습니다: ${n}`);
    }
    const limit = n * Math.floor(TWO_TO_32 / n);
    let value = await this.next();
    while (value >= limit) value = await this.next();
    return value % n;
  }

  /** Partial Fisher–Yates from the front over a copy (§3): the first `count` after the swaps. */
  async pick<T>(list: readonly T[], count: number): Promise<T[]> {
    const copy = [...list];
    for (let i = 0; i < count; i += 1) {
      const j = i + (await this.below(copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  /** One uniform draw over the weight total; the first index whose weight exceeds what is left. */
  async weighted(weights: readonly number[]): Promise<number> {
    let left = await this.below(weights.reduce((a, b) => a + b, 0));
    let index = 0;
    while (left >= (weights[index] ?? 0)) {
      left -= weights[index] ?? 0;
      index += 1;
    }
    return index;
  }

  /** Finishing order: repeated weighted picks over the entries not yet placed (§3). */
  async weightedOrder(weights: readonly number[]): Promise<number[]> {
    const remaining = weights.map((weight, index) => ({ weight, index }));
    const order: number[] = [];
    while (remaining.length > 0) {
      const at = await this.weighted(remaining.map((entry) => entry.weight));
      const [placed] = remaining.splice(at, 1);
      if (placed !== undefined) order.push(placed.index);
    }
    return order;
  }
}
