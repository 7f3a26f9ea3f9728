/**
 * What the call log keeps of a call that is not a provider's (unsigned, wrongly signed, or for a
 * provider that does not exist): anyone can send one, so it is kept as its size and a fingerprint
 * of its bytes — enough to match it with a provider's complaint — never its body, and one address
 * writes at most UNSIGNED_ROWS_PER_MINUTE rows a minute (counted in rate_limit_counters, migration
 * 032, so every node shares the count). Beyond that the call is still answered, just not kept:
 * a flood cannot fill casino_calls (docs/casino-wallet.md "Rules").
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import { countHit } from '../../platform/http/pg-rate-limit.store';

export const UNSIGNED_ROWS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** The request_body kept for an unsigned call. */
export const unsignedBodyOf = (raw: Buffer): string =>
  `[unsigned ${raw.length} bytes sha256:${createHash('sha256').update(raw).digest('hex')}]`;

/** Whether this address may still write an unsigned call's row this minute (counts this one). */
export async function mayLogUnsigned(q: Queryable, address: string): Promise<boolean> {
  const hits = await countHit(q, `casino-wallet-unsigned ${address}`, MINUTE_MS);
  return hits <= UNSIGNED_ROWS_PER_MINUTE;
}
