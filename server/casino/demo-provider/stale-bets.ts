/**
 * Bets left in flight by a process that stopped between sending a bet and reading its answer
 * (the member is made whole): after STALE_BET_SECONDS with no answer recorded, the bet
 * is given up and rolled back through the outbox, and the spin or table placement it belonged to
 * is marked rolled back, so the session can play again. A live call gives up long before (its
 * attempts time out within seconds).
 */
import { randomUUID } from 'node:crypto';
import type { BookEntry, WalletBookDeps } from './wallet-book';
import { writeBookEntry } from './wallet-book';

export const STALE_BET_SECONDS = 60;
const BATCH = 50;

interface StaleBetRow {
  transaction_uuid: string;
  session_id: number;
  round_ref: string;
  game_code: string;
  amount: number;
}

/** Gives up stale bets and writes their rollbacks (the drain that follows sends them). */
export async function rollBackStaleBets(
  deps: Pick<WalletBookDeps, 'db' | 'clock'>,
): Promise<number> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - STALE_BET_SECONDS * 1000);
  return deps.db.transaction(async (tx) => {
    const stale = await tx.query<StaleBetRow>(
      `UPDATE demo_provider_transactions SET status = 'failed', wallet_status = 'NO_ANSWER'
        WHERE id IN (SELECT id FROM demo_provider_transactions
                      WHERE kind = 'bet' AND status = 'pending' AND created_at < $1
                      ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING transaction_uuid, session_id, round_ref, game_code, amount`,
      [cutoff],
    );
    for (const bet of stale) {
      const rollback: BookEntry = {
        transactionUuid: randomUUID(),
        kind: 'rollback',
        referenceTransactionUuid: bet.transaction_uuid,
        sessionId: bet.session_id,
        roundRef: bet.round_ref,
        gameCode: bet.game_code,
        amount: bet.amount,
        roundClosed: true,
      };
      await writeBookEntry(tx, rollback, now);
      await tx.query(
        `UPDATE demo_provider_table_bets SET status = 'rolled_back'
          WHERE transaction_uuid = $1 AND status = 'pending'`,
        [bet.transaction_uuid],
      );
      await tx.query(
        `UPDATE demo_provider_spins SET status = 'rolled_back'
          WHERE session_id = $1 AND status = 'pending' AND created_at < $2`,
        [bet.session_id, cutoff],
      );
    }
    return stale.length;
  });
}
