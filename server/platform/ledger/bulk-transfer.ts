import type { TransferKind } from './transfer-kinds';
import type { Queryable } from '../db/db';
import { AppError } from '../lib/app-error';
import { accountId, currencyOf, type AccountRef } from './accounts';
import { entriesOf, insertEntries, setBalances } from './bulk-entries';
import { chunks, resolveTargets, type CreditTarget } from './bulk-targets';

/** One movement out of the shared source: its own transfer row, key and two entries. */
export interface BulkCredit {
  to: CreditTarget;
  /** Whole won or points, positive. */
  amount: number;
  /** Unique per intended movement, as in `transfer`: a key already used moves nothing. */
  idempotencyKey: string;
  /** Overrides the request's reference for this credit (e.g. the bet it pays). */
  reference?: string;
}

export interface BulkTransferRequest {
  kind: TransferKind;
  reference?: string;
  /** The one account every credit is paid from (bets_pending, house, …). */
  from: AccountRef;
  credits: readonly BulkCredit[];
}

export interface BulkTransferResult {
  /** The transfer id of each credit, in the order given (the first one's, when replayed). */
  transferIds: number[];
  /** Keys that had already been used: nothing moved for them now. */
  replayed: string[];
  /** Total moved by this call (replays excluded). */
  moved: number;
}

const CONFLICT_STATUS = 409;

function validate(req: BulkTransferRequest): number {
  const keys = new Set<string>();
  let total = 0;
  for (const c of req.credits) {
    if (!Number.isSafeInteger(c.amount) || c.amount <= 0) {
      throw new RangeError(`transfer amount must be a positive safe integer, got ${c.amount}`);
    }
    // Two credits with one key in one batch is a caller bug, not a replay.
    if (keys.has(c.idempotencyKey)) throw new Error(`duplicate key ${c.idempotencyKey} in batch`);
    keys.add(c.idempotencyKey);
    total += c.amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('bulk transfer total exceeds 2^53');
  return total;
}

/**
 * Inserts the transfer rows; the unique key decides, as in `transfer` (a concurrent twin waits
 * for us). Returns the new ids by key; keys absent from the map were already used.
 */
async function insertTransfers(
  tx: Queryable,
  req: BulkTransferRequest,
  fromId: number,
  toIds: number[],
): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  const indexed = req.credits.map((c, i) => ({ c, to: toIds[i]! }));
  for (const part of chunks(indexed)) {
    // ORDER BY ord: ids follow the credits' order, so statements read in the order paid.
    const rows = await tx.query<{ id: number; idempotency_key: string }>(
      `INSERT INTO ledger_transfers
         (idempotency_key, kind, reference, from_account_id, to_account_id, amount)
       SELECT u.key, $5, u.reference, $6, u.to_id, u.amount
         FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[])
              WITH ORDINALITY AS u(key, to_id, amount, reference, ord)
        ORDER BY u.ord
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, idempotency_key`,
      [
        part.map((p) => p.c.idempotencyKey),
        part.map((p) => p.to),
        part.map((p) => p.c.amount),
        part.map((p) => p.c.reference ?? req.reference ?? ''),
        req.kind,
        fromId,
      ],
    );
    for (const r of rows) created.set(r.idempotency_key, r.id);
  }
  return created;
}

/** The stored transfers of replayed keys; a key used for a different movement is a conflict. */
async function replayed(
  tx: Queryable,
  req: BulkTransferRequest,
  fromId: number,
  old: { key: string; to: number; amount: number }[],
): Promise<Map<string, number> | 'conflict'> {
  const found = new Map<string, number>();
  for (const part of chunks(old)) {
    const rows = await tx.query<{ id: number; key: string; same: boolean }>(
      `SELECT t.id, t.idempotency_key AS key,
              (t.kind = $4 AND t.from_account_id = $5 AND t.to_account_id = u.to_id
               AND t.amount = u.amount) AS same
         FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS u(key, to_id, amount)
         JOIN ledger_transfers t ON t.idempotency_key = u.key`,
      [part.map((o) => o.key), part.map((o) => o.to), part.map((o) => o.amount), req.kind, fromId],
    );
    if (rows.length !== part.length) throw new Error('replayed transfer cannot be found');
    if (rows.some((r) => !r.same)) return 'conflict';
    for (const r of rows) found.set(r.key, r.id);
  }
  return found;
}

/**
 * Locks the source and every target FOR NO KEY UPDATE in ascending id order (chunks taken in
 * that order too), so bulk and single transfers queue instead of deadlocking; NO KEY for the
 * reason given in transfer.ts. Returns the locked balances by id.
 */
async function lockAccounts(tx: Queryable, ids: number[]) {
  const balances = new Map<number, { balance: number; memberId: number | null }>();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const part of chunks(sorted)) {
    const rows = await tx.query<{ id: number; balance: number; member_id: number | null }>(
      `SELECT id, balance, member_id FROM ledger_accounts
        WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE`,
      [part],
    );
    for (const r of rows) balances.set(r.id, { balance: r.balance, memberId: r.member_id });
  }
  return balances;
}

async function undo(tx: Queryable, created: Map<string, number>): Promise<void> {
  // Nothing is left even if the caller swallows the refusal (as transfer does).
  for (const part of chunks([...created.values()])) {
    await tx.query('DELETE FROM ledger_transfers WHERE id = ANY($1::bigint[])', [part]);
  }
}

/**
 * `transfer` for many credits out of one source, in a constant number of set-based statements
 * per 20k-credit chunk: same rows, same keys, same checks (source member account never negative
 * → 409, replays move nothing, key reused for another movement → 409). Run it inside the
 * use-case's transaction.
 */
export async function transferMany(
  tx: Queryable,
  req: BulkTransferRequest,
): Promise<BulkTransferResult> {
  validate(req);
  if (req.credits.length === 0) return { transferIds: [], replayed: [], moved: 0 };
  const currency = currencyOf(req.from);
  const fromId = await accountId(tx, req.from);
  const toIds = await resolveTargets(
    tx,
    req.credits.map((c) => c.to),
    currency,
  );
  if (toIds.includes(fromId)) throw new Error('bulk transfer from an account to itself');

  const created = await insertTransfers(tx, req, fromId, toIds);
  const old = req.credits
    .map((c, i) => ({ key: c.idempotencyKey, to: toIds[i]!, amount: c.amount }))
    .filter((o) => !created.has(o.key));
  const previous = old.length ? await replayed(tx, req, fromId, old) : new Map<string, number>();
  if (previous === 'conflict') {
    await undo(tx, created);
    throw new AppError(CONFLICT_STATUS, 'IDEMPOTENCY_CONFLICT');
  }

  const fresh = req.credits.flatMap((c, i) => {
    const id = created.get(c.idempotencyKey);
    return id === undefined ? [] : [{ id, to: toIds[i]!, amount: c.amount }];
  });
  const moved = fresh.reduce((sum, t) => sum + t.amount, 0);
  if (fresh.length > 0) {
    const locked = await lockAccounts(tx, [fromId, ...fresh.map((t) => t.to)]);
    const source = locked.get(fromId);
    if (!source) throw new Error('bulk transfer: source account vanished');
    // The source only falls during the batch, so its final balance is its lowest.
    if (source.memberId !== null && source.balance < moved) {
      await undo(tx, created);
      throw new AppError(
        CONFLICT_STATUS,
        currency === 'KRW' ? 'INSUFFICIENT_BALANCE' : 'INSUFFICIENT_POINT',
      );
    }
    const { entries, balances } = entriesOf(fresh, fromId, locked);
    const unsafe = [...balances].find(([, balance]) => !Number.isSafeInteger(balance));
    if (unsafe) throw new RangeError(`bulk transfer would overflow account ${unsafe[0]}`);
    await insertEntries(tx, entries);
    await setBalances(tx, balances);
  }

  const transferIds = req.credits.map(
    (c) => created.get(c.idempotencyKey) ?? (previous.get(c.idempotencyKey) as number),
  );
  return { transferIds, replayed: old.map((o) => o.key), moved };
}
