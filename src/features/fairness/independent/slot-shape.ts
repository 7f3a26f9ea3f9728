/**
 * What a slot spin publishes and the rules every slot shares (docs/fairness.md §7): stops and
 * windows, and the left-to-right payline rule.
 */
import type { HmacStream } from './hmac-stream';

export type Cell = [reel: number, row: number];

export interface SlotWin {
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  readonly pay: number;
  readonly cells: Cell[];
}

export interface SlotScreenStep {
  readonly screen: string[][];
  readonly wins: SlotWin[];
  readonly phase: 'base' | 'cascade' | 'free';
}

export interface SlotResult {
  readonly steps: SlotScreenStep[];
  readonly totalPay: number;
  readonly freeSpinsPlayed: number;
}

export const ROWS = 3;

/** pays[symbol][count] in line bets; a missing entry pays nothing. */
export type PayTable = Readonly<Record<string, Readonly<Record<number, number>>>>;

export const reelsOf = (text: readonly string[]) => text.map((reel) => reel.split(' '));

/** One stop per reel, reel 0 first. */
export async function drawStops(stream: HmacStream, strips: string[][]): Promise<number[]> {
  const stops: number[] = [];
  for (const strip of strips) stops.push(await stream.below(strip.length));
  return stops;
}

/** screen[reel][row] = strip[(stop + row) mod length], row 0 at the top. */
export function windowOf(strips: string[][], stops: number[]): string[][] {
  return strips.map((strip, reel) => {
    const column: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      column.push(strip[((stops[reel] as number) + row) % strip.length] as string);
    }
    return column;
  });
}

const payFor = (table: PayTable, symbol: string, count: number) => table[symbol]?.[count] ?? 0;

/**
 * The payline rule: a wild candidate for leading wilds and a symbol candidate for the first
 * non-wild symbol's run; the larger pay wins, the wild on equal pays.
 */
export function linePays(
  screen: string[][],
  paylines: readonly (readonly number[])[],
  table: PayTable,
  wild: string,
  scatter: string | null,
  multiplier: number,
): SlotWin[] {
  const wins: SlotWin[] = [];
  paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => (screen[reel] as string[])[row] as string);
    const wilds = symbols.findIndex((symbol) => symbol !== wild);
    const leading = wilds === -1 ? symbols.length : wilds;
    let chosen: { symbol: string; count: number; pay: number } | null = null;
    const wildPay = leading > 0 ? payFor(table, wild, leading) : 0;
    if (wildPay > 0) chosen = { symbol: wild, count: leading, pay: wildPay };
    if (leading < symbols.length && symbols[leading] !== scatter) {
      const symbol = symbols[leading] as string;
      let count = leading + 1;
      while (count < symbols.length && [symbol, wild].includes(symbols[count] as string))
        count += 1;
      const pay = payFor(table, symbol, count);
      if (pay > (chosen?.pay ?? 0)) chosen = { symbol, count, pay };
    }
    if (chosen !== null) {
      const cells: Cell[] = [];
      for (let reel = 0; reel < chosen.count; reel += 1) cells.push([reel, rows[reel] as number]);
      wins.push({ line, ...chosen, pay: chosen.pay * multiplier, cells });
    }
  });
  return wins;
}

export const paysOf = (wins: readonly SlotWin[]) => wins.reduce((sum, win) => sum + win.pay, 0);
