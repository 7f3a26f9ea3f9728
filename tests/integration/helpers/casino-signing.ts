/**
 * A provider's side of the signed wallet calls (docs/casino-wallet.md), for tests and the bench:
 * an RSA key pair whose public half is configured for a provider, bodies signed with the private
 * half, and launch tokens as POST /api/playfun/auth would issue them.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../server/platform/db/db';

export interface ProviderKeys {
  privateKey: KeyObject;
  publicPem: string;
}

export function generateProviderKeys(): ProviderKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** Configures `publicPem` as the provider's key (provider 1 is the seeded 'demo'). */
export async function installProviderKey(
  q: Queryable,
  publicPem: string,
  providerId = 1,
): Promise<void> {
  await q.query('UPDATE casino_providers SET public_key_pem = $1 WHERE id = $2', [
    publicPem,
    providerId,
  ]);
}

/** Base64 RSA-SHA256 (PKCS#1 v1.5) over the exact body bytes. */
export function signBody(privateKey: KeyObject, body: string | Buffer): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, privateKey).toString(
    'base64',
  );
}

export interface LaunchOptions {
  memberId: number;
  gameCode: string;
  providerId?: number;
  /** Default: two hours after now. */
  expiresAt?: Date;
  now?: Date;
}

/**
 * A launch token for the member's live session (one is opened if they have none), stored hashed
 * as the launch endpoint stores it: 32 random bytes, base64url.
 */
export async function createLaunchToken(q: Queryable, opts: LaunchOptions): Promise<string> {
  const now = opts.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  let [session] = await q.query<{ id: number }>(
    'SELECT id FROM sessions WHERE member_id = $1 AND ended_at IS NULL',
    [opts.memberId],
  );
  if (!session) {
    [session] = await q.query<{ id: number }>(
      `INSERT INTO sessions (member_id, token_hash, created_at, last_seen_at)
       VALUES ($1, $2, $3, $3) RETURNING id`,
      [opts.memberId, createHash('sha256').update(randomBytes(32)).digest('hex'), now],
    );
  }
  await q.query(
    `INSERT INTO casino_launches (token_hash, member_id, session_id, game_id, created_at, expires_at)
     SELECT $1, $2, $3, g.id, $4, $5 FROM casino_games g
      WHERE g.provider_id = $6 AND g.game_code = $7`,
    [
      createHash('sha256').update(token).digest('hex'),
      opts.memberId,
      session!.id,
      now,
      opts.expiresAt ?? new Date(now.getTime() + 2 * 3_600_000),
      opts.providerId ?? 1,
      opts.gameCode,
    ],
  );
  return token;
}

export type SignatureMode = 'valid' | 'missing' | 'wrong-key' | 'tampered';

/**
 * One wallet call through the app as a provider makes it: the body as sent, signed (or not, or
 * wrongly) with `privateKey`. Answers the HTTP status and the parsed answer.
 */
export async function walletCall(
  app: FastifyInstance,
  privateKey: KeyObject,
  endpoint: string,
  body: object,
  opts: { provider?: string; signature?: SignatureMode; otherKey?: KeyObject } = {},
): Promise<{ httpStatus: number; answer: Record<string, unknown> & { status: string } }> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const mode = opts.signature ?? 'valid';
  if (mode === 'valid') headers['x-casino-signature'] = signBody(privateKey, raw);
  if (mode === 'wrong-key') {
    headers['x-casino-signature'] = signBody(
      opts.otherKey ?? generateProviderKeys().privateKey,
      raw,
    );
  }
  if (mode === 'tampered') headers['x-casino-signature'] = signBody(privateKey, `${raw} `);
  const response = await app.inject({
    method: 'POST',
    url: `/api/casino/wallet/${opts.provider ?? 'demo'}/${endpoint}`,
    headers,
    payload: raw,
  });
  return { httpStatus: response.statusCode, answer: response.json() };
}
