/**
 * The tumbling (cascade) mechanics of cascade-5x3, on integer symbol codes so that the game's spin
 * and the exact RTP enumeration (cascade-rtp.ts) run the very same code.
 *
 * Ways pay: a symbol wins when it shows on each of the first k >= 3 reels (left to right, any
 * rows); the win is pay[symbol][k] x (product of its counts on those k reels) x the step's
 * multiplier. Every symbol is evaluated; all winning cells (the symbol's cells on its first k
 * reels) vanish together.
 * Tumble: in each reel the surviving symbols fall to the bottom keeping their order, and the
 * emptied cells at the top are refilled from the strip continuing ABOVE the stop: a reel that
 * stopped at s shows strip[s], strip[s+1], strip[s+2] top to bottom; the next symbols to enter are
 * strip[s-1], strip[s-2], … (wrapping), the one nearest the window entering lowest. So the whole
 * spin is determined by its five stops.
 * Multiplier: 1 on the first screen, then 2, 3, and 5 from the third tumble on (MULTIPLIERS).
 * The chain ends at the first screen without a win, or after MAX_STEPS paying screens: refills
 * from a finite strip can repeat, so some strips tumble forever without the bound. It is part of
 * the rules (the exact enumeration plays it too), and the published strips never reach it: their
 * longest chain is 10 screens (cascadeCycleTotals' longestChain, checked by the unit tests).
 */

export const MULTIPLIERS: readonly number[] = [1, 2, 3, 5];
export const MAX_STEPS = 100;
export const MIN_WAYS_REELS = 3;

export interface CascadeTables {
  /** strips[reel][position] = symbol code. */
  readonly strips: readonly (readonly number[])[];
  /** pays[code][reels] in coins, 0 when it does not pay. */
  readonly pays: readonly (readonly number[])[];
  readonly rows: number;
}

export interface CascadeWin {
  readonly code: number;
  readonly reels: number;
  readonly ways: number;
  readonly pay: number;
}

export interface CascadeStepView {
  /** columns[reel][row] symbol codes, row 0 at the top. */
  readonly columns: readonly (readonly number[])[];
  readonly wins: readonly CascadeWin[];
  /** removed[reel][row]: the cell won and vanishes. */
  readonly removed: readonly (readonly boolean[])[];
}

export const multiplierAt = (step: number) =>
  MULTIPLIERS[Math.min(step, MULTIPLIERS.length - 1)] as number;

/**
 * Plays a spin from its stops; returns the total pay (coins, multipliers applied) and the number
 * of screens. `onStep` (the game's spin) receives each screen with its wins.
 */
export function runCascade(
  tables: CascadeTables,
  stops: readonly number[],
  onStep?: (view: CascadeStepView) => void,
): { pay: number; steps: number } {
  const { strips, pays, rows } = tables;
  const reels = strips.length;
  const symbols = pays.length;
  const columns: number[][] = [];
  const above: number[] = [];
  for (let r = 0; r < reels; r += 1) {
    const strip = strips[r] as readonly number[];
    const stop = stops[r] as number;
    const column: number[] = [];
    for (let row = 0; row < rows; row += 1)
      column.push(strip[(stop + row) % strip.length] as number);
    columns.push(column);
    above.push((stop - 1 + strip.length) % strip.length);
  }
  const counts = new Int32Array(reels * symbols);
  let total = 0;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    counts.fill(0);
    for (let r = 0; r < reels; r += 1) {
      for (const code of columns[r] as number[])
        counts[r * symbols + code] = (counts[r * symbols + code] as number) + 1;
    }
    const wins: CascadeWin[] = [];
    // reach[code] = number of leading reels removed for that symbol (0 when it does not win).
    const reach = new Int32Array(symbols);
    for (let code = 0; code < symbols; code += 1) {
      let k = 0;
      let ways = 1;
      while (k < reels && (counts[k * symbols + code] as number) > 0) {
        ways *= counts[k * symbols + code] as number;
        k += 1;
      }
      const pay = k >= MIN_WAYS_REELS ? ((pays[code] as readonly number[])[k] ?? 0) : 0;
      if (pay > 0) {
        const won = pay * ways * multiplierAt(step);
        wins.push({ code, reels: k, ways, pay: won });
        reach[code] = k;
        total += won;
      }
    }
    if (onStep) {
      const removed = columns.map((column, r) => column.map((code) => r < (reach[code] as number)));
      onStep({ columns: columns.map((column) => column.slice()), wins, removed });
    }
    if (wins.length === 0) return { pay: total, steps: step + 1 };
    for (let r = 0; r < reels; r += 1) {
      const strip = strips[r] as readonly number[];
      // A cell vanishes when its symbol won with a reach beyond this reel.
      const survivors = (columns[r] as number[]).filter((code) => r >= (reach[code] as number));
      const fresh: number[] = [];
      for (let i = survivors.length; i < rows; i += 1) {
        fresh.unshift(strip[above[r] as number] as number);
        above[r] = ((above[r] as number) - 1 + strip.length) % strip.length;
      }
      columns[r] = fresh.concat(survivors);
    }
  }
  return { pay: total, steps: MAX_STEPS };
}
