/**
 * The provider's book of wallet transactions (demo_provider_transactions) and its outbox: when
 * our wallet does not answer in time the provider retries the same transaction_uuid, then rolls
 * back. Every bet, win and rollback is written here before it is sent, so the daily
 * report lists what the provider did and a win or rollback the wallet did not answer is sent
 * again by the drain job until it does: the member is made whole.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import type { WalletAnswer, WalletClient } from './wallet-client';

export type BookKind = 'bet' | 'win' | 'rollback';

export interface BookEntry {
  transactionUuid: string;
  kind: BookKind;
  referenceTransactionUuid: string | null;
  sessionId: number;
  roundRef: string;
  gameCode: string;
  amount: number;
  roundClosed: boolean;
}

export interface WalletBookDeps {
  db: Db;
  clock: Clock;
  wallet: WalletClient;
}

/** The outbox waits 2, 4, 8 … seconds between attempts, at most a minute. */
const MAX_BACKOFF_SECONDS = 60;
/** Rows one drain run sends (the rest wait for the next run). */
const DRAIN_BATCH = 50;

/** Writes the entry as pending; the outbox may send it from `dueAt` on (wins and rollbacks). */
export async function writeBookEntry(
  tx: Queryable,
  entry: BookEntry,
  now: Date,
  dueAt: Date = now,
): Promise<void> {
  await tx.query(
    `INSERT INTO demo_provider_transactions
       (transaction_uuid, kind, reference_transaction_uuid, session_id, round_ref, game_code,
        amount, round_closed, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.transactionUuid,
      entry.kind,
      entry.referenceTransactionUuid,
      entry.sessionId,
      entry.roundRef,
      entry.gameCode,
      entry.amount,
      entry.roundClosed,
      now,
      dueAt,
    ],
  );
}

/** The wire body of a book entry (docs/casino-wallet.md), request_uuid added per attempt. */
function wireBody(entry: BookEntry, launchToken: string): object {
  return {
    token: launchToken,
    transaction_uuid: entry.transactionUuid,
    ...(entry.referenceTransactionUuid
      ? { reference_transaction_uuid: entry.referenceTransactionUuid }
      : {}),
    round: entry.roundRef,
    game_code: entry.gameCode,
    amount: entry.amount,
    currency: 'KRW',
    round_closed: entry.roundClosed,
  };
}

interface EntryRow {
  transaction_uuid: string;
  kind: BookKind;
  reference_transaction_uuid: string | null;
  session_id: number;
  round_ref: string;
  game_code: string;
  amount: number;
  round_closed: boolean;
  attempts: number;
  launch_token: string;
}

const ENTRY_COLUMNS = `t.transaction_uuid, t.kind, t.reference_transaction_uuid, t.session_id,
  t.round_ref, t.game_code, t.amount, t.round_closed, t.attempts, s.launch_token`;

function entryOf(row: EntryRow): BookEntry {
  return {
    transactionUuid: row.transaction_uuid,
    kind: row.kind,
    referenceTransactionUuid: row.reference_transaction_uuid,
    sessionId: row.session_id,
    roundRef: row.round_ref,
    gameCode: row.game_code,
    amount: row.amount,
    roundClosed: row.round_closed,
  };
}

/** Records the wallet's answer (or its silence) on the entry; the session keeps the balance. */
async function recordAnswer(
  deps: WalletBookDeps,
  entry: BookEntry,
  answer: WalletAnswer | null,
  attempts: number,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (!answer) {
      const wait = Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(attempts, 6));
      await tx.query(
        `UPDATE demo_provider_transactions SET attempts = $2, wallet_status = 'NO_ANSWER',
           next_attempt_at = $3 WHERE transaction_uuid = $1 AND status = 'pending'`,
        [entry.transactionUuid, attempts, new Date(now.getTime() + wait * 1000)],
      );
      return;
    }
    const ok = answer.status === 'RS_OK';
    await tx.query(
      `UPDATE demo_provider_transactions SET status = $2, wallet_status = $3, balance_after = $4,
         attempts = $5, answered_at = $6 WHERE transaction_uuid = $1 AND status = 'pending'`,
      [
        entry.transactionUuid,
        ok ? 'ok' : 'failed',
        answer.status,
        answer.balance ?? null,
        attempts,
        now,
      ],
    );
    if (typeof answer.balance === 'number') {
      await tx.query('UPDATE demo_provider_sessions SET balance = $2 WHERE id = $1', [
        entry.sessionId,
        answer.balance,
      ]);
    }
    if (ok && entry.kind === 'rollback' && entry.referenceTransactionUuid) {
      await tx.query(
        `UPDATE demo_provider_transactions SET status = 'rolled_back'
          WHERE transaction_uuid = $1 AND kind = 'bet'`,
        [entry.referenceTransactionUuid],
      );
    }
  });
}

async function launchTokenOf(db: Queryable, sessionId: number): Promise<string> {
  const [row] = await db.query<{ launch_token: string }>(
    'SELECT launch_token FROM demo_provider_sessions WHERE id = $1',
    [sessionId],
  );
  if (!row) throw new Error(`demo provider session ${sessionId} is missing`);
  return row.launch_token;
}

/** Sends a written entry (retrying per the client), records the answer; null: none came. */
export async function sendBookEntry(
  deps: WalletBookDeps,
  entry: BookEntry,
  previousAttempts = 0,
): Promise<WalletAnswer | null> {
  const endpoint = `transaction/${entry.kind}` as const;
  const answer = await deps.wallet.call(
    endpoint,
    wireBody(entry, await launchTokenOf(deps.db, entry.sessionId)),
  );
  await recordAnswer(deps, entry, answer, previousAttempts + 1);
  return answer;
}

/**
 * A bet the wallet never answered: undone by a rollback (a new transaction pointing at it), sent
 * now and, while unanswered, by the drain job. If the wallet never saw the bet it keeps a
 * tombstone, so the bet arriving late moves nothing either.
 */
export async function rollBackBet(deps: WalletBookDeps, bet: BookEntry): Promise<void> {
  const rollback: BookEntry = {
    ...bet,
    transactionUuid: randomUUID(),
    kind: 'rollback',
    referenceTransactionUuid: bet.transactionUuid,
    roundClosed: true,
  };
  await deps.db.transaction(async (tx) => {
    // An unanswered bet is given up (never sent again); the rollback's answer marks it undone.
    await tx.query(
      `UPDATE demo_provider_transactions SET status = 'failed'
        WHERE transaction_uuid = $1 AND status = 'pending'`,
      [bet.transactionUuid],
    );
    await writeBookEntry(tx, rollback, deps.clock());
  });
  await sendBookEntry(deps, rollback);
}

/**
 * One run of the outbox: every pending win or rollback whose wait is over is claimed (its next
 * attempt pushed back first, so a second node or run skips it) and sent. Bets are never sent
 * from here: a bet the wallet did not answer in time is rolled back, not replayed.
 */
export async function drainWalletOutbox(deps: WalletBookDeps): Promise<number> {
  const now = deps.clock();
  const claimed = await deps.db.transaction((tx) =>
    tx.query<EntryRow>(
      `UPDATE demo_provider_transactions AS t SET next_attempt_at = $2
         FROM demo_provider_sessions AS s
        WHERE s.id = t.session_id AND t.id IN (
          SELECT id FROM demo_provider_transactions
           WHERE status = 'pending' AND kind <> 'bet' AND next_attempt_at <= $1
           ORDER BY id LIMIT ${DRAIN_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING ${ENTRY_COLUMNS}`,
      [now, new Date(now.getTime() + MAX_BACKOFF_SECONDS * 1000)],
    ),
  );
  for (const row of claimed) await sendBookEntry(deps, entryOf(row), row.attempts);
  return claimed.length;
}
