/**
 * The 직접 검증 form's check: the values a member pasted → the commit check, the client seed the
 * outcome is drawn from, the recomputed outcome and, when one was pasted, its comparison.
 */
import { combinedSeed, commitOf, recomputeCasino, recomputeMinigame } from './recompute';
import { sameOutcome } from './same-outcome';

/** A casino game code of docs/fairness.md, or `minigame`. */
export type ManualGame =
  'baccarat' | 'roulette' | 'classic-3x3' | 'video-5x3' | 'cascade-5x3' | 'minigame';

export interface ManualInputs {
  readonly game: ManualGame;
  readonly serverSeedHex: string;
  readonly commit: string;
  /** Slots: the member's client seed. */
  readonly clientSeed: string;
  /** Tables and rule-2 minigames: the published seats' seeds (see parseSeatSeeds). */
  readonly seats: string;
  /** Casino: the spin's nonce or the table's round number. */
  readonly nonce: string;
  readonly gameId: string;
  readonly roundId: string;
  readonly rule: '1' | '2';
  /** The published outcome JSON; empty when the member only wants the recomputation. */
  readonly outcomeJson: string;
}

export interface ManualResult {
  /** null when no commitment was pasted. */
  readonly commitOk: boolean | null;
  readonly computedCommit?: string;
  /** The client seed the outcome was drawn from (rebuilt from the seats where there are seats). */
  readonly clientSeedUsed?: string;
  readonly recomputed?: unknown;
  /** null when no outcome was pasted. */
  readonly outcomeOk: boolean | null;
  /** Why something could not be computed, in Korean. */
  readonly error?: string;
}

/**
 * One seed per line (empty lines skipped), or a JSON array of strings when the text starts with
 * `[` — the only way to give an empty seed or one with a line break.
 */
export function parseSeatSeeds(text: string): string[] {
  if (text.trim().startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      throw new Error('좌석 시드 목록은 문자열 배열이어야 합니다');
    }
    return parsed as string[];
  }
  return text.split(/\r?\n/).filter((line) => line !== '');
}

function parseCount(text: string, what: string): number {
  if (!/^\d+$/.test(text.trim())) throw new Error(`${what}는 0 이상의 정수여야 합니다`);
  return Number(text.trim());
}

function parseOutcome(text: string): { pasted: boolean; value?: unknown } {
  if (text.trim() === '') return { pasted: false };
  try {
    return { pasted: true, value: JSON.parse(text) as unknown };
  } catch {
    throw new Error('붙여 넣은 결과가 올바른 JSON이 아닙니다');
  }
}

async function drawnFrom(inputs: ManualInputs): Promise<{ seed?: string; outcome: unknown }> {
  const seed = inputs.serverSeedHex.trim();
  if (inputs.game !== 'minigame') {
    const nonce = parseCount(inputs.nonce, '논스');
    const isTable = inputs.game === 'baccarat' || inputs.game === 'roulette';
    const clientSeed = isTable
      ? await combinedSeed('table', parseSeatSeeds(inputs.seats))
      : inputs.clientSeed;
    const outcome = await recomputeCasino({
      drawCode: inputs.game,
      serverSeedHex: seed,
      clientSeed,
      nonce,
    });
    return { seed: clientSeed, outcome };
  }
  const gameId = parseCount(inputs.gameId, '게임 번호');
  const rule = inputs.rule === '2' ? 2 : 1;
  const roundClientSeed =
    rule === 2 ? await combinedSeed('minigame', parseSeatSeeds(inputs.seats)) : undefined;
  const outcome = await recomputeMinigame({
    gameId,
    seedHex: seed,
    roundId: inputs.roundId.trim(),
    rule,
    roundClientSeed,
  });
  return { seed: roundClientSeed, outcome };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : '계산할 수 없습니다';
}

export async function checkManual(inputs: ManualInputs): Promise<ManualResult> {
  const seed = inputs.serverSeedHex.trim();
  let computedCommit: string;
  try {
    computedCommit = await commitOf(seed);
  } catch {
    return { commitOk: false, outcomeOk: null, error: '서버 시드는 16진수 문자열이어야 합니다' };
  }
  const commit = inputs.commit.trim().toLowerCase();
  const commitOk = commit === '' ? null : commit === computedCommit;
  try {
    const pasted = parseOutcome(inputs.outcomeJson);
    const drawn = await drawnFrom(inputs);
    return {
      commitOk,
      computedCommit,
      clientSeedUsed: drawn.seed,
      recomputed: drawn.outcome,
      outcomeOk: pasted.pasted ? sameOutcome(drawn.outcome, pasted.value) : null,
    };
  } catch (error) {
    return { commitOk, computedCommit, outcomeOk: null, error: reason(error) };
  }
}
