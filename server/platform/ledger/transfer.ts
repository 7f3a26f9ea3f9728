import type { TransferKind } from './transfer-kinds';
import type { Queryable } from '../db/db';
import { AppError } from '../lib/app-error';
import {
  accountId,
  currencyOf,
  describeAccount,
  isMemberAccount,
  shardOf,
  type AccountRef,
  type Currency,
} from './accounts';

export interface TransferRequest {
  /** Unique per intended movement: a retry with the same key moves nothing twice. */
  idempotencyKey: string;
  /** What the movement is (`deposit`, `bet_stake`, `bet_payout`, …). */
  kind: TransferKind;
  /** The business record it belongs to (a bet id, a deposit request id, …). */
  reference?: string;
  from: AccountRef;
  to: AccountRef;
  /** Whole won or points, positive. */
  amount: number;
  memo?: string;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had already been used: the first transfer's result, nothing moved now. */
  replayed: boolean;
  /** Balance of each of the two accounts right after the transfer, by account id. */
  balances: Record<number, number>;
}

const SHORTFALL_ERROR: Record<Currency, 'INSUFFICIENT_BALANCE' | 'INSUFFICIENT_POINT'> = {
  KRW: 'INSUFFICIENT_BALANCE',
  POINT: 'INSUFFICIENT_POINT',
};
const CONFLICT_STATUS = 409;

interface StoredTransfer {
  id: number;
  kind: string;
  from_account_id: number;
  to_account_id: number;
  amount: number;
}

function validate(t: TransferRequest): void {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) {
    throw new RangeError(`transfer amount must be a positive safe integer, got ${t.amount}`);
  }
  if (currencyOf(t.from) !== currencyOf(t.to)) {
    throw new Error(
      `transfer ${t.idempotencyKey} crosses currencies: ${describeAccount(t.from)} → ${describeAccount(t.to)}`,
    );
  }
}

/** The first transfer made with this key, answered again; a different request is a conflict. */
async function replay(
  tx: Queryable,
  t: TransferRequest,
  fromId: number,
  toId: number,
): Promise<TransferResult> {
  const [stored] = await tx.query<StoredTransfer>(
    `SELECT id, kind, from_account_id, to_account_id, amount
       FROM ledger_transfers WHERE idempotency_key = $1`,
    [t.idempotencyKey],
  );
  if (!stored) throw new Error(`transfer ${t.idempotencyKey} conflicted but cannot be found`);
  const same =
    stored.kind === t.kind &&
    stored.from_account_id === fromId &&
    stored.to_account_id === toId &&
    stored.amount === t.amount;
  if (!same) throw new AppError(CONFLICT_STATUS, 'IDEMPOTENCY_CONFLICT');
  const entries = await tx.query<{ account_id: number; balance_after: number }>(
    'SELECT account_id, balance_after FROM ledger_entries WHERE transfer_id = $1',
    [stored.id],
  );
  const balances = Object.fromEntries(entries.map((e) => [e.account_id, e.balance_after]));
  return { transferId: stored.id, replayed: true, balances };
}

/** SQL naming one account, and its parameters (numbered from `first`). */
function accountLookup(ref: AccountRef, first: number): { sql: string; params: unknown[] } {
  if (isMemberAccount(ref)) {
    return {
      sql: `SELECT id FROM ledger_accounts WHERE member_id = $${first}::bigint AND kind = $${first + 1}::text`,
      params: [ref.memberId, ref.kind],
    };
  }
  return {
    sql: `SELECT id FROM ledger_accounts
           WHERE member_id IS NULL AND kind = $${first}::text AND currency = $${first + 1}::text
             AND shard = $${first + 2}::smallint`,
    params: [ref.system, ref.currency, shardOf(ref)],
  };
}

interface MoveRow {
  from_id: number | null;
  to_id: number | null;
  transfer_id: number | null;
  from_before: number | null;
  from_member: number | null;
  from_after: number | null;
  to_after: number | null;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The whole transfer as ONE statement: both account ids, the transfer row (its unique key
 * decides first: a concurrent twin waits on it until we commit or roll back, then sees our row
 * and replays), both accounts locked in ascending id order, the balance and overflow checks on
 * the locked rows, both balance updates and both entries. One round trip instead of six matters
 * because a shared account (bets_pending) stays locked from its lock to the commit: every round
 * trip in between is time every other placement waits.
 *
 * When a check fails nothing is updated and no entry is written (the caller sees from_after
 * null); when an account id is unknown (a system account's first use) nothing at all is written.
 */
function moveStatement(t: TransferRequest): { sql: string; params: unknown[] } {
  const from = accountLookup(t.from, 6);
  const to = accountLookup(t.to, 6 + from.params.length);
  const sql = `
    WITH ids AS (
      SELECT (${from.sql}) AS from_id, (${to.sql}) AS to_id
    ), t AS (
      INSERT INTO ledger_transfers
        (idempotency_key, kind, reference, from_account_id, to_account_id, amount, memo)
      SELECT $1, $2, $3, ids.from_id, ids.to_id, $4::bigint, $5
        FROM ids
       WHERE ids.from_id IS NOT NULL AND ids.to_id IS NOT NULL AND ids.from_id <> ids.to_id
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, from_account_id, to_account_id
    ), locked AS (
      -- NO KEY UPDATE, not FOR UPDATE: the transfer row above holds FOR KEY SHARE on both
      -- accounts (its foreign keys), and so does every concurrent transfer's; FOR UPDATE
      -- conflicts with those shares, so two transfers would each wait for the other's (a
      -- deadlock every time, seen in ledger.concurrency.test.ts). Ascending id order, so two
      -- transfers over the same accounts queue instead of deadlocking.
      SELECT a.id, a.balance, a.member_id
        FROM ledger_accounts a, t
       WHERE a.id IN (t.from_account_id, t.to_account_id)
       ORDER BY a.id
         FOR NO KEY UPDATE OF a
    ), allowed AS (
      -- A member's money never goes below zero (checked here, not left to the CHECK
      -- constraint, so the caller gets a refusal it can show); no balance leaves the safe
      -- integers JSON carries.
      SELECT NOT EXISTS (
        SELECT 1 FROM locked l, t
         WHERE (l.id = t.from_account_id
                AND ((l.member_id IS NOT NULL AND l.balance < $4::bigint)
                     OR l.balance - $4::bigint < -${MAX_SAFE}::bigint))
            OR (l.id = t.to_account_id AND l.balance + $4::bigint > ${MAX_SAFE}::bigint)
      ) AS ok
    ), moved AS (
      UPDATE ledger_accounts a
         SET balance = l.balance
               + CASE WHEN a.id = t.from_account_id THEN -$4::bigint ELSE $4::bigint END
        FROM locked l, t, allowed
       WHERE a.id = l.id AND allowed.ok
      RETURNING a.id, a.balance
    ), entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
      SELECT t.id, m.id,
             CASE WHEN m.id = t.from_account_id THEN -$4::bigint ELSE $4::bigint END, m.balance
        FROM moved m, t
       ORDER BY m.id <> t.from_account_id
    )
    SELECT ids.from_id, ids.to_id, t.id AS transfer_id,
           (SELECT balance FROM locked WHERE id = ids.from_id) AS from_before,
           (SELECT member_id FROM locked WHERE id = ids.from_id) AS from_member,
           (SELECT balance FROM moved WHERE id = ids.from_id) AS from_after,
           (SELECT balance FROM moved WHERE id = ids.to_id) AS to_after
      FROM ids LEFT JOIN t ON true`;
  return {
    sql,
    params: [
      t.idempotencyKey,
      t.kind,
      t.reference ?? '',
      t.amount,
      t.memo ?? '',
      ...from.params,
      ...to.params,
    ],
  };
}

/**
 * Moves `amount` from one account to another of the same currency: one transfer row, two
 * entries (−amount, +amount), two balance updates. The only code that changes a balance.
 *
 * Run it inside the use-case's transaction (`db.transaction(tx => transfer(tx, …))`): its
 * statements only make sense together, and a refusal must take the whole use-case back.
 */
export async function transfer(tx: Queryable, t: TransferRequest): Promise<TransferResult> {
  validate(t);
  const move = moveStatement(t);
  let [row] = await tx.query<MoveRow>(move.sql, move.params);
  if (!row) throw new Error(`transfer ${t.idempotencyKey}: no answer`);
  if (row.from_id === null || row.to_id === null) {
    // A system account's first use creates it (a missing member account throws); then again.
    await accountId(tx, t.from);
    await accountId(tx, t.to);
    [row] = await tx.query<MoveRow>(move.sql, move.params);
    if (!row || row.from_id === null || row.to_id === null) {
      throw new Error(`transfer ${t.idempotencyKey}: accounts could not be resolved`);
    }
  }
  const fromId = row.from_id;
  const toId = row.to_id as number;
  if (fromId === toId) throw new Error(`transfer ${t.idempotencyKey} from an account to itself`);
  const transferId = row.transfer_id;
  if (transferId === null) return replay(tx, t, fromId, toId);

  if (row.from_after === null || row.to_after === null) {
    if (row.from_before === null) throw new Error(`transfer ${t.idempotencyKey}: account vanished`);
    if (row.from_member !== null && row.from_before < t.amount) {
      // The transfer row goes too, so nothing is left even if the caller swallows the refusal.
      await tx.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId]);
      throw new AppError(CONFLICT_STATUS, SHORTFALL_ERROR[currencyOf(t.from)]);
    }
    throw new RangeError(`transfer ${t.idempotencyKey} would overflow a balance`);
  }
  return {
    transferId,
    replayed: false,
    balances: { [fromId]: row.from_after, [toId]: row.to_after },
  };
}
