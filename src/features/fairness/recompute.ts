/**
 * The page's recomputations, all through the two independent implementations written from
 * docs/fairness.md and docs/fairness-minigames.md (never the provider's or the server's code):
 * the commit of a revealed seed, the combined seed of a table or a rule-2 round, and the outcome.
 */
import { combineTableSeeds, commitOf as casinoCommitOf, INDEPENDENT_OUTCOMES } from './independent';
import { combineRoundSeeds, drawMinigame } from './independent-minigame';

export type GameKind = 'slot' | 'table' | 'minigame';

/** hex SHA-256 of the seed's bytes (both documents define the commit the same way). */
export function commitOf(seedHex: string): Promise<string> {
  return casinoCommitOf(seedHex);
}

/** A table's combined seed (docs/fairness.md §4) or a rule-2 round's (fairness-minigames §2.2). */
export function combinedSeed(kind: GameKind, seeds: readonly string[]): Promise<string> {
  return kind === 'table' ? combineTableSeeds(seeds) : combineRoundSeeds(seeds);
}

export function isCasinoDraw(drawCode: string): boolean {
  return Object.hasOwn(INDEPENDENT_OUTCOMES, drawCode);
}

export interface CasinoInputs {
  readonly drawCode: string;
  readonly serverSeedHex: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export function recomputeCasino(inputs: CasinoInputs): Promise<unknown> {
  const draw = INDEPENDENT_OUTCOMES[inputs.drawCode];
  if (draw === undefined) throw new Error(`알 수 없는 게임입니다: ${inputs.drawCode}`);
  return draw(inputs.serverSeedHex, inputs.clientSeed, inputs.nonce);
}

export interface MinigameInputs {
  readonly gameId: number;
  readonly family?: string;
  readonly seedHex: string;
  readonly roundId: string;
  readonly rule: 1 | 2;
  readonly roundClientSeed?: string;
}

export function recomputeMinigame(inputs: MinigameInputs): Promise<unknown> {
  return drawMinigame(inputs);
}
