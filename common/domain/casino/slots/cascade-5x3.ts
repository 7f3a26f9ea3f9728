/**
 * 보석 폭포 (cascade-5x3): 5 reels x 3 rows, tumbling reels paying by ways (243 ways, left to right
 * from the first reel, 3+ reels), six gem symbols, no wild, no free spins. The stake is 20 coins
 * (lineCount = 20 is the coin divisor of the win formula); pays are per way in coins, times the
 * tumble multiplier 1, 2, 3, 5 (cascade-core.ts for the exact mechanics).
 * A spin draws 5 stops (reel 0 first, evaluate.ts) and nothing else: the tumbles refill from the
 * strips above the stops, so the stops determine the whole spin. Steps: the first screen is phase
 * 'base', every screen after a tumble 'cascade'; each win is line -2 (a ways pay) with the cells of
 * its symbol on its reels.
 *
 * Published data: strips and paytable below; exact RTP (every stop combination) in rtp.ts.
 */
import type { RandomStream } from '../../minigame/random-stream';
import type { SlotGame, SlotSpinOutcome, SlotStep, SlotSymbol } from '../types';
import { runCascade, type CascadeTables } from './cascade-core';
import { drawStops, type Paytable } from './evaluate';

const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'R', name: '루비', kind: 'regular' },
  { id: 'E', name: '에메랄드', kind: 'regular' },
  { id: 'P', name: '사파이어', kind: 'regular' },
  { id: 'M', name: '자수정', kind: 'regular' },
  { id: 'T', name: '토파즈', kind: 'regular' },
  { id: 'N', name: '진주', kind: 'regular' },
];

const PAYTABLE: Paytable = {
  R: { 3: 6, 4: 20, 5: 60 },
  E: { 3: 4, 4: 12, 5: 30 },
  P: { 3: 3, 4: 10, 5: 25 },
  M: { 3: 2, 4: 5, 5: 15 },
  T: { 3: 2, 4: 4, 5: 12 },
  N: { 3: 1, 4: 3, 5: 10 },
};

const strip = (text: string) => text.split(' ');

/**
 * Reel 0 first, each read top to bottom (tumbles refill from the symbols before the stop).
 * Counts: reels 0-2 R 2, E 3, P 3, M 4, T 4, N 4; reels 3-4 R 1, E 3, P 3, M 4, T 4, N 5 (20 each).
 */
export const CASCADE_5X3_STRIPS: readonly (readonly string[])[] = [
  strip('R M M N P P N P T E T E T T R M M N E N'),
  strip('P R T P T E M T N N M E N M M N R P E T'),
  strip('N P P N M M R T T N P E E E T T M N R M'),
  strip('P N M P R T T N N N E T E P N M M T E M'),
  strip('N R M T M E N P T E T P T N P M N M E N'),
];

const COINS = 20;
const ROWS = 3;

/** The integer tables runCascade plays on (codes = index in SYMBOLS). */
export function cascadeTables(strips: readonly (readonly string[])[]): CascadeTables {
  const codeOf = new Map(SYMBOLS.map((symbol, code) => [symbol.id, code]));
  return {
    strips: strips.map((reel) =>
      reel.map((id) => {
        const code = codeOf.get(id);
        if (code === undefined) throw new Error(`unknown symbol ${id}`);
        return code;
      }),
    ),
    pays: SYMBOLS.map((symbol) =>
      Array.from({ length: strips.length + 1 }, (_, k) => PAYTABLE[symbol.id]?.[k] ?? 0),
    ),
    rows: ROWS,
  };
}

/** Builds the game over given strips (the published ones below; tests use reduced strips). */
export function makeCascadeSlot(
  strips: readonly (readonly string[])[],
  code = 'cascade-5x3',
): SlotGame {
  const tables = cascadeTables(strips);
  const idOf = (symbolCode: number) => (SYMBOLS[symbolCode] as SlotSymbol).id;
  return {
    code,
    name: '보석 폭포',
    reels: 5,
    rows: ROWS,
    lineCount: COINS,
    paylines: [],
    symbols: SYMBOLS,
    strips,
    paytable: PAYTABLE,
    spin(stream: RandomStream): SlotSpinOutcome {
      const steps: SlotStep[] = [];
      const { pay } = runCascade(tables, drawStops(stream, strips), (view) => {
        steps.push({
          screen: view.columns.map((column) => column.map(idOf)),
          wins: view.wins.map((win) => ({
            line: -2,
            symbol: idOf(win.code),
            count: win.reels,
            pay: win.pay,
            cells: view.columns.flatMap((column, reel) =>
              reel < win.reels
                ? column.flatMap((c, row) => (c === win.code ? [[reel, row] as const] : []))
                : [],
            ),
          })),
          phase: steps.length === 0 ? 'base' : 'cascade',
        });
      });
      return { steps, totalPay: pay, freeSpinsPlayed: 0 };
    },
  };
}

export const cascade5x3: SlotGame = makeCascadeSlot(CASCADE_5X3_STRIPS);
