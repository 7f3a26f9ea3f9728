/**
 * A second implementation of every casino outcome, written from docs/fairness.md alone: it shares
 * no code with the provider's outcome code, so an error in one shows up as a disagreement with
 * the other (the published vectors and the unit tests compare them). Each function takes the
 * revealed server seed (hex), the client seed (for a table: the combined one) and the nonce.
 */
import { baccaratOutcome, type BaccaratResult } from './baccarat';
import { classicFruitsOutcome } from './classic-fruits';
import { dragonTreasureOutcome } from './dragon-treasure';
import { gemFallsOutcome } from './gem-falls';
import type { OutcomeInputs } from './hmac-stream';
import { rouletteOutcome, type RouletteResult } from './roulette';
import type { SlotResult } from './slot-shape';

export { commitOf, combineTableSeeds, NOBODY_BET_SEED } from './seeds';
export type { BaccaratResult, PlayingCard } from './baccarat';
export type { RouletteResult } from './roulette';
export type { SlotResult, SlotScreenStep, SlotWin } from './slot-shape';

export type IndependentOutcome = BaccaratResult | RouletteResult | SlotResult;

type Recompute<T> = (serverSeedHex: string, clientSeed: string, nonce: number) => Promise<T>;

const withInputs =
  <T>(outcome: (inputs: OutcomeInputs) => Promise<T>): Recompute<T> =>
  (serverSeedHex, clientSeed, nonce) =>
    outcome({ serverSeedHex, clientSeed, nonce });

export const baccarat = withInputs(baccaratOutcome);
export const roulette = withInputs(rouletteOutcome);
export const classic3x3 = withInputs(classicFruitsOutcome);
export const video5x3 = withInputs(dragonTreasureOutcome);
export const cascade5x3 = withInputs(gemFallsOutcome);

/** The recomputation for a game code of the casino ('baccarat', 'roulette' or a slot code). */
export const INDEPENDENT_OUTCOMES: Readonly<Record<string, Recompute<IndependentOutcome>>> = {
  baccarat,
  roulette,
  'classic-3x3': classic3x3,
  'video-5x3': video5x3,
  'cascade-5x3': cascade5x3,
};
