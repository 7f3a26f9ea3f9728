/**
 * Who is calling the wallet (issue 11: "Every request is signed … verified with the provider's
 * public key (per provider, configured)"): the provider named in the path, and whether the body's
 * signature is its own.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';

export interface WalletProvider {
  id: number;
  code: string;
  /** Parsed once per distinct PEM; null when none is configured or it does not parse. */
  key: KeyObject | null;
}

/**
 * The provider row is read on every call (one indexed lookup), so a key rotated or a provider
 * added in the database takes effect at once on every node; the parsed KeyObject is cached by
 * the PEM text, so parsing happens only when the PEM changes.
 */
export class WalletProviders {
  private readonly keys = new Map<string, KeyObject | null>();

  constructor(private readonly db: Queryable) {}

  async find(code: string): Promise<WalletProvider | null> {
    const [row] = await this.db.query<{ id: number; code: string; public_key_pem: string }>(
      'SELECT id, code, public_key_pem FROM casino_providers WHERE code = $1',
      [code],
      { prepareAs: 'casino_wallet_provider' },
    );
    if (!row) return null;
    return { id: row.id, code: row.code, key: this.keyOf(row.public_key_pem) };
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
