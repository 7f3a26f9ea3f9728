/** The entries and balances of a bulk transfer (bulk-transfer.ts), written set-based. */
import type { Queryable } from '../db/db';
import { chunks } from './bulk-targets';

export interface Entry {
  transferId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
}

/**
 * Inserts entries in the order given. Their ids are drawn from the sequence and handed out by
 * rank, so ids follow that order whatever order the rows are produced in, and each balance_after
 * is the running sum in id order (what verifyLedger checks).
 */
export async function insertEntries(tx: Queryable, entries: Entry[]): Promise<void> {
  for (const part of chunks(entries)) {
    await tx.query(
      `WITH seq AS (
         SELECT id, row_number() OVER (ORDER BY id) AS n
           FROM (SELECT nextval('ledger_entries_id_seq') AS id
                   FROM generate_series(1, cardinality($1::bigint[]))) s
       )
       INSERT INTO ledger_entries (id, transfer_id, account_id, amount, balance_after)
       SELECT seq.id, u.transfer_id, u.account_id, u.amount, u.balance_after
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[])
              WITH ORDINALITY AS u(transfer_id, account_id, amount, balance_after, n)
         JOIN seq USING (n)`,
      [
        part.map((e) => e.transferId),
        part.map((e) => e.accountId),
        part.map((e) => e.amount),
        part.map((e) => e.balanceAfter),
      ],
    );
  }
}

/** Sets the final balances; the rows are locked, so nobody moved them since they were read. */
export async function setBalances(tx: Queryable, balances: Map<number, number>): Promise<void> {
  for (const part of chunks([...balances])) {
    await tx.query(
      `UPDATE ledger_accounts a SET balance = u.balance
         FROM unnest($1::bigint[], $2::bigint[]) AS u(id, balance) WHERE a.id = u.id`,
      [part.map(([id]) => id), part.map(([, balance]) => balance)],
    );
  }
}

/**
 * The two entries of each new transfer, in transfer id order (source first), with the running
 * balance of each account starting from its locked balance; also the final balances.
 */
export function entriesOf(
  fresh: { id: number; to: number; amount: number }[],
  fromId: number,
  locked: Map<number, { balance: number }>,
) {
  const balances = new Map<number, number>();
  for (const [id, row] of locked) balances.set(id, row.balance);
  const entries: Entry[] = [];
  for (const t of [...fresh].sort((a, b) => a.id - b.id)) {
    const fromAfter = balances.get(fromId)! - t.amount;
    const toAfter = balances.get(t.to)! + t.amount;
    balances.set(fromId, fromAfter).set(t.to, toAfter);
    entries.push({
      transferId: t.id,
      accountId: fromId,
      amount: -t.amount,
      balanceAfter: fromAfter,
    });
    entries.push({ transferId: t.id, accountId: t.to, amount: t.amount, balanceAfter: toAfter });
  }
  return { entries, balances };
}
