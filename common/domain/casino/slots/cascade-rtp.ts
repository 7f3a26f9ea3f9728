/**
 * Exact RTP enumeration of cascade-5x3: every stop combination of the reel cycle is played through
 * runCascade (the game's own mechanics). Exact pruning: a spin whose first screen has no symbol on
 * all of reels 0, 1 and 2 has no win, so nothing tumbles and it pays 0 whatever reels 3 and 4
 * show; such (stop0, stop1, stop2) triples are counted without playing their reel 3-4 stops.
 */
import { runCascade, type CascadeTables } from './cascade-core';

export interface CascadeCycleTotals {
  /** Sum of the pays of every stop combination, in coins. */
  readonly pays: number;
  readonly combinations: number;
  /** Stop combinations that pay something. */
  readonly hits: number;
  /** The longest chain of screens seen (must stay below MAX_STEPS for the figure to be exact). */
  readonly longestChain: number;
}

function windowMask(strip: readonly number[], stop: number, rows: number): number {
  let mask = 0;
  for (let row = 0; row < rows; row += 1)
    mask |= 1 << (strip[(stop + row) % strip.length] as number);
  return mask;
}

export function cascadeCycleTotals(tables: CascadeTables): CascadeCycleTotals {
  const { strips, rows } = tables;
  if (strips.length !== 5) throw new Error('cascadeCycleTotals expects 5 reels');
  const [s0, s1, s2, s3, s4] = strips as [number[], number[], number[], number[], number[]];
  const masks = strips.map((strip) =>
    Array.from({ length: strip.length }, (_, stop) => windowMask(strip, stop, rows)),
  );
  const [m0, m1, m2] = masks as [number[], number[], number[]];
  let pays = 0;
  let hits = 0;
  let longestChain = 1;
  const stops = [0, 0, 0, 0, 0];
  for (let a = 0; a < s0.length; a += 1) {
    for (let b = 0; b < s1.length; b += 1) {
      for (let c = 0; c < s2.length; c += 1) {
        if (((m0[a] as number) & (m1[b] as number) & (m2[c] as number)) === 0) continue;
        stops[0] = a;
        stops[1] = b;
        stops[2] = c;
        for (let d = 0; d < s3.length; d += 1) {
          stops[3] = d;
          for (let e = 0; e < s4.length; e += 1) {
            stops[4] = e;
            const result = runCascade(tables, stops);
            pays += result.pay;
            if (result.pay > 0) hits += 1;
            if (result.steps > longestChain) longestChain = result.steps;
          }
        }
      }
    }
  }
  const combinations = [s0, s1, s2, s3, s4].reduce((p, strip) => p * strip.length, 1);
  return { pays, combinations, hits, longestChain };
}
