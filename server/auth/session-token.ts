import { createHash, randomBytes } from 'node:crypto';

/** Only the SHA-256 of a token is stored: a leaked sessions table opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}
