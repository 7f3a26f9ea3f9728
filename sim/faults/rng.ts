/**
 * The simulation's one source of randomness: a seed string is
 * hashed to a 128-bit state for xoshiro128**, so every choice of a run — operation, member,
 * amount, node, fault — replays from `--seed`. Never Math.random() in sim/faults.
 */
export class Rng {
  private readonly s: Uint32Array;

  constructor(seed: string) {
    this.s = new Uint32Array(4);
    // cyrb128: four independent 32-bit hashes of the seed (a zero state would stick at zero).
    let h1 = 1779033703;
    let h2 = 3144134277;
    let h3 = 1013904242;
    let h4 = 2773480762;
    for (let i = 0; i < seed.length; i += 1) {
      const k = seed.charCodeAt(i);
      h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
    h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
    h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
    h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
    this.s[0] = h1 ^ h2 ^ h3 ^ h4;
    this.s[1] = h2 ^ h1;
    this.s[2] = h3 ^ h1;
    this.s[3] = (h4 ^ h1) | 1;
  }

  /** A uniform 32-bit unsigned integer (xoshiro128**). */
  nextU32(): number {
    let [a, b, c, d] = [this.s[0]!, this.s[1]!, this.s[2]!, this.s[3]!];
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    this.s[0] = a;
    this.s[1] = b;
    this.s[2] = c;
    this.s[3] = d;
    return result;
  }

  /** [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One key of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  /** A child generator for an independent stream (the fault schedule), derived from this one. */
  fork(label: string): Rng {
    return new Rng(`${label}:${this.nextU32()}:${this.nextU32()}`);
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
