/**
 * Group commit for the wallet's money calls. Every
 * commit waits for its WAL flush, and every money call of a provider holds the provider's
 * casino_house row from its transfer to its commit, so one transaction per call lets a provider's
 * calls commit one at a time. Here the bet / win / rollback calls that arrive together run in ONE
 * transaction, with a fixed number of statements for the common calls however many there are:
 *   1. reads (wallet-batch-reads.ts): the calls' members locked FOR UPDATE in ascending id order,
 *      then their cash and house rows in ascending account id order — the order a single call
 *      takes them, so batches and single calls queue on each other, never deadlock — and the
 *      launches and provider transactions the calls name;
 *   2. decisions without a round trip (wallet-batch-decide.ts): new bets, wins on standing bets
 *      and their refusals by the single-call rules, the members' own limits asked for the bets in
 *      one statement; every other call goes the general way;
 *   3. the decided bets and wins written set-based (wallet-batch-writes.ts): the ledger
 *      movements in one statement, the rounds and provider transactions in one more;
 *   4. each general call, in arrival order, by the very use-case a single call runs
 *      (wallet-bet.ts, wallet-win.ts, wallet-rollback.ts) inside its own SAVEPOINT: a call that
 *      throws rolls back only its own writes and is sent back to the single-call path, which runs
 *      it alone after this batch; two calls under one transaction_uuid see each other exactly as
 *      two single calls would;
 *   5. the rounds the calls closed, paid or rolled back told to the observers (round-observers.ts),
 *      and the decided calls' casino_calls rows written (wallet-call-log.ts);
 *   6. one COMMIT; the caller releases the answers only after it (Batcher resolves after `run`).
 * A statement of steps 1–3 that fails fails the batch: nothing of it stays, and every call runs
 * alone (casino-wallet.service.ts).
 */
import type { Queryable } from '../../platform/db/db';
import type { WalletOutcome } from './wallet-outcome';
import type { ParsedCall } from './wallet-parse';
import { insertCalls } from './wallet-call-log';
import type { MoneyCall, MoneyJob } from './wallet-batch.types';
import { readBatch, type BatchReads } from './wallet-batch-reads';
import { decideBatch, type BatchDecision } from './wallet-batch-decide';
import { stakeGate } from '../../responsible/stake-gate';
import { tokenHash } from './wallet-records';
import { writeDecided } from './wallet-batch-writes';
import { placeBet } from './wallet-bet';
import { payWin } from './wallet-win';
import { rollBack } from './wallet-rollback';
import { tellRoundsChanged, type RoundsChanged } from './round-observers';

/** Whether a call moves money (user/info and user/balance read only and never come here). */
export const isMoneyCall = (call: ParsedCall): call is MoneyCall =>
  call.endpoint !== 'user/info' && call.endpoint !== 'user/balance';

/** Per call: its outcome, decided in the batch, or "run it alone after the batch". */
export type MoneyBatchOutcome = { kind: 'done'; outcome: WalletOutcome } | { kind: 'alone' };

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
  observers: readonly RoundsChanged[] = [],
  onCallError?: (error: unknown) => void,
): Promise<MoneyBatchOutcome[]> {
  const reads = await readBatch(tx, providerId, jobs);
  const decisions = await withStakeLimits(tx, providerId, jobs, reads, now);
  const written = await writeDecided(tx, providerId, jobs, decisions, reads, now);
  const outcomes: MoneyBatchOutcome[] = [];
  for (const [i, decision] of decisions.entries()) {
    if (decision.kind === 'refused') outcomes.push({ kind: 'done', outcome: decision.outcome });
    else if (decision.kind !== 'general') outcomes.push({ kind: 'done', outcome: written.get(i)! });
    else outcomes.push(await runGeneral(tx, jobs[i]!, now, onCallError));
  }
  // Once for the whole batch, inside its transaction: scores move with the money.
  await tellRoundsChanged(
    observers,
    tx,
    outcomes.map((o) => (o.kind === 'done' ? o.outcome.changedRoundId : undefined)),
    now,
  );
  // The decided calls' log rows commit with their money: one commit per batch, not two.
  const logged = outcomes.flatMap((o, i) => {
    const entry = jobs[i]!.logEntry;
    if (o.kind !== 'done' || !entry) return [];
    o.outcome = { ...o.outcome, callLogged: true };
    return [entry(o.outcome)];
  });
  await insertCalls(tx, logged);
  return outcomes;
}

/**
 * A member's time-out, self-exclusion, stake or loss limit refuses their bet as
 * wallet-bet.ts does — asked, in one statement for the batch, for the bets that passed every
 * check before it (decided to go ahead, or refused only for want of cash, which comes after it),
 * and recorded for the operator's report in this transaction.
 */
async function withStakeLimits(
  tx: Queryable,
  providerId: number,
  jobs: readonly MoneyJob[],
  reads: BatchReads,
  now: Date,
): Promise<BatchDecision[]> {
  const first = decideBatch(providerId, jobs, reads, now);
  const asked = first.flatMap((decision, index) => {
    const job = jobs[index]!;
    if (job.call.endpoint !== 'transaction/bet') return [];
    if (decision.kind === 'bet') {
      return [{ index, memberId: decision.memberId, product: decision.launch.kind }];
    }
    const outcome = decision.kind === 'refused' ? decision.outcome : undefined;
    if (outcome?.status !== 'RS_ERROR_NOT_ENOUGH_MONEY' || outcome.memberId === undefined)
      return [];
    const launch = reads.launches.get(tokenHash(job.call.body.token));
    return launch ? [{ index, memberId: outcome.memberId, product: launch.kind }] : [];
  });
  if (asked.length === 0) return first;
  const refusals = await stakeGate(
    tx,
    asked.map(({ index, memberId }) => ({
      memberId,
      amount: jobs[index]!.call.body.amount ?? 0,
      kind: 'casino_bet' as const,
    })),
    now,
    { recordHits: true },
  );
  const limited = asked.filter((_, i) => refusals[i] !== null).map(({ index }) => index);
  if (limited.length === 0) return first;
  return decideBatch(providerId, jobs, reads, now, new Set(limited));
}

/**
 * A call the batch did not decide, by its own use-case in a savepoint, after the decided calls
 * were written (its member is none of theirs, so the order between them changes no answer).
 */
async function runGeneral(
  tx: Queryable,
  job: MoneyJob,
  now: Date,
  onCallError?: (error: unknown) => void,
): Promise<MoneyBatchOutcome> {
  // Never released (a RELEASE is one more round trip per call): each call's savepoint nests in
  // the one before, and ROLLBACK TO names the newest one of the name, this call's own.
  await tx.query('SAVEPOINT wallet_call');
  try {
    return { kind: 'done', outcome: await runCall(tx, job, now) };
  } catch (error) {
    // Only this call's writes go; the transaction is usable again after the rollback.
    await tx.query('ROLLBACK TO SAVEPOINT wallet_call');
    onCallError?.(error);
    return { kind: 'alone' };
  }
}
