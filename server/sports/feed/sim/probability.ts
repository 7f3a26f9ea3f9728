/**
 * Small exact pieces of probability the pricing models share: Poisson and discretised normal
 * distributions, and volleyball's set and match chances from a rally-win probability.
 */

/** P(X = k) for k = 0 … until the tail is negligible. */
export function poissonPmf(lambda: number, tail = 1e-7, maxK = 40): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let cumulative = 0;
  for (let k = 0; k <= maxK; k++) {
    out.push(p);
    cumulative += p;
    if (1 - cumulative < tail && k >= lambda) break;
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** P(round(N(mean, sd)) = k) for the integers k within four deviations. */
export function discreteNormal(mean: number, sd: number): { k: number; p: number }[] {
  const lo = Math.floor(mean - 4 * sd - 1);
  const hi = Math.ceil(mean + 4 * sd + 1);
  const out: { k: number; p: number }[] = [];
  for (let k = lo; k <= hi; k++) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 1e-7) out.push({ k, p });
  }
  return out;
}

/**
 * Volleyball set maths for one rally-win probability `p` of the home side: the chance to win a
 * set from a score, and the rallies a set still needs on average. Tables are filled backwards
 * once per (p, target) — a few hundred cells — and shared by fixtures with the same p.
 */
export class SetMath {
  private readonly tables = new Map<number, { win: Float64Array; rallies: Float64Array }>();
  private readonly q: number;
  private readonly deuceWin: number;
  private readonly deuceRallies: number;

  constructor(readonly p: number) {
    this.q = 1 - p;
    this.deuceWin = (p * p) / (p * p + this.q * this.q);
    this.deuceRallies = 2 / (p * p + this.q * this.q);
  }

  private table(target: number) {
    let table = this.tables.get(target);
    if (table) return table;
    const size = target + 1;
    const win = new Float64Array(size * size);
    const rallies = new Float64Array(size * size);
    const { p, q } = this;
    for (let home = target; home >= 0; home--) {
      for (let away = target; away >= 0; away--) {
        const i = home * size + away;
        if (home >= target - 1 && away >= target - 1) {
          // Deuce region: closed forms (level → deuce; one ahead → one rally from it).
          const d = home - away;
          win[i] = d === 0 ? this.deuceWin : d > 0 ? p + q * this.deuceWin : p * this.deuceWin;
          rallies[i] = d === 0 ? this.deuceRallies : 1 + (d > 0 ? q : p) * this.deuceRallies;
          if (Math.abs(d) >= 2) {
            win[i] = d > 0 ? 1 : 0;
            rallies[i] = 0;
          }
        } else if (home >= target) {
          win[i] = 1;
          rallies[i] = 0;
        } else if (away >= target) {
          win[i] = 0;
          rallies[i] = 0;
        } else {
          win[i] = p * win[i + size]! + q * win[i + 1]!;
          rallies[i] = 1 + p * rallies[i + size]! + q * rallies[i + 1]!;
        }
      }
    }
    table = { win, rallies };
    this.tables.set(target, table);
    return table;
  }

  /** Scores past the table (long deuces) fold back onto it: only the difference matters there. */
  private cell(home: number, away: number, target: number): number {
    const excess = Math.max(0, Math.min(home, away) - (target - 1));
    return (home - excess) * (target + 1) + (away - excess);
  }

  setWin(home: number, away: number, target: number): number {
    if (home >= target && home - away >= 2) return 1;
    if (away >= target && away - home >= 2) return 0;
    return this.table(target).win[this.cell(home, away, target)]!;
  }

  ralliesLeft(home: number, away: number, target: number): number {
    if ((home >= target || away >= target) && Math.abs(home - away) >= 2) return 0;
    return this.table(target).rallies[this.cell(home, away, target)]!;
  }
}

const SET_MATH_CACHE_LIMIT = 512;
const setMaths = new Map<number, SetMath>();

/** A shared SetMath for `p` (rounded to 1e-5: closer fixtures share tables). */
export function setMathFor(p: number): SetMath {
  const key = Math.round(p * 100_000);
  let math = setMaths.get(key);
  if (!math) {
    if (setMaths.size >= SET_MATH_CACHE_LIMIT) setMaths.delete(setMaths.keys().next().value!);
    math = new SetMath(key / 100_000);
    setMaths.set(key, math);
  }
  return math;
}
