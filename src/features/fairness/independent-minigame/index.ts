/**
 * A second, separate recomputation of minigame rounds, written from docs/fairness-minigames.md
 * alone so that a slip in either it or the server's draw shows up as a disagreement. Pure
 * TypeScript over WebCrypto: it runs in the browser as it does in Node.
 */
import { familyOfGame, FAMILY_DRAWS, isMinigameFamily, type MinigameFamily } from './games';
import { RoundStream } from './stream';

export { commitOf, combineRoundSeeds, NO_BETS_CLIENT_SEED } from './seeds';
export type { MinigameFamily } from './games';

export interface DrawRequest {
  /** Every round's message starts with its game id (§2.1), so it is always needed. */
  readonly gameId: number;
  /** Optional: checked against the game's family, or the family of a game not in §9's table. */
  readonly family?: string;
  readonly seedHex: string;
  readonly roundId: string;
  readonly rule: 1 | 2;
  /** Rule 2 only: 64 lower-case hex digits, or `none` for a round without bets (§2.2). */
  readonly roundClientSeed?: string;
}

const CLIENT_SEED_FORMAT = /^(?:[0-9a-f]{64}|none)$/;

function familyFor(request: DrawRequest): MinigameFamily {
  const known = familyOfGame(request.gameId);
  if (request.family === undefined) {
    if (known === undefined) throw new Error(`알 수 없는 게임입니다: ${request.gameId}`);
    return known;
  }
  if (!isMinigameFamily(request.family)) {
    throw new Error(`알 수 없는 게임 종류입니다: ${request.family}`);
  }
  if (known !== undefined && known !== request.family) {
    throw new Error(`게임 ${request.gameId}의 종류는 ${known}입니다`);
  }
  return request.family;
}

/** The round's outcome, in the JSON shape the site stores (§8). */
export async function drawMinigame(request: DrawRequest): Promise<object> {
  const family = familyFor(request);
  if (request.rule !== 1 && request.rule !== 2) {
    throw new Error(`알 수 없는 규칙입니다: ${String(request.rule)}`);
  }
  if (request.rule === 2 && !CLIENT_SEED_FORMAT.test(request.roundClientSeed ?? '')) {
    throw new Error('규칙 2에는 회차 클라이언트 시드(64자리 16진수 또는 none)가 필요합니다');
  }
  if (!Number.isSafeInteger(request.gameId) || request.gameId < 0) {
    throw new Error(`게임 번호가 잘못되었습니다: ${request.gameId}`);
  }
  const stream = new RoundStream({
    seedHex: request.seedHex,
    gameId: request.gameId,
    roundId: request.roundId,
    rule: request.rule,
    roundClientSeed: request.roundClientSeed,
  });
  return FAMILY_DRAWS[family](stream);
}
