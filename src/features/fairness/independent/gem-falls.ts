/**
 * 보석 폭포, cascade-5x3 (docs/fairness.md §10): ways pays on 3+ leading reels, winning cells
 * vanish, survivors fall, and the strip above each stop refills the top; multipliers 1, 2, 3, 5.
 */
import { HmacStream, type OutcomeInputs } from './hmac-stream';
import {
  drawStops,
  reelsOf,
  windowOf,
  type Cell,
  type SlotResult,
  type SlotScreenStep,
  type SlotWin,
} from './slot-shape';

const STRIPS = reelsOf([
  'R M M N P P N P T E T E T T R M M N E N',
  'P R T P T E M T N N M E N M M N R P E T',
  'N P P N M M R T T N P E E E T T M N R M',
  'P N M P R T T N N N E T E P N M M T E M',
  'N R M T M E N P T E T P T N P M N M E N',
]);

/** Evaluation order and pays for 3, 4 and 5 reels. */
const SYMBOL_PAYS: readonly [string, readonly [number, number, number]][] = [
  ['R', [6, 20, 60]],
  ['E', [4, 12, 30]],
  ['P', [3, 10, 25]],
  ['M', [2, 5, 15]],
  ['T', [2, 4, 12]],
  ['N', [1, 3, 10]],
];

const MAX_SCREENS = 100;
const multiplierOf = (screenIndex: number) => [1, 2, 3][screenIndex] ?? 5;

function waysWins(screen: string[][], multiplier: number): SlotWin[] {
  const wins: SlotWin[] = [];
  for (const [symbol, pays] of SYMBOL_PAYS) {
    let ways = 1;
    let reels = 0;
    const cells: Cell[] = [];
    for (const column of screen) {
      const rows = column.flatMap((id, row) => (id === symbol ? [row] : []));
      if (rows.length === 0) break;
      ways *= rows.length;
      for (const row of rows) cells.push([reels, row]);
      reels += 1;
    }
    if (reels >= 3) {
      const pay = (pays[reels - 3] as number) * ways * multiplier;
      wins.push({ line: -2, symbol, count: reels, pay, cells });
    }
  }
  return wins;
}

export async function gemFallsOutcome(inputs: OutcomeInputs): Promise<SlotResult> {
  const stream = await HmacStream.open(inputs);
  const stops = await drawStops(stream, STRIPS);
  let screen = windowOf(STRIPS, stops);
  const refill = STRIPS.map(
    (strip, reel) => ((stops[reel] as number) + strip.length - 1) % strip.length,
  );
  const steps: SlotScreenStep[] = [];
  let totalPay = 0;
  for (let index = 0; index < MAX_SCREENS; index += 1) {
    const wins = waysWins(screen, multiplierOf(index));
    steps.push({ screen, wins, phase: index === 0 ? 'base' : 'cascade' });
    if (wins.length === 0) break;
    for (const win of wins) totalPay += win.pay;
    const gone = new Set(wins.flatMap((win) => win.cells.map(([reel, row]) => `${reel}/${row}`)));
    screen = screen.map((column, reel) => {
      const strip = STRIPS[reel] as string[];
      const kept = column.filter((_, row) => !gone.has(`${reel}/${row}`));
      const added: string[] = [];
      while (added.length + kept.length < column.length) {
        const at = refill[reel] as number;
        added.unshift(strip[at] as string);
        refill[reel] = (at + strip.length - 1) % strip.length;
      }
      return [...added, ...kept];
    });
  }
  return { steps, totalPay, freeSpinsPlayed: 0 };
}
