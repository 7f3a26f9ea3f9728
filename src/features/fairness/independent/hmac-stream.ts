/**
 * The outcome's random stream read on demand (docs/fairness.md §2-§3): HMAC-SHA256 blocks keyed
 * with the server seed bytes over "<clientSeed>:<nonce>:<counter>", each split into eight
 * big-endian 32-bit integers, and uniform integers below n by rejection.
 */
import { copyOut, seedBytes, utf8, webCrypto } from './bytes';

const SPAN = 2 ** 32;
const WORDS_PER_BLOCK = 8;

export interface OutcomeInputs {
  readonly serverSeedHex: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export class HmacStream {
  private words: number[] = [];
  private next = 0;
  private counter = 0;

  private constructor(
    private readonly key: CryptoKey,
    private readonly prefix: string,
  ) {}

  static async open(inputs: OutcomeInputs): Promise<HmacStream> {
    if (!Number.isSafeInteger(inputs.nonce) || inputs.nonce < 0) {
      throw new Error('nonce must be a non-negative integer');
    }
    const key = await webCrypto().importKey(
      'raw',
      copyOut(seedBytes(inputs.serverSeedHex)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new HmacStream(key, `${inputs.clientSeed}:${inputs.nonce.toString(10)}:`);
  }

  /** The next 32-bit integer, signing the next block when the current one is used up. */
  async word(): Promise<number> {
    if (this.next === this.words.length) {
      const message = utf8(this.prefix + this.counter.toString(10));
      const block = new DataView(await webCrypto().sign('HMAC', this.key, message));
      this.counter += 1;
      this.words = [];
      for (let i = 0; i < WORDS_PER_BLOCK; i += 1) this.words.push(block.getUint32(4 * i, false));
      this.next = 0;
    }
    const value = this.words[this.next] as number;
    this.next += 1;
    return value;
  }

  /** A uniform integer in 0..n-1: integers at or above floor(2^32 / n) * n are thrown away. */
  async below(n: number): Promise<number> {
    const limit = SPAN - (SPAN % n);
    for (;;) {
      const value = await this.word();
      if (value < limit) return value % n;
    }
  }
}
