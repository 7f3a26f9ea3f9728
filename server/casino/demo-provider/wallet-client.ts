/**
 * The demo provider's side of the seamless wallet (docs/casino-wallet.md): every call
 * is an HTTP POST to the operator's wallet, signed RSA-SHA256 (PKCS#1 v1.5, base64) over the
 * exact body bytes in `x-casino-signature`. A call that is not answered in time is sent again
 * with the SAME body but a new request_uuid (the wallet answers a repeat of a transaction_uuid
 * with its first result, so a retry never moves money twice); after the last attempt the caller
 * decides (a bet is rolled back, a win waits in the outbox).
 */
import { createSign, randomUUID } from 'node:crypto';

export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
export const WALLET_PROVIDER_CODE = 'demo';

export type WalletEndpoint =
  | 'launch/exchange'
  | 'user/info'
  | 'user/balance'
  | 'transaction/bet'
  | 'transaction/win'
  | 'transaction/rollback';

/** The fields of the wallet's answer the provider reads (snake_case, as on the wire). */
export interface WalletAnswer {
  status: string;
  request_uuid?: string;
  user?: string;
  nickname?: string;
  balance?: number;
  /** launch/exchange only: the wallet token of the launch. */
  token?: string;
  currency?: string;
}

export interface WalletClientOptions {
  /** The operator's origin, e.g. http://127.0.0.1:3000 (read per call: known after listen). */
  baseUrl: () => string;
  privateKeyPem: string;
  /** How long one attempt waits for an answer (providers time out after a few seconds). */
  timeoutMs: number;
  /** Attempts per call, the first included. */
  attempts: number;
}

export const DEFAULT_WALLET_TIMEOUT_MS = 3_000;
export const DEFAULT_WALLET_ATTEMPTS = 3;

export function signBody(privateKeyPem: string, body: string): string {
  return createSign('RSA-SHA256').update(body, 'utf8').sign(privateKeyPem, 'base64');
}

function isAnswer(value: unknown): value is WalletAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WalletAnswer).status === 'string'
  );
}

export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  /** One attempt: the answer, or null when none came in time (or it was not a wallet answer). */
  private async attempt(endpoint: WalletEndpoint, fields: object): Promise<WalletAnswer | null> {
    const body = JSON.stringify({ request_uuid: randomUUID(), ...fields });
    const url = `${this.options.baseUrl()}/api/casino/wallet/${WALLET_PROVIDER_CODE}/${endpoint}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CASINO_SIGNATURE_HEADER]: signBody(this.options.privateKeyPem, body),
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status !== 200) return null;
      const answer: unknown = await response.json();
      return isAnswer(answer) ? answer : null;
    } catch {
      return null;
    }
  }

  /**
   * Sends `fields` (everything but request_uuid) up to `attempts` times; null when the wallet
   * never answered. Each attempt carries a fresh request_uuid over otherwise the same body.
   */
  async call(
    endpoint: WalletEndpoint,
    fields: object,
    attempts = this.options.attempts,
  ): Promise<WalletAnswer | null> {
    for (let i = 0; i < attempts; i += 1) {
      const answer = await this.attempt(endpoint, fields);
      if (answer) return answer;
    }
    return null;
  }
}
