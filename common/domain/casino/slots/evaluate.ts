/**
 * Shared slot machinery: reel stops from the stream, the visible window, and payline evaluation.
 *
 * Stops: one draw per reel, reel 0 first: stop[r] = uniformInt(stream, strips[r].length). The
 * window of reel r shows strip[(stop + row) mod length] for row = 0 (top) .. rows-1, so a spin is
 * fully determined by its stops and every row of a reel has the strip's symbol frequencies.
 *
 * Payline rule (every line game here): walk the line from the leftmost reel. The line's symbol is
 * its first non-wild symbol; a run is the leading cells that are that symbol or a wild. A scatter
 * never takes part in a line (and a wild never stands in for it). The line pays the larger of
 * pay[symbol][run] and, when the line starts with wilds, pay[wild][leading wilds]; at most one
 * win per line.
 */
import { uniformInt, type RandomStream } from '../../minigame/random-stream';
import type { SlotGame, SlotScreen, SlotSymbol, SlotWinLine } from '../types';

export type Paytable = SlotGame['paytable'];

export function drawStops(stream: RandomStream, strips: readonly (readonly string[])[]): number[] {
  return strips.map((strip) => uniformInt(stream, strip.length));
}

export function windowAt(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as string);
}

export function screenAt(
  strips: readonly (readonly string[])[],
  stops: readonly number[],
  rows: number,
): string[][] {
  return strips.map((strip, reel) => windowAt(strip, stops[reel] as number, rows));
}

export interface SymbolRoles {
  readonly wild: string | undefined;
  readonly scatter: string | undefined;
}

export function symbolRoles(symbols: readonly SlotSymbol[]): SymbolRoles {
  return {
    wild: symbols.find((symbol) => symbol.kind === 'wild')?.id,
    scatter: symbols.find((symbol) => symbol.kind === 'scatter')?.id,
  };
}

export interface LinePay {
  readonly symbol: string;
  readonly count: number;
  readonly pay: number;
}

/** The pay of the symbols along one line, left to right (see the header's rule); null if none. */
export function payOfLine(
  lineSymbols: readonly string[],
  paytable: Paytable,
  roles: SymbolRoles,
): LinePay | null {
  const { wild, scatter } = roles;
  let leadingWilds = 0;
  while (leadingWilds < lineSymbols.length && lineSymbols[leadingWilds] === wild) leadingWilds += 1;
  let best: LinePay | null = null;
  if (wild !== undefined && leadingWilds > 0) {
    const pay = paytable[wild]?.[leadingWilds] ?? 0;
    if (pay > 0) best = { symbol: wild, count: leadingWilds, pay };
  }
  const symbol = lineSymbols[leadingWilds];
  if (symbol !== undefined && symbol !== scatter) {
    let run = leadingWilds;
    while (run < lineSymbols.length && (lineSymbols[run] === symbol || lineSymbols[run] === wild)) {
      run += 1;
    }
    const pay = paytable[symbol]?.[run] ?? 0;
    if (pay > 0 && (best === null || pay > best.pay)) best = { symbol, count: run, pay };
  }
  return best;
}

/** Every paying line of a screen (line pays in line bets, times `multiplier`). */
export function evaluateLines(
  screen: SlotScreen,
  paylines: readonly (readonly number[])[],
  paytable: Paytable,
  roles: SymbolRoles,
  multiplier = 1,
): SlotWinLine[] {
  const wins: SlotWinLine[] = [];
  paylines.forEach((rows, line) => {
    const lineSymbols = rows.map((row, reel) => screen[reel]?.[row] as string);
    const win = payOfLine(lineSymbols, paytable, roles);
    if (win) {
      wins.push({
        line,
        symbol: win.symbol,
        count: win.count,
        pay: win.pay * multiplier,
        cells: rows.slice(0, win.count).map((row, reel) => [reel, row] as const),
      });
    }
  });
  return wins;
}

/** Scatter cells anywhere on the screen. */
export function scatterCells(screen: SlotScreen, scatter: string | undefined): [number, number][] {
  const cells: [number, number][] = [];
  if (scatter === undefined) return cells;
  screen.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === scatter) cells.push([reel, row]);
    }),
  );
  return cells;
}

export const sumPays = (wins: readonly SlotWinLine[]) => wins.reduce((t, w) => t + w.pay, 0);

/** The win in won: floor(stake x totalPay / lineCount), integer arithmetic. */
export function slotWinAmount(
  game: Pick<SlotGame, 'lineCount'>,
  stake: number,
  totalPay: number,
): number {
  return Math.floor((stake * totalPay) / game.lineCount);
}
