import { describe, expect, it } from 'vitest';
import { findSlotGame, SLOT_GAMES } from '../../../common/domain/casino/slots/catalog';
import { slotWinAmount } from '../../../common/domain/casino/slots/evaluate';
import type { RandomStream } from '../../../common/domain/minigame/random-stream';
import type { SlotSpinOutcome, SlotStep } from '../../../common/domain/casino/types';
import {
  frameDurationMs,
  REDUCED_SCREEN_MS,
  slotFrames,
} from '../../../src/provider/demo/slots/slot-frames';
import { stepCaption } from '../../../src/provider/demo/slots/StepCaption';

/** A fixed sequence generator (xorshift32): deterministic spins for the test. */
function xorshift(seed: number): RandomStream {
  let x = seed >>> 0 || 1;
  return {
    nextUint32() {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return x;
    },
  };
}

const screen3 = [
  ['C', 'C', 'C'],
  ['C', 'C', 'C'],
  ['C', 'C', 'C'],
];
const win = (pay: number) => ({ line: 0, symbol: 'C', count: 3, pay, cells: [[0, 1] as const] });
const step = (phase: SlotStep['phase'], pays: number[]): SlotStep => ({
  screen: screen3,
  wins: pays.map(win),
  phase,
});

describe('slot frames: the screens of a spin in turn', () => {
  it('numbers the free spins with their multiplier and runs the win up to the paid win', () => {
    const outcome: SlotSpinOutcome = {
      steps: [step('base', [40]), step('free', []), step('free', [10, 3]), step('free', [1])],
      totalPay: 54,
      freeSpinsPlayed: 3,
    };
    const frames = slotFrames({ lineCount: 20 }, outcome, 1_000);
    expect(frames.map((f) => f.freeSpin)).toEqual([
      null,
      { number: 1, total: 3 },
      { number: 2, total: 3 },
      { number: 3, total: 3 },
    ]);
    expect(frames.map((f) => f.multiplier)).toEqual([1, 2, 2, 2]);
    expect(frames.map((f) => f.totalWin)).toEqual([2_000, 2_000, 2_650, 2_700]);
    expect(frames.map((f) => f.stepWin)).toEqual([2_000, 0, 650, 50]);
    expect(stepCaption(frames[2] ?? null)).toBe('프리스핀 2 / 3 · ×2');
    expect(frames[0]?.winningCells.has('0:1')).toBe(true);
  });

  it('raises the tumble multiplier 1, 2, 3, 5, 5 down a cascade chain', () => {
    const outcome: SlotSpinOutcome = {
      steps: [
        step('base', [1]),
        step('cascade', [2]),
        step('cascade', [3]),
        step('cascade', [5]),
        step('cascade', [5]),
        step('cascade', []),
      ],
      totalPay: 16,
      freeSpinsPlayed: 0,
    };
    const frames = slotFrames({ lineCount: 20 }, outcome, 3_000);
    expect(frames.map((f) => f.multiplier)).toEqual([1, 2, 3, 5, 5, 5]);
    expect(stepCaption(frames[1] ?? null)).toBe('텀블 1 · ×2');
    // Rounded down only as the provider pays: floor(3000 x 16 / 20) = 2400.
    expect(frames.at(-1)?.totalWin).toBe(2_400);
  });

  it("ends on exactly the provider's win for real spins of every slot", () => {
    for (const game of SLOT_GAMES) {
      const stream = xorshift(0x5eed + game.code.length);
      for (let spin = 0; spin < 400; spin += 1) {
        const outcome = game.spin(stream);
        const frames = slotFrames(game, outcome, 5_000);
        expect(frames).toHaveLength(outcome.steps.length);
        expect(frames.at(-1)?.totalWin).toBe(slotWinAmount(game, 5_000, outcome.totalPay));
        expect(frames.reduce((sum, f) => sum + f.stepWin, 0)).toBe(frames.at(-1)?.totalWin);
        expect(frames.filter((f) => f.freeSpin).length).toBe(outcome.freeSpinsPlayed);
      }
    }
  });

  it('holds winning screens longer, and briskly under reduced motion', () => {
    const game = findSlotGame('classic-3x3');
    const [quiet] = slotFrames(
      { lineCount: 5 },
      { steps: [step('base', [])], totalPay: 0, freeSpinsPlayed: 0 },
      1_000,
    );
    const [won] = slotFrames(
      { lineCount: 5 },
      { steps: [step('base', [8])], totalPay: 8, freeSpinsPlayed: 0 },
      1_000,
    );
    if (!quiet || !won || !game) throw new Error('frames');
    expect(frameDurationMs(won, game.reels, false)).toBeGreaterThan(
      frameDurationMs(quiet, game.reels, false),
    );
    expect(frameDurationMs(won, game.reels, true)).toBe(REDUCED_SCREEN_MS);
  });
});
