import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the SHA-256 of a token is stored: a leaked sessions table opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/**
 * The token from `X-AUTH-TOKEN` or `Authorization` (spec §7: "Bearer <token>"); a bare token is
 * accepted too. Anything not shaped like one of our tokens counts as absent.
 */
export function tokenFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  for (const name of ['x-auth-token', 'authorization']) {
    const value = headers[name];
    if (typeof value !== 'string') continue;
    const token = value.trim().replace(/^bearer\s+/i, '');
    if (TOKEN_PATTERN.test(token)) return token;
  }
  return null;
}
