/**
 * 드래곤 보물 (video-5x3): 5 reels x 3 rows, 20 fixed paylines, a wild (와일드) that stands in for
 * every regular symbol and pays on its own, and a scatter (보물상자) that pays anywhere by its count
 * on the screen and, 3 or more, triggers 10 free spins.
 *
 * A spin, in draw order (evaluate.ts for stops and the line rule):
 * 1. base spin: 5 stops on the base strips; pays = line pays + scatter pay;
 * 2. if the base screen shows 3+ scatters: free spins, each drawing 5 stops on the FREE strips
 *    (richer in wilds), all its pays (lines and scatters) x FREE_SPIN_MULTIPLIER; a free spin with
 *    3+ scatters adds FREE_SPINS more (retrigger, unlimited); spins are played in order until none
 *    remain.
 * The stake is split into 20 line bets; the scatter's pays in the paytable are in line bets too
 * (3 scatters = 40 line bets = 2x the stake).
 *
 * Published data: strips, paytable and paylines below; exact RTP in rtp.ts.
 */
import type { RandomStream } from '../../minigame/random-stream';
import type { SlotGame, SlotSpinOutcome, SlotStep, SlotSymbol, SlotWinLine } from '../types';
import {
  drawStops,
  evaluateLines,
  scatterCells,
  screenAt,
  sumPays,
  symbolRoles,
  type Paytable,
} from './evaluate';
import { VIDEO_5X3_FREE_STRIPS, VIDEO_5X3_STRIPS } from './video-5x3.strips';

export const FREE_SPINS = 10;
export const FREE_SPIN_MULTIPLIER = 2;
export const SCATTERS_TO_TRIGGER = 3;

const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'W', name: '와일드', kind: 'wild' },
  { id: 'S', name: '보물상자', kind: 'scatter' },
  { id: 'D', name: '용', kind: 'regular' },
  { id: 'H', name: '호랑이', kind: 'regular' },
  { id: 'F', name: '잉어', kind: 'regular' },
  { id: 'G', name: '금화', kind: 'regular' },
  { id: 'A', name: '에이스', kind: 'regular' },
  { id: 'K', name: '킹', kind: 'regular' },
  { id: 'Q', name: '퀸', kind: 'regular' },
  { id: 'J', name: '잭', kind: 'regular' },
  { id: 'T', name: '텐', kind: 'regular' },
];

const PAYTABLE: Paytable = {
  W: { 3: 60, 4: 250, 5: 2000 },
  S: { 3: 40, 4: 200, 5: 1000 },
  D: { 3: 50, 4: 200, 5: 1000 },
  H: { 3: 30, 4: 100, 5: 500 },
  F: { 3: 20, 4: 60, 5: 250 },
  G: { 3: 15, 4: 40, 5: 150 },
  A: { 3: 10, 4: 25, 5: 100 },
  K: { 3: 8, 4: 20, 5: 80 },
  Q: { 3: 5, 4: 15, 5: 60 },
  J: { 3: 5, 4: 10, 5: 50 },
  T: { 3: 5, 4: 10, 5: 40 },
};

/** Rows (0 top) of each payline on reels 0..4. */
const PAYLINES: readonly (readonly number[])[] = [
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

export interface VideoSlotData {
  readonly strips: readonly (readonly string[])[];
  readonly freeSpinStrips: readonly (readonly string[])[];
}

/** Builds the game over given strips (the published ones below; tests use reduced strips). */
export function makeVideoSlot(data: VideoSlotData, code = 'video-5x3'): SlotGame {
  const roles = symbolRoles(SYMBOLS);
  const scatterPays = PAYTABLE[roles.scatter as string] ?? {};

  function play(
    stream: RandomStream,
    strips: VideoSlotData['strips'],
    phase: SlotStep['phase'],
  ): { step: SlotStep; pay: number; retrigger: boolean } {
    const multiplier = phase === 'free' ? FREE_SPIN_MULTIPLIER : 1;
    const screen = screenAt(strips, drawStops(stream, strips), 3);
    const wins: SlotWinLine[] = evaluateLines(screen, PAYLINES, PAYTABLE, roles, multiplier);
    const scatters = scatterCells(screen, roles.scatter);
    const scatterPay = scatterPays[scatters.length] ?? 0;
    if (scatterPay > 0) {
      wins.push({
        line: -1,
        symbol: roles.scatter as string,
        count: scatters.length,
        pay: scatterPay * multiplier,
        cells: scatters,
      });
    }
    const step = { screen, wins, phase };
    return { step, pay: sumPays(wins), retrigger: scatters.length >= SCATTERS_TO_TRIGGER };
  }

  return {
    code,
    name: '드래곤 보물',
    reels: 5,
    rows: 3,
    lineCount: PAYLINES.length,
    paylines: PAYLINES,
    symbols: SYMBOLS,
    strips: data.strips,
    freeSpinStrips: data.freeSpinStrips,
    paytable: PAYTABLE,
    spin(stream: RandomStream): SlotSpinOutcome {
      const base = play(stream, data.strips, 'base');
      const steps = [base.step];
      let totalPay = base.pay;
      let remaining = base.retrigger ? FREE_SPINS : 0;
      let freeSpinsPlayed = 0;
      while (remaining > 0) {
        const free = play(stream, data.freeSpinStrips, 'free');
        steps.push(free.step);
        totalPay += free.pay;
        freeSpinsPlayed += 1;
        remaining += (free.retrigger ? FREE_SPINS : 0) - 1;
      }
      return { steps, totalPay, freeSpinsPlayed };
    },
  };
}

export const video5x3: SlotGame = makeVideoSlot({
  strips: VIDEO_5X3_STRIPS,
  freeSpinStrips: VIDEO_5X3_FREE_STRIPS,
});
