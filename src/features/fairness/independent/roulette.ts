/** Single-zero roulette (docs/fairness.md §6): one uniform draw below 37. */
import { HmacStream, type OutcomeInputs } from './hmac-stream';

export interface RouletteResult {
  readonly pocket: number;
}

export async function rouletteOutcome(inputs: OutcomeInputs): Promise<RouletteResult> {
  const stream = await HmacStream.open(inputs);
  return { pocket: await stream.below(37) };
}
