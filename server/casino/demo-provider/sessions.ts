/**
 * Player sessions: opened from the operator's one-time launch code, which the provider
 * exchanges once with a signed `launch/exchange` call for the wallet token of the launch, then
 * checks with a signed `user/info` call; identified after that by the provider's own opaque token
 * (sent back as x-provider-session, stored hashed like the site's session tokens).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ProviderSession } from '../../../common/contract/demo-provider.contract';
import type { Queryable } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import { findDemoGame } from './demo-games';
import { defaultClientSeed, newCommittedSeed } from './fair-seeds';
import { ProviderError } from './provider-errors';
import type { WalletClient } from './wallet-client';

export interface SessionRow {
  id: number;
  launch_token: string;
  wallet_user: string;
  nickname: string;
  game_code: string;
  client_seed: string;
  slot_seed_hex: string;
  slot_commit_hex: string;
  slot_nonce: number;
  balance: number;
}

const SESSION_COLUMNS = `id, launch_token, wallet_user, nickname, game_code, client_seed,
  slot_seed_hex, slot_commit_hex, slot_nonce, balance`;

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Why the wallet refused user/info, as the provider tells the player. */
function refusalOf(status: string): ProviderError {
  if (status === 'RS_ERROR_TOKEN_EXPIRED') return new ProviderError(401, 'LAUNCH_EXPIRED');
  if (status === 'RS_ERROR_USER_DISABLED') return new ProviderError(403, 'USER_DISABLED');
  if (status === 'RS_ERROR_INVALID_GAME') return new ProviderError(404, 'UNKNOWN_GAME');
  return new ProviderError(401, 'INVALID_LAUNCH');
}

const walletUnavailable = () =>
  new ProviderError(
    503,
    'WALLET_UNAVAILABLE',
    '지갑 서버가 응답하지 않습니다. 잠시 후 다시 시도해주세요.',
  );

/**
 * The wallet token of a launch code. One attempt only: the code is worth one exchange, so a
 * retry after a lost answer would be refused anyway; the player opens the game again.
 */
async function exchangeCode(wallet: WalletClient, launchCode: string): Promise<string> {
  const answer = await wallet.call('launch/exchange', { code: launchCode }, 1);
  if (!answer) throw walletUnavailable();
  if (answer.status !== 'RS_OK' || !answer.token) throw refusalOf(answer.status);
  return answer.token;
}

export async function openSession(
  deps: { db: Queryable; clock: Clock; wallet: WalletClient },
  launchCode: string,
  gameCode: string,
): Promise<ProviderSession> {
  const game = findDemoGame(gameCode);
  if (!game) throw new ProviderError(404, 'UNKNOWN_GAME');
  const launchToken = await exchangeCode(deps.wallet, launchCode);
  const answer = await deps.wallet.call('user/info', { token: launchToken });
  if (!answer) throw walletUnavailable();
  if (answer.status !== 'RS_OK' || !answer.user) throw refusalOf(answer.status);
  const sessionToken = randomBytes(32).toString('base64url');
  const seed = await newCommittedSeed();
  const clientSeed = defaultClientSeed();
  const balance = answer.balance ?? 0;
  await deps.db.query(
    `INSERT INTO demo_provider_sessions (token_hash, launch_token, wallet_user, nickname,
       game_code, client_seed, slot_seed_hex, slot_commit_hex, balance, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashSessionToken(sessionToken),
      launchToken,
      answer.user,
      answer.nickname ?? answer.user,
      game.code,
      clientSeed,
      seed.serverSeedHex,
      seed.commitHex,
      balance,
      deps.clock(),
    ],
  );
  return {
    sessionToken,
    game: { code: game.code, kind: game.kind, name: game.name, drawCode: game.drawCode },
    player: { nickname: answer.nickname ?? answer.user, balance, currency: 'KRW' },
    slot:
      game.kind === 'slot'
        ? { commitHex: seed.commitHex, serverSeedHex: null, clientSeed, nonce: 0 }
        : null,
  };
}

/** The session of a provider token; 401 NO_SESSION when unknown. `forUpdate` locks its row. */
export async function sessionOf(
  db: Queryable,
  sessionToken: string | undefined,
  forUpdate = false,
): Promise<SessionRow> {
  if (!sessionToken || sessionToken.length > 128) throw new ProviderError(401, 'NO_SESSION');
  const [row] = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM demo_provider_sessions WHERE token_hash = $1
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    [hashSessionToken(sessionToken)],
  );
  if (!row) throw new ProviderError(401, 'NO_SESSION');
  return row;
}
