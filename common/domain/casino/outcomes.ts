/**
 * One entry point from a game code to its deterministic draw, so the provider's game server, the
 * round detail page and the history's fairness check recompute an outcome the same way:
 * 'baccarat' and 'roulette' (the live-style tables), or a slot code of the catalogue.
 */
import type { RandomStream } from '../minigame/random-stream';
import { verifyFair, type FairVerification } from './fairness';
import { findSlotGame } from './slots/catalog';
import { dealBaccarat, type BaccaratOutcome } from './tables/baccarat';
import { spinRoulette, type RouletteOutcome } from './tables/roulette';
import type { FairnessInputs, SlotSpinOutcome } from './types';

export type CasinoTableKind = 'baccarat' | 'roulette';

export type CasinoOutcome = BaccaratOutcome | RouletteOutcome | SlotSpinOutcome;

export function outcomeDraw(gameCode: string): ((stream: RandomStream) => CasinoOutcome) | null {
  if (gameCode === 'baccarat') return dealBaccarat;
  if (gameCode === 'roulette') return spinRoulette;
  const slot = findSlotGame(gameCode);
  return slot ? (stream) => slot.spin(stream) : null;
}

/** Checks the revealed seed against its commit and recomputes the outcome; null: unknown game. */
export async function verifyCasinoOutcome(
  gameCode: string,
  inputs: FairnessInputs,
  commitHex: string,
): Promise<FairVerification<CasinoOutcome> | null> {
  const draw = outcomeDraw(gameCode);
  return draw ? verifyFair(inputs, commitHex, draw) : null;
}
