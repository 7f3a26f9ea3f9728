/** 클래식 프루츠, classic-3x3 (docs/fairness.md §8): one screen, five paylines, no scatter. */
import { HmacStream, type OutcomeInputs } from './hmac-stream';
import {
  drawStops,
  linePays,
  paysOf,
  reelsOf,
  windowOf,
  type PayTable,
  type SlotResult,
} from './slot-shape';

const STRIPS = reelsOf([
  'C M O P C L M B O C M 7 P M C O W L M C P O B M C O M L P C',
  'M C O P M L C B O M P 7 C O M L W P M O C B M P O C M L O P',
  'O M P C L M O B P M C 7 O M L P W C O M B P L M O C P M O L',
]);

const PAYS: PayTable = {
  W: { 3: 800 },
  '7': { 3: 250 },
  B: { 3: 100 },
  L: { 3: 50 },
  P: { 3: 25 },
  O: { 3: 14 },
  M: { 3: 10 },
  C: { 2: 1, 3: 8 },
};

const LINES = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export async function classicFruitsOutcome(inputs: OutcomeInputs): Promise<SlotResult> {
  const stream = await HmacStream.open(inputs);
  const screen = windowOf(STRIPS, await drawStops(stream, STRIPS));
  const wins = linePays(screen, LINES, PAYS, 'W', null, 1);
  return { steps: [{ screen, wins, phase: 'base' }], totalPay: paysOf(wins), freeSpinsPlayed: 0 };
}
