/**
 * Every wallet call as it came and as it was answered (casino_calls, migration 022): for
 * reconciliation and support, kept even when it moved nothing. Written outside the call's money
 * transaction, so a refused or failed call is logged too.
 */
import type { Queryable } from '../../platform/db/db';

export interface WalletCall {
  providerId: number | null;
  endpoint: string;
  requestUuid: string;
  transactionUuid: string;
  requestBody: string;
  signatureOk: boolean;
  status: string;
  responseBody: string;
  durationUs: number;
  at: Date;
}

/** INT column: a call slower than ~35 minutes is logged as that much. */
const MAX_DURATION_US = 2_147_483_647;

export async function logWalletCall(q: Queryable, call: WalletCall): Promise<void> {
  await q.query(
    `INSERT INTO casino_calls
       (provider_id, endpoint, request_uuid, transaction_uuid, request_body, signature_ok, status,
        response_body, duration_us, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      call.providerId,
      call.endpoint,
      call.requestUuid,
      call.transactionUuid,
      call.requestBody,
      call.signatureOk,
      call.status,
      call.responseBody,
      Math.min(Math.max(0, Math.round(call.durationUs)), MAX_DURATION_US),
      call.at,
    ],
    { prepareAs: 'casino_wallet_log_call' },
  );
}
