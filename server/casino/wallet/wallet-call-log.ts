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
const COLUMNS = 10;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const MAX_ROWS = 500;

/**
 * Calls that finish while a write is in flight are written together by the next one: one
 * statement and one commit for many, instead of a commit (a WAL flush) per call. Each caller
 * still waits until its own row is committed before the provider gets the answer.
 */
export class WalletCallLog {
  private queue: { call: WalletCall; done: (error?: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly db: Queryable) {}

  write(call: WalletCall): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ call, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_ROWS);
      try {
        await insertCalls(
          this.db,
          batch.map((entry) => entry.call),
        );
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error);
      }
    }
    this.writing = false;
  }
}

/** One INSERT for all of `calls` (at most MAX_ROWS), in the caller's transaction if it has one. */
export async function insertCalls(q: Queryable, calls: readonly WalletCall[]): Promise<void> {
  if (calls.length === 0) return;
  const rows = calls.map(
    (_, i) =>
      `(${Array.from({ length: COLUMNS }, (__, c) => `$${i * COLUMNS + c + 1}`).join(', ')})`,
  );
  const params = calls.flatMap((call) => [
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
  ]);
  await q.query(
    `INSERT INTO casino_calls
       (provider_id, endpoint, request_uuid, transaction_uuid, request_body, signature_ok, status,
        response_body, duration_us, created_at)
     VALUES ${rows.join(', ')}`,
    params,
  );
}
