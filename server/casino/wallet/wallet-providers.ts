/**
 * Who is calling the wallet (every request is signed, and verified with the provider's public
 * key, configured per provider): the provider named in the path, and whether the body's
 * signature is its own.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';

export interface WalletProvider {
  id: number;
  code: string;
  /** Parsed once per distinct PEM; null when none is configured or it does not parse. */
  key: KeyObject | null;
}

/** How long a provider row (status, key) is trusted before it is read again. */
export const PROVIDER_CACHE_MS = 5_000;
/** A failing signature reads the row again at most this often (a flood of bad calls stays cheap). */
const RELOAD_ON_FAILURE_MS = 1_000;

/** What a provider's code looks like (casino_providers.code: `demo`, …). */
const PROVIDER_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

interface Cached {
  provider: WalletProvider | null;
  loadedAt: number;
}

/**
 * Providers by code, cached for PROVIDER_CACHE_MS: reading the row on every call cost a round
 * trip and a pool checkout per call (the bench's profile). A key rotated in the database is
 * picked up at once by the first call signed with the new key (a failed check reads the row
 * again), and an old key stops working within PROVIDER_CACHE_MS. The parsed KeyObject is cached
 * by PEM text, so parsing happens only when the PEM changes.
 */
export class WalletProviders {
  private readonly keys = new Map<string, KeyObject | null>();
  private readonly rows = new Map<string, Cached>();

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** The provider named `code` and whether `signature` is its signature over `raw`. */
  async authenticate(
    code: string,
    raw: Buffer,
    signature: string | undefined,
  ): Promise<{ provider: WalletProvider | null; signatureOk: boolean }> {
    // A code no provider can have (a NUL byte, which no text column takes, or any other stray
    // byte of a path) is an unknown provider: answered with a status, never a server error.
    if (!PROVIDER_CODE.test(code)) return { provider: null, signatureOk: false };
    const now = this.clock().getTime();
    let cached = this.rows.get(code);
    if (!cached || now - cached.loadedAt >= PROVIDER_CACHE_MS) cached = await this.load(code, now);
    if (signatureIsValid(cached.provider, raw, signature)) {
      return { provider: cached.provider, signatureOk: true };
    }
    if (signature && now - cached.loadedAt >= RELOAD_ON_FAILURE_MS) {
      cached = await this.load(code, now);
    }
    return {
      provider: cached.provider,
      signatureOk: signatureIsValid(cached.provider, raw, signature),
    };
  }

  private async load(code: string, now: number): Promise<Cached> {
    const [row] = await this.db.query<{ id: number; code: string; public_key_pem: string }>(
      'SELECT id, code, public_key_pem FROM casino_providers WHERE code = $1',
      [code],
      { prepareAs: 'casino_wallet_provider' },
    );
    const provider = row
      ? { id: row.id, code: row.code, key: this.keyOf(row.public_key_pem) }
      : null;
    const cached = { provider, loadedAt: now };
    // Unknown codes are cached too (a caller cannot grow the map past this bound).
    if (this.rows.size > 256) this.rows.clear();
    this.rows.set(code, cached);
    return cached;
  }

  private keyOf(pem: string): KeyObject | null {
    if (this.keys.has(pem)) return this.keys.get(pem)!;
    let key: KeyObject | null = null;
    if (pem.trim() !== '') {
      try {
        key = createPublicKey(pem);
      } catch {
        key = null; // A broken PEM verifies nothing: every call answers INVALID_SIGNATURE.
      }
    }
    // Old PEMs are dropped so a long-running node rotating keys does not grow the map.
    if (this.keys.size > 64) this.keys.clear();
    this.keys.set(pem, key);
    return key;
  }
}

/** RSA-SHA256, PKCS#1 v1.5 (the KeyObject's default padding for RSA), base64 over the raw bytes. */
export function signatureIsValid(
  provider: WalletProvider | null,
  raw: Buffer,
  signature: string | undefined,
): boolean {
  if (!provider?.key || !signature) return false;
  try {
    return verify('sha256', raw, provider.key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
