/**
 * The body of a verified call, read as its endpoint's shape (common/contract/casino-wallet.contract.ts),
 * and its fingerprint for idempotency (docs/casino-wallet.md: hashed without `request_uuid`,
 * which a retry renews).
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  casinoBetCallSchema,
  casinoRollbackCallSchema,
  casinoUserCallSchema,
  casinoWinCallSchema,
  type CasinoBetCall,
  type CasinoRollbackCall,
  type CasinoUserCall,
  type CasinoWalletEndpoint,
  type CasinoWinCall,
} from '../../../common/contract/casino-wallet.contract';

export type ParsedCall =
  | { endpoint: 'user/info' | 'user/balance'; body: CasinoUserCall }
  | { endpoint: 'transaction/bet'; body: CasinoBetCall; bodySha256: string }
  | { endpoint: 'transaction/win'; body: CasinoWinCall; bodySha256: string }
  | { endpoint: 'transaction/rollback'; body: CasinoRollbackCall; bodySha256: string };

const SCHEMAS: Record<CasinoWalletEndpoint, z.ZodType> = {
  'user/info': casinoUserCallSchema,
  'user/balance': casinoUserCallSchema,
  'transaction/bet': casinoBetCallSchema,
  'transaction/win': casinoWinCallSchema,
  'transaction/rollback': casinoRollbackCallSchema,
};

/** The request_uuid of any JSON object body, for answers to calls that fail before parsing. */
export function requestUuidOf(json: unknown): string {
  if (typeof json !== 'object' || json === null) return '';
  const value = (json as Record<string, unknown>).request_uuid;
  return typeof value === 'string' ? value.slice(0, 128) : '';
}

export function readJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * sha256 over the endpoint and the body's fields in key order, request_uuid left out: the same
 * call retried hashes the same whatever the provider's key order or request id.
 */
export function bodyFingerprint(endpoint: CasinoWalletEndpoint, json: object): string {
  const fields = Object.entries(json)
    .filter(([key]) => key !== 'request_uuid')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(endpoint)
    .update('\n')
    .update(JSON.stringify(fields))
    .digest('hex');
}

/** The call as its endpoint's shape, or null when it is not (answered RS_ERROR_UNKNOWN). */
export function parseCall(endpoint: CasinoWalletEndpoint, json: unknown): ParsedCall | null {
  const parsed = SCHEMAS[endpoint].safeParse(json);
  if (!parsed.success) return null;
  if (endpoint === 'user/info' || endpoint === 'user/balance') {
    return { endpoint, body: parsed.data as CasinoUserCall };
  }
  const bodySha256 = bodyFingerprint(endpoint, json as object);
  return { endpoint, body: parsed.data, bodySha256 } as ParsedCall;
}
