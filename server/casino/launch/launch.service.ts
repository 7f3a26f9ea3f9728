/**
 * Opening a casino table or a slot (spec §7 POST /playfun/auth): the
 * one rule of who may play what (casino-access.ts), then a one-time launch code for the provider
 * and the 120-minute extension of the member's login session (spec §4, §9), in one transaction.
 * The code is worth one exchange for the wallet token (launch-exchange.service.ts).
 */
import { CASINO_SESSION_EXTENSION_MINUTES } from '../../../common/contract/casino.contract';
import type { PlayfunAuthResponse } from '../../../common/contract/casino.contract';
import { extendSession } from '../../auth/session-end';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { MINUTE_MS, type Clock } from '../../platform/lib/clock';
import { casinoRefusal, type CasinoRefusal } from '../casino-access';
import { newLaunchSecret } from './launch-token';

/**
 * The wallet token lives at most as long as the session extension it comes with, and never
 * past the login session (docs/casino-wallet.md "Launch").
 */
const LAUNCH_TTL_MS = CASINO_SESSION_EXTENSION_MINUTES * MINUTE_MS;
/**
 * The code only has to cross from the member's browser to the provider's server, which
 * exchanges it as the game page opens: a minute is ample, and a link copied off the screen or
 * out of a log is dead by the time anyone else could use it.
 */
export const LAUNCH_CODE_TTL_MS = 60_000;

/** Each refusal's answer: the spec's own texts (§5 blocks, §8 "External game open fails"). */
function refusalError(refusal: CasinoRefusal): AppError {
  switch (refusal) {
    case 'member_disabled':
      return new AppError(403, 'CASINO_ACCESS_DENIED');
    case 'game_maintenance':
      return new AppError(503, 'CASINO_GAME_MAINTENANCE');
    case 'game_unavailable':
      return new AppError(404, 'CASINO_GAME_NOT_FOUND');
  }
}

interface LaunchGameRow {
  game_code: string;
  launch_base_url: string;
}

export class CasinoLaunchService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The launch_url of `gameId` for the member of `sessionId`, or the refusal's AppError. */
  async launch(memberId: number, sessionId: number, gameId: number): Promise<PlayfunAuthResponse> {
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
    const codeExpiresAt = new Date(now.getTime() + LAUNCH_CODE_TTL_MS);
    const code = newLaunchSecret();
    const game = await this.db.transaction(async (tx) => {
      // Asked inside the transaction, so the launch and the rule read the same state.
      const refusal = await casinoRefusal(tx, memberId, gameId);
      if (refusal) throw refusalError(refusal);
      const [row] = await tx.query<LaunchGameRow>(
        `SELECT g.game_code, p.launch_base_url
           FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
          WHERE g.id = $1`,
        [gameId],
      );
      if (!row) throw refusalError('game_unavailable');
      // A session ended meanwhile (logout, second login) opens nothing.
      if (!(await extendSession(tx, sessionId, expiresAt))) {
        throw new AppError(401, 'UNAUTHENTICATED');
      }
      await tx.query(
        `INSERT INTO casino_launches (code_hash, code_expires_at, member_id, session_id, game_id,
                                      created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          code.hash,
          codeExpiresAt.toISOString(),
          memberId,
          sessionId,
          gameId,
          now.toISOString(),
          expiresAt.toISOString(),
        ],
      );
      return row;
    });
    const base = game.launch_base_url.replace(/\/+$/, '');
    return {
      launch_url: `${base}/${encodeURIComponent(game.game_code)}?code=${code.secret}`,
    };
  }
}
