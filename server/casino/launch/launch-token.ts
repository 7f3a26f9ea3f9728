/**
 * The launch's two secrets (docs/casino-wallet.md "Launch"): the one-time code launch_url
 * carries and the session token the provider gets for it. Each is 32 random bytes in base64url
 * (43 characters, 256 bits); only its hex SHA-256 is stored (casino_launches.code_hash and
 * token_hash), like session tokens: a leaked launches table opens no game and moves no money.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashLaunchSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newLaunchSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashLaunchSecret(secret) };
}
