/**
 * A spin's outcome (SpinResult.outcome = SlotSpinOutcome) as the screens the page shows in turn
 * (reel stop, then each cascade falling, each free spin counted with its multiplier),
 * with the running win in won. The running win is floor(stake × pays so far / lineCount), the
 * same formula as the provider's slotWinAmount, so the last frame shows exactly the win paid.
 */
import { MULTIPLIERS } from '../../../../common/domain/casino/slots/cascade-core';
import { FREE_SPIN_MULTIPLIER } from '../../../../common/domain/casino/slots/video-5x3';
import type {
  SlotGame,
  SlotScreen,
  SlotSpinOutcome,
  SlotStep,
  SlotWinLine,
} from '../../../../common/domain/casino/types';

export interface SlotFrame {
  readonly index: number;
  readonly screen: SlotScreen;
  readonly wins: readonly SlotWinLine[];
  readonly phase: SlotStep['phase'];
  /** 1-based number of this free spin and how many the spin played; null outside free spins. */
  readonly freeSpin: { readonly number: number; readonly total: number } | null;
  /** What this screen's pays were multiplied by (free spins, tumble chain). */
  readonly multiplier: number;
  /** Won added by this screen and won so far (integer, rounded down as paid). */
  readonly stepWin: number;
  readonly totalWin: number;
  /** "reel:row" of every winning cell, for the highlight. */
  readonly winningCells: ReadonlySet<string>;
}

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The outcome the provider sent, if it has the shape of a slot spin. */
export function asSlotOutcome(outcome: unknown): SlotSpinOutcome | null {
  const o = outcome as SlotSpinOutcome | null;
  return o && Array.isArray(o.steps) && typeof o.totalPay === 'number' ? o : null;
}

function multiplierOf(step: SlotStep, chainIndex: number): number {
  if (step.phase === 'free') return FREE_SPIN_MULTIPLIER;
  if (step.phase === 'cascade') {
    return MULTIPLIERS[Math.min(chainIndex, MULTIPLIERS.length - 1)] ?? 1;
  }
  return 1;
}

export function slotFrames(
  game: Pick<SlotGame, 'lineCount'>,
  outcome: SlotSpinOutcome,
  stake: number,
): SlotFrame[] {
  const freeTotal = outcome.steps.filter((step) => step.phase === 'free').length;
  let pays = 0;
  let paidWon = 0;
  let freeNumber = 0;
  let chainIndex = 0;
  return outcome.steps.map((step, index) => {
    chainIndex = step.phase === 'cascade' ? chainIndex + 1 : 0;
    if (step.phase === 'free') freeNumber += 1;
    pays += step.wins.reduce((sum, win) => sum + win.pay, 0);
    const totalWin = Math.floor((stake * pays) / game.lineCount);
    const stepWin = totalWin - paidWon;
    paidWon = totalWin;
    const winningCells = new Set<string>();
    for (const win of step.wins)
      for (const [reel, row] of win.cells) winningCells.add(cellKey(reel, row));
    return {
      index,
      screen: step.screen,
      wins: step.wins,
      phase: step.phase,
      freeSpin: step.phase === 'free' ? { number: freeNumber, total: freeTotal } : null,
      multiplier: multiplierOf(step, chainIndex),
      stepWin,
      totalWin,
      winningCells,
    };
  });
}

/** Reel stop, then a beat per screen; winning screens stay longer so the highlight is seen. */
export const REEL_STOP_MS = 180;
export const SCREEN_MS = 650;
export const WIN_SCREEN_MS = 1_200;
/** Under prefers-reduced-motion nothing moves, so screens follow each other briskly. */
export const REDUCED_SCREEN_MS = 400;

export function frameDurationMs(frame: SlotFrame, reels: number, reducedMotion: boolean): number {
  if (reducedMotion) return REDUCED_SCREEN_MS;
  const stop = frame.index === 0 || frame.phase === 'free' ? reels * REEL_STOP_MS : 0;
  return stop + (frame.wins.length > 0 ? WIN_SCREEN_MS : SCREEN_MS);
}
