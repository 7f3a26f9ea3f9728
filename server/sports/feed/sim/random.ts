/**
 * Deterministic randomness of the simulator: every draw is a pure function of the seed and the
 * integers naming what is drawn (fixture, selection, time bucket …), so the state at any instant
 * can be computed directly, without replaying the seconds before it.
 */

/** FNV-1a of a string: the seed text → 32 bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finaliser: a well-mixed 32-bit value. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of integers (any safe integers: split into two 32-bit halves). */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    const low = value >>> 0;
    const high = Math.floor(value / 0x1_0000_0000) >>> 0;
    h = fmix(h ^ Math.imul(low ^ 0x5bd1e995, 0xcc9e2d51));
    h = fmix(h ^ Math.imul(high ^ 0x1b873593, 0xcc9e2d51));
  }
  return h;
}

/** A uniform number in [0, 1) from integers. */
export function unitOf(...values: number[]): number {
  return hashInts(...values) / 0x1_0000_0000;
}

/** mulberry32: a small, fast generator for a fixture's timeline (drawn once, then cached). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Exponential waiting time with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  poisson(lambda: number): number {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = this.next();
    while (p > limit && k < 60) {
      k++;
      p *= this.next();
    }
    return k;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

const smoothstep = (x: number) => x * x * (3 - 2 * x);

/**
 * Smooth value noise in [−1, 1] over `t` (in buckets): hashed values at whole buckets, eased in
 * between. Two octaves make a drift that wanders slowly and wiggles a little.
 */
export function drift(key: number, t: number): number {
  const octave = (scale: number, salt: number) => {
    const x = t / scale;
    const i = Math.floor(x);
    const a = unitOf(key, salt, i) * 2 - 1;
    const b = unitOf(key, salt, i + 1) * 2 - 1;
    return a + (b - a) * smoothstep(x - i);
  };
  return octave(6, 1) * 0.7 + octave(1, 2) * 0.3;
}
