import type { Queryable } from '../db/db';
import { AppError } from '../services/app-error';
import { accountId, currencyOf, describeAccount, type AccountRef, type Currency } from './accounts';

export interface TransferRequest {
  /** Unique per intended movement: a retry with the same key moves nothing twice. */
  idempotencyKey: string;
  /** What the movement is (`deposit`, `bet_stake`, `bet_payout`, …). */
  kind: string;
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

interface LockedAccount {
  id: number;
  balance: number;
  member_id: number | null;
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

/**
 * Moves `amount` from one account to another of the same currency: one transfer row, two
 * entries (−amount, +amount), two balance updates. The only code that changes a balance.
 *
 * Run it inside the use-case's transaction (`db.transaction(tx => transfer(tx, …))`): its
 * statements only make sense together, and a refusal must take the whole use-case back.
 */
export async function transfer(tx: Queryable, t: TransferRequest): Promise<TransferResult> {
  validate(t);
  const fromId = await accountId(tx, t.from);
  const toId = await accountId(tx, t.to);
  if (fromId === toId) throw new Error(`transfer ${t.idempotencyKey} from an account to itself`);

  // The unique key decides first: a concurrent twin waits here until we commit or roll back,
  // then sees our row (and replays) or inserts its own.
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transfers
       (idempotency_key, kind, reference, from_account_id, to_account_id, amount, memo)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [t.idempotencyKey, t.kind, t.reference ?? '', fromId, toId, t.amount, t.memo ?? ''],
  );
  const transferId = inserted[0]?.id;
  if (transferId === undefined) return replay(tx, t, fromId, toId);

  // Locks in ascending id order, so two transfers over the same accounts queue instead of
  // deadlocking. NO KEY UPDATE, not FOR UPDATE: the transfer row inserted above already holds
  // FOR KEY SHARE on both accounts (its foreign keys), and so does every concurrent transfer's;
  // FOR UPDATE conflicts with those shares, so two transfers would each wait for the other's
  // (a deadlock every time, seen in ledger.concurrency.test.ts). NO KEY UPDATE still excludes
  // every other balance writer, and it is the lock the balance UPDATE takes anyway.
  const locked = await tx.query<LockedAccount>(
    `SELECT id, balance, member_id FROM ledger_accounts
      WHERE id IN ($1, $2) ORDER BY id FOR NO KEY UPDATE`,
    [fromId, toId],
  );
  const from = locked.find((a) => a.id === fromId);
  const to = locked.find((a) => a.id === toId);
  if (!from || !to) throw new Error(`transfer ${t.idempotencyKey}: account vanished`);

  // Checked here, not left to the CHECK constraint, so the caller gets a refusal it can show.
  if (from.member_id !== null && from.balance < t.amount) {
    // The transfer row goes too, so nothing is left even if the caller swallows the refusal.
    await tx.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId]);
    throw new AppError(CONFLICT_STATUS, SHORTFALL_ERROR[currencyOf(t.from)]);
  }
  const fromAfter = from.balance - t.amount;
  const toAfter = to.balance + t.amount;
  if (!Number.isSafeInteger(fromAfter) || !Number.isSafeInteger(toAfter)) {
    throw new RangeError(`transfer ${t.idempotencyKey} would overflow a balance`);
  }

  await tx.query(
    `UPDATE ledger_accounts SET balance = CASE id WHEN $1 THEN $2::bigint ELSE $4::bigint END
      WHERE id IN ($1, $3)`,
    [fromId, fromAfter, toId, toAfter],
  );
  await tx.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
     VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [transferId, fromId, -t.amount, fromAfter, toId, t.amount, toAfter],
  );
  return { transferId, replayed: false, balances: { [fromId]: fromAfter, [toId]: toAfter } };
}
