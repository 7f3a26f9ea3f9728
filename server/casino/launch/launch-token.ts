/**
 * The launch token a provider receives in launch_url (docs/casino-wallet.md "Launch"): 32 random
 * bytes in base64url (43 characters). Only its hex SHA-256 is stored (casino_launches.token_hash),
 * like session tokens: a leaked launches table opens no game session and moves no money.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newLaunchToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLaunchToken(token) };
}
