/**
 * The synchronous random source every outcome function draws from, and the two primitives built on
 * it. Outcome functions are synchronous so the same code runs on the server and in the browser; the
 * asynchronous WebCrypto work happens before the draw (see fairness.ts).
 *
 * uniformInt(stream, n), for 1 <= n <= 2^32:
 *   limit = floor(2^32 / n) * n
 *   repeat: v = stream.nextUint32(); if v < limit return v mod n
 * Values at or above `limit` are rejected (and consumed), so every residue is equally likely: no
 * modulo bias.
 *
 * drawWithoutReplacement(stream, items, k): a partial Fisher-Yates from the FRONT of a copy of
 * `items`: for i = 0 .. k-1: j = i + uniformInt(stream, length - i); swap(i, j). The first k items
 * of the copy are the draw, in draw order.
 *
 * shuffle(stream, items) = drawWithoutReplacement(stream, items, items.length).
 */
export interface RandomStream {
  /** The next unsigned 32-bit value of the stream. */
  nextUint32(): number;
}

const TWO_POW_32 = 0x1_0000_0000;

export function uniformInt(stream: RandomStream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`uniformInt: n must be an integer in 1..2^32, got ${n}`);
  }
  const limit = Math.floor(TWO_POW_32 / n) * n;
  for (;;) {
    const value = stream.nextUint32();
    if (value < limit) return value % n;
  }
}

export function drawWithoutReplacement<T>(
  stream: RandomStream,
  items: readonly T[],
  count: number,
): T[] {
  if (count < 0 || count > items.length) {
    throw new RangeError(`drawWithoutReplacement: cannot draw ${count} of ${items.length}`);
  }
  const pool = items.slice();
  for (let i = 0; i < count; i += 1) {
    const j = i + uniformInt(stream, pool.length - i);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, count);
}

export function shuffle<T>(stream: RandomStream, items: readonly T[]): T[] {
  return drawWithoutReplacement(stream, items, items.length);
}

/**
 * Weighted pick without replacement (races): for each place, r = uniformInt(stream, sum of the
 * remaining weights); the pick is the first remaining entry (in the given order) whose running
 * weight total exceeds r. Returns indices into `weights`, in finishing order.
 */
export function weightedOrder(stream: RandomStream, weights: readonly number[]): number[] {
  const remaining = weights.map((weight, index) => ({ weight, index }));
  const order: number[] = [];
  while (remaining.length > 0) {
    const total = remaining.reduce((sum, entry) => sum + entry.weight, 0);
    let r = uniformInt(stream, total);
    let position = 0;
    while (r >= (remaining[position] as { weight: number }).weight) {
      r -= (remaining[position] as { weight: number }).weight;
      position += 1;
    }
    order.push((remaining[position] as { index: number }).index);
    remaining.splice(position, 1);
  }
  return order;
}

/** Weighted pick of one index: uniformInt over the weight total, first index whose running total exceeds it. */
export function weightedIndex(stream: RandomStream, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let r = uniformInt(stream, total);
  for (let index = 0; index < weights.length; index += 1) {
    const weight = weights[index] as number;
    if (r < weight) return index;
    r -= weight;
  }
  throw new Error('weightedIndex: unreachable');
}

/** A stream over fixed values, for tests and for replaying prefetched HMAC blocks. */
export class StreamExhaustedError extends Error {
  constructor() {
    super('random stream exhausted');
    this.name = 'StreamExhaustedError';
  }
}

export class ArrayStream implements RandomStream {
  private position = 0;
  constructor(private readonly values: readonly number[]) {}
  nextUint32(): number {
    if (this.position >= this.values.length) throw new StreamExhaustedError();
    const value = this.values[this.position] as number;
    this.position += 1;
    return value;
  }
  get consumed(): number {
    return this.position;
  }
}
