/**
 * Exact theoretical RTP of each slot, from its published reel strips (no simulation):
 * - classic-3x3: every stop combination of the reel cycle is spun through the game's own spin()
 *   (30 x 30 x 30 = 27 000 screens) and the pays summed.
 * - video-5x3: a line's symbols are one cell per reel, every row of a reel has the strip's symbol
 *   frequencies and reels stop independently, so each of the 20 lines has the same expectation:
 *   the sum over all symbol 5-tuples of (product of per-reel counts) x line pay. Scatter counts
 *   come from each reel's window distribution (for every stop, how many scatters the 3-row window
 *   shows), convolved over the reels. Free spins: with q = P(3+ scatters on the free strips) each
 *   free spin adds 10q expected spins, so a trigger plays 10 (1 + 10q + (10q)^2 + ...) =
 *   10 / (1 - 10q) spins on average, each worth its expected pay x 2 (Wald's identity). All
 *   quantities are integer counts, so the RTP is an exact fraction (BigInt).
 * - cascade-5x3: every stop combination is played (cascade-rtp.ts, with an exact pruning).
 * The published figures (SLOT_RTP_BP) are these fractions rounded to basis points; the unit tests
 * recompute them.
 */
import { ArrayStream } from '../../minigame/random-stream';
import type { SlotGame } from '../types';
import { cascadeTables } from './cascade-5x3';
import { cascadeCycleTotals } from './cascade-rtp';
import { payOfLine, symbolRoles, windowAt } from './evaluate';
import { FREE_SPINS, FREE_SPIN_MULTIPLIER, SCATTERS_TO_TRIGGER } from './video-5x3';

/** An exact RTP: numerator / denominator (total pays / total stakes). */
export interface ExactRtp {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export function rtpPercent(rtp: ExactRtp): number {
  // 10^8 keeps 8 decimals of the percentage exact before the float division.
  return Number((rtp.numerator * 10n ** 10n) / rtp.denominator) / 1e8;
}

export function rtpBasisPoints(rtp: ExactRtp): number {
  return Number((rtp.numerator * 10000n + rtp.denominator / 2n) / rtp.denominator);
}

const product = (values: readonly number[]) => values.reduce((p, v) => p * v, 1);

/** Spins every stop combination through spin() (games that draw exactly one stop per reel). */
export function cycleRtp(game: SlotGame): ExactRtp {
  const lengths = game.strips.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  let total = 0;
  for (let index = 0; index < product(lengths); index += 1) {
    let rest = index;
    for (let reel = lengths.length - 1; reel >= 0; reel -= 1) {
      stops[reel] = rest % (lengths[reel] as number);
      rest = Math.floor(rest / (lengths[reel] as number));
    }
    total += game.spin(new ArrayStream(stops)).totalPay;
  }
  return { numerator: BigInt(total), denominator: BigInt(product(lengths) * game.lineCount) };
}

/** Sum over all symbol tuples of (product of per-reel counts) x the line's pay. */
export function lineWeightedPays(game: SlotGame, strips: readonly (readonly string[])[]): number {
  const roles = symbolRoles(game.symbols);
  const counts = strips.map((strip) => {
    const byId = new Map<string, number>();
    for (const id of strip) byId.set(id, (byId.get(id) ?? 0) + 1);
    return [...byId];
  });
  const line: string[] = [];
  const walk = (reel: number, weight: number): number => {
    if (reel === counts.length) return weight * (payOfLine(line, game.paytable, roles)?.pay ?? 0);
    let sum = 0;
    for (const [id, count] of counts[reel] as [string, number][]) {
      line[reel] = id;
      sum += walk(reel + 1, weight * count);
    }
    return sum;
  };
  return walk(0, 1);
}

/** counts[k] = number of stop combinations showing k scatters on the screen. */
export function scatterCountWeights(
  strips: readonly (readonly string[])[],
  rows: number,
  scatter: string,
): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const reel: number[] = [];
    for (let stop = 0; stop < strip.length; stop += 1) {
      const k = windowAt(strip, stop, rows).filter((id) => id === scatter).length;
      reel[k] = (reel[k] ?? 0) + 1;
    }
    const next: number[] = [];
    distribution.forEach((a, i) =>
      reel.forEach((b = 0, j) => {
        next[i + j] = (next[i + j] ?? 0) + a * b;
      }),
    );
    distribution = next;
  }
  return Array.from(distribution, (value) => value ?? 0);
}

export interface SpinExpectation {
  /** Sum over stop combinations of the spin's pays (lines + scatter), in line bets. */
  readonly pays: bigint;
  /** Stop combinations that trigger (or retrigger) free spins. */
  readonly triggers: bigint;
  /** Number of stop combinations. */
  readonly combinations: bigint;
}

export function spinExpectation(
  game: SlotGame,
  strips: readonly (readonly string[])[],
): SpinExpectation {
  const scatter = symbolRoles(game.symbols).scatter as string;
  const weights = scatterCountWeights(strips, game.rows, scatter);
  const scatterPays = game.paytable[scatter] ?? {};
  let pays = BigInt(lineWeightedPays(game, strips)) * BigInt(game.paylines.length);
  let triggers = 0n;
  weights.forEach((weight, k) => {
    pays += BigInt(weight) * BigInt(scatterPays[k] ?? 0);
    if (k >= SCATTERS_TO_TRIGGER) triggers += BigInt(weight);
  });
  return { pays, triggers, combinations: BigInt(product(strips.map((s) => s.length))) };
}

/** Exact RTP of a line game with scatter-triggered, retriggering free spins (see the header). */
export function freeSpinGameRtp(game: SlotGame): ExactRtp {
  const base = spinExpectation(game, game.strips);
  const free = spinExpectation(game, game.freeSpinStrips ?? game.strips);
  const n = BigInt(FREE_SPINS);
  const survive = free.combinations - n * free.triggers; // Lf (1 - 10q)
  if (survive <= 0n) throw new Error(`${game.code}: free spins retrigger without end`);
  const numerator =
    base.pays * survive + n * BigInt(FREE_SPIN_MULTIPLIER) * base.triggers * free.pays;
  return { numerator, denominator: BigInt(game.lineCount) * base.combinations * survive };
}

export function cascadeRtp(game: SlotGame): ExactRtp {
  const totals = cascadeCycleTotals(cascadeTables(game.strips));
  return {
    numerator: BigInt(totals.pays),
    denominator: BigInt(totals.combinations * game.lineCount),
  };
}

/** The exact RTP of a catalogue game by the method its kind allows (see the header). */
export function exactRtp(game: SlotGame): ExactRtp {
  if (game.code.startsWith('cascade')) return cascadeRtp(game);
  if (game.freeSpinStrips) return freeSpinGameRtp(game);
  return cycleRtp(game);
}
