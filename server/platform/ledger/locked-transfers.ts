/**
 * Many ordinary two-entry transfers written at once, for a use-case that has already locked
 * every account involved (FOR NO KEY UPDATE, ascending id order, as every ledger writer does)
 * and checked the balances itself: a batch of sports placements (sports-bet-batch.ts) decides
 * which bets the members' cash covers before it writes the bets, and only then moves the money.
 *
 * Same rows as `transfer` writes for each movement: one ledger_transfers row with its own
 * idempotency key, one entry on each side, each entry's balance_after the running balance of its
 * account in entry-id order (what verifyLedger checks), in ONE statement whatever the count.
 * A key that is already taken is not replayed here: the caller gets a `LockedTransferConflict`
 * (it knows how to retry one by one).
 */
import type { TransferKind } from './transfer-kinds';
import type { Queryable } from '../db/db';

export interface LockedTransfer {
  idempotencyKey: string;
  kind: TransferKind;
  reference: string;
  fromId: number;
  toId: number;
  /** Whole won or points, positive. */
  amount: number;
  /** As `transfer` takes it (a casino movement names its game); '' when left out. */
  memo?: string;
}

const UNIQUE_VIOLATION = '23505';

/** A key in the batch had been used already: nothing was written; the caller places singly. */
export class LockedTransferConflict extends Error {
  /** `keys`: the batch's keys, one or more of which had been used. */
  constructor(readonly keys: string[]) {
    super(`a ledger key of this batch was already used: ${keys.join(', ')}`);
  }
}

export interface LockedTransfersResult {
  /** The transfer id of each movement, in the order given. */
  transferIds: number[];
  /** Each movement's source balance right after it (a member's new cash, for its answer). */
  fromBalancesAfter: number[];
}

function validate(transfers: readonly LockedTransfer[]): void {
  const keys = new Set<string>();
  for (const t of transfers) {
    // Two movements with one key in one batch is a caller bug, not a replay.
    if (keys.has(t.idempotencyKey)) throw new Error(`duplicate key ${t.idempotencyKey} in batch`);
    keys.add(t.idempotencyKey);
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0) {
      throw new RangeError(`transfer amount must be a positive safe integer, got ${t.amount}`);
    }
    if (t.fromId === t.toId) throw new Error(`transfer ${t.idempotencyKey} to its own account`);
  }
}

/**
 * Writes `transfers` in the order given. `balances` holds the locked balance of every account
 * named; it is advanced in place, so several calls within one transaction chain correctly.
 * A member account going below zero is the caller's bug (it checks first) and throws before
 * anything is written; the CHECK constraint would refuse it anyway.
 */
export async function writeLockedTransfers(
  tx: Queryable,
  transfers: readonly LockedTransfer[],
  balances: Map<number, { balance: number; memberId: number | null }>,
): Promise<LockedTransfersResult> {
  validate(transfers);
  if (transfers.length === 0) return { transferIds: [], fromBalancesAfter: [] };

  // Running balances first: nothing is written for a batch that would overdraw a member.
  const running = new Map<number, number>();
  const balanceOf = (id: number) => {
    const known = running.get(id) ?? balances.get(id)?.balance;
    if (known === undefined) throw new Error(`ledger account ${id} was not locked`);
    return known;
  };
  const entries: { account: number; amount: number; after: number }[] = [];
  const fromBalancesAfter: number[] = [];
  for (const t of transfers) {
    const fromAfter = balanceOf(t.fromId) - t.amount;
    const toAfter = balanceOf(t.toId) + t.amount;
    if (balances.get(t.fromId)?.memberId != null && fromAfter < 0) {
      throw new Error(`transfer ${t.idempotencyKey} would overdraw member account ${t.fromId}`);
    }
    if (!Number.isSafeInteger(toAfter)) throw new RangeError(`account ${t.toId} overflows`);
    running.set(t.fromId, fromAfter).set(t.toId, toAfter);
    entries.push({ account: t.fromId, amount: -t.amount, after: fromAfter });
    entries.push({ account: t.toId, amount: t.amount, after: toAfter });
    fromBalancesAfter.push(fromAfter);
  }

  // ONE statement: the transfer rows (ids in the order given), the entries (ids drawn from the
  // sequence and handed out by rank, so they follow the order the running balances were
  // computed in) and each account's final balance. A key already taken fails the statement as
  // a whole (unique violation): nothing is written, and the caller hears it as a conflict.
  let inserted: { id: number; idempotency_key: string }[];
  try {
    inserted = await tx.query<{ id: number; idempotency_key: string }>(
      `WITH t AS (
         INSERT INTO ledger_transfers
           (idempotency_key, kind, reference, from_account_id, to_account_id, amount, memo)
         SELECT u.key, u.kind, u.reference, u.from_id, u.to_id, u.amount, u.memo
           FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[],
                       $6::bigint[], $13::text[]) WITH ORDINALITY AS u(key, kind, reference,
                                                   from_id, to_id, amount, memo, ord)
          ORDER BY u.ord
         RETURNING id, idempotency_key
       ), seq AS (
         SELECT id, row_number() OVER (ORDER BY id) AS n
           FROM (SELECT nextval('ledger_entries_id_seq') AS id
                   FROM generate_series(1, cardinality($7::text[]))) s
       ), moved AS (
         UPDATE ledger_accounts a SET balance = f.balance
           FROM unnest($11::bigint[], $12::bigint[]) AS f(id, balance) WHERE a.id = f.id
       ), entries AS (
         INSERT INTO ledger_entries (id, transfer_id, account_id, amount, balance_after)
         SELECT seq.id, t.id, u.account_id, u.amount, u.balance_after
           FROM unnest($7::text[], $8::bigint[], $9::bigint[], $10::bigint[])
                WITH ORDINALITY AS u(key, account_id, amount, balance_after, n)
           JOIN seq USING (n)
           JOIN t ON t.idempotency_key = u.key
       )
       SELECT id, idempotency_key FROM t`,
      [
        transfers.map((t) => t.idempotencyKey),
        transfers.map((t) => t.kind),
        transfers.map((t) => t.reference),
        transfers.map((t) => t.fromId),
        transfers.map((t) => t.toId),
        transfers.map((t) => t.amount),
        entries.map((_, i) => transfers[i >> 1]!.idempotencyKey),
        entries.map((e) => e.account),
        entries.map((e) => e.amount),
        entries.map((e) => e.after),
        [...running.keys()],
        [...running.values()],
        transfers.map((t) => t.memo ?? ''),
      ],
      { prepareAs: 'ledger_write_locked_transfers' },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw new LockedTransferConflict(transfers.map((t) => t.idempotencyKey));
    }
    throw error;
  }
  const idByKey = new Map(inserted.map((r) => [r.idempotency_key, r.id]));
  const transferIds = transfers.map((t) => idByKey.get(t.idempotencyKey) as number);
  for (const [id, balance] of running) {
    const row = balances.get(id);
    if (row) row.balance = balance;
  }
  return { transferIds, fromBalancesAfter };
}
