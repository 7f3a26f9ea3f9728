/**
 * Group commit for the wallet's money calls (issue 11 bench: calls/s at p99 ≤ 20 ms). Every
 * commit waits for its WAL flush, and every money call of a provider holds the provider's
 * casino_house row from its transfer to its commit, so one transaction per call lets a provider's
 * calls commit one at a time. Here the bet / win / rollback calls that arrive together run in ONE
 * transaction:
 *   1. the members the calls name (a bet's launch, a win's or rollback's bet, else its token)
 *      locked FOR UPDATE in ascending id order, then their cash and house rows in ascending
 *      account id order — the order a single call takes them (member lock, then the transfer's
 *      two accounts by id), so batches and single calls queue on each other, never deadlock;
 *   2. each call, in arrival order, by the very use-case a single call runs (wallet-bet.ts,
 *      wallet-win.ts, wallet-rollback.ts) inside its own SAVEPOINT: a call that throws rolls back
 *      only its own writes and is sent back to the single-call path, which runs it alone after
 *      this batch (and knows every retry and refusal); two calls under one transaction_uuid
 *      therefore see each other exactly as two single calls would, the second answering the
 *      first's row;
 *   3. one COMMIT; the caller releases the answers only after it (Batcher resolves after `run`).
 */
import type { Queryable } from '../../platform/db/db';
import type { WalletOutcome } from './wallet-outcome';
import { houseShardOf } from '../casino-house';
import type { ParsedCall } from './wallet-parse';
import { tokenHash } from './wallet-records';
import { placeBet } from './wallet-bet';
import { payWin } from './wallet-win';
import { rollBack } from './wallet-rollback';

/** A call that moves money (user/info and user/balance read only and never come here). */
export type MoneyCall = Extract<
  ParsedCall,
  { endpoint: 'transaction/bet' | 'transaction/win' | 'transaction/rollback' }
>;

export const isMoneyCall = (call: ParsedCall): call is MoneyCall =>
  call.endpoint !== 'user/info' && call.endpoint !== 'user/balance';

export interface MoneyJob {
  providerId: number;
  call: MoneyCall;
}

/** Per call: its outcome, decided in the batch, or "run it alone after the batch". */
export type MoneyBatchOutcome = { kind: 'done'; outcome: WalletOutcome } | { kind: 'alone' };

/** The member a call will lock, as far as the rows say before any lock (a bet's token, …). */
function keysOf({ call }: MoneyJob): { tokenHash: string | null; referenceUuid: string | null } {
  const token = call.body.token;
  return {
    tokenHash: token === '' ? null : tokenHash(token),
    referenceUuid:
      call.endpoint === 'transaction/bet' ? null : call.body.reference_transaction_uuid,
  };
}

/**
 * Step 1, two round trips: the calls' members locked in ascending id order, then their cash and
 * their house rows (wallet-outcome.ts houseShardOf) in ascending account id order, as every
 * ledger writer locks accounts. A member the rows do not name yet (a bet committed after this
 * read) is locked later by its call, as a single call would; a deadlock that causes fails only
 * that call's savepoint.
 */
async function lockMembersThenAccounts(
  tx: Queryable,
  providerId: number,
  jobs: readonly MoneyJob[],
) {
  const keys = jobs.map(keysOf);
  const members = await tx.query<{ id: number }>(
    `WITH jobs AS (
       SELECT * FROM unnest($1::text[], $2::text[]) AS j(token_hash, reference_uuid)
     ), wanted AS (
       SELECT l.member_id FROM jobs j JOIN casino_launches l ON l.token_hash = j.token_hash
       UNION
       SELECT t.member_id FROM jobs j
         JOIN casino_transactions t
           ON t.provider_id = $3 AND t.transaction_uuid = j.reference_uuid
     )
     SELECT m.id FROM members m
      WHERE m.id IN (SELECT member_id FROM wanted)
      ORDER BY m.id
        FOR UPDATE OF m`,
    [keys.map((k) => k.tokenHash), keys.map((k) => k.referenceUuid), providerId],
    { prepareAs: 'casino_wallet_batch_lock_members' },
  );
  if (members.length === 0) return;
  const ids = members.map((m) => m.id);
  const shards = [...new Set(ids.map((id) => houseShardOf(providerId, id)))];
  await tx.query(
    `SELECT a.id FROM ledger_accounts a
      WHERE (a.kind = 'member_cash' AND a.member_id = ANY($1::bigint[]))
         OR (a.member_id IS NULL AND a.kind = 'casino_house' AND a.currency = 'KRW'
             AND a.shard = ANY($2::smallint[]))
      ORDER BY a.id
        FOR NO KEY UPDATE OF a`,
    [ids, shards],
    { prepareAs: 'casino_wallet_batch_lock_accounts' },
  );
}

/** The use-case a single call runs, inside the batch's transaction. */
function runCall(tx: Queryable, { providerId, call }: MoneyJob, now: Date) {
  switch (call.endpoint) {
    case 'transaction/bet':
      return placeBet(tx, providerId, call.body, call.bodySha256, now);
    case 'transaction/win':
      return payWin(tx, providerId, call.body, call.bodySha256, now);
    case 'transaction/rollback':
      return rollBack({ tx, providerId, call: call.body, bodySha256: call.bodySha256, now });
  }
}

/**
 * Runs one provider's batch inside `tx` (steps 1–2); returns one outcome per job, in order.
 * `onCallError` hears why a call was sent back to run alone.
 */
export async function runMoneyBatchIn(
  tx: Queryable,
  providerId: number,
  jobs: readonly MoneyJob[],
  now: Date,
  onCallError?: (error: unknown) => void,
): Promise<MoneyBatchOutcome[]> {
  await lockMembersThenAccounts(tx, providerId, jobs);
  const outcomes: MoneyBatchOutcome[] = [];
  for (const job of jobs) {
    // Never released (a RELEASE is one more round trip per call): each call's savepoint nests in
    // the one before, and ROLLBACK TO names the newest one of the name, this call's own.
    await tx.query('SAVEPOINT wallet_call');
    try {
      outcomes.push({ kind: 'done', outcome: await runCall(tx, job, now) });
    } catch (error) {
      // Only this call's writes go; the transaction is usable again after the rollback.
      await tx.query('ROLLBACK TO SAVEPOINT wallet_call');
      onCallError?.(error);
      outcomes.push({ kind: 'alone' });
    }
  }
  return outcomes;
}
