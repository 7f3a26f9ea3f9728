/**
 * 드래곤 보물, video-5x3 (docs/fairness.md §9): twenty paylines, a scatter that pays anywhere, and
 * ten free spins on richer strips at double pays, retriggered by three scatters without limit.
 */
import { BASE_STRIPS, FREE_STRIPS } from './dragon-treasure.strips';
import { HmacStream, type OutcomeInputs } from './hmac-stream';
import {
  drawStops,
  linePays,
  paysOf,
  windowOf,
  type Cell,
  type PayTable,
  type SlotResult,
  type SlotScreenStep,
} from './slot-shape';

const three = (p3: number, p4: number, p5: number) => ({ 3: p3, 4: p4, 5: p5 });

const PAYS: PayTable = {
  W: three(60, 250, 2000),
  S: three(40, 200, 1000),
  D: three(50, 200, 1000),
  H: three(30, 100, 500),
  F: three(20, 60, 250),
  G: three(15, 40, 150),
  A: three(10, 25, 100),
  K: three(8, 20, 80),
  Q: three(5, 15, 60),
  J: three(5, 10, 50),
  T: three(5, 10, 40),
};

const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

const FREE_SPINS_AWARDED = 10;
const FREE_MULTIPLIER = 2;
const TRIGGER = 3;

async function playScreen(
  stream: HmacStream,
  strips: string[][],
  phase: 'base' | 'free',
): Promise<{ step: SlotScreenStep; scatters: number }> {
  const multiplier = phase === 'free' ? FREE_MULTIPLIER : 1;
  const screen = windowOf(strips, await drawStops(stream, strips));
  const wins = linePays(screen, LINES, PAYS, 'W', 'S', multiplier);
  const cells: Cell[] = [];
  screen.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === 'S') cells.push([reel, row]);
    }),
  );
  const scatterPay = PAYS.S?.[cells.length] ?? 0;
  if (scatterPay > 0) {
    wins.push({ line: -1, symbol: 'S', count: cells.length, pay: scatterPay * multiplier, cells });
  }
  return { step: { screen, wins, phase }, scatters: cells.length };
}

export async function dragonTreasureOutcome(inputs: OutcomeInputs): Promise<SlotResult> {
  const stream = await HmacStream.open(inputs);
  const base = await playScreen(stream, BASE_STRIPS, 'base');
  const steps = [base.step];
  let remaining = base.scatters >= TRIGGER ? FREE_SPINS_AWARDED : 0;
  let freeSpinsPlayed = 0;
  while (remaining > 0) {
    const free = await playScreen(stream, FREE_STRIPS, 'free');
    steps.push(free.step);
    freeSpinsPlayed += 1;
    remaining -= 1;
    if (free.scatters >= TRIGGER) remaining += FREE_SPINS_AWARDED;
  }
  const totalPay = steps.reduce((sum, step) => sum + paysOf(step.wins), 0);
  return { steps, totalPay, freeSpinsPlayed };
}
