/**
 * A compound journal entry (migration 009): ONE transfer row with n entries ("legs"), one per
 * account, summing to zero. A minigame round settlement pays 50k members this way in a handful
 * of set-based statements: one debit on bets_pending, the house's difference, and one credit per
 * member (their winnings of the round added up), instead of a transfer and two entries per bet.
 *
 * Same guarantees as `transfer`: one idempotency key (a replay moves nothing, a key reused for a
 * different movement → 409), no member account below zero (→ 409 INSUFFICIENT_*, nothing left
 * behind), accounts locked FOR NO KEY UPDATE in ascending id order (see transfer.ts for why NO
 * KEY and why ordered), one currency per transfer. Run it inside the use-case's transaction.
 */
import type { TransferKind } from './transfer-kinds';
import type { Queryable } from '../db/db';
import { AppError } from '../lib/app-error';
import {
  accountId,
  currencyOf,
  describeAccount,
  isMemberAccount,
  type AccountRef,
  type Currency,
  type MemberAccountKind,
} from './accounts';
import { arrayLiteral, nullableNumbersOf, numbersOf } from './number-lists';

export interface CompoundLeg {
  /** A member or system account, or an account id. */
  account: AccountRef | number;
  /** Signed whole won or points: negative leaves the account, positive enters it. Not zero. */
  amount: number;
}

export interface CompoundTransferRequest {
  /** One key for the whole movement: a retry moves nothing twice. */
  idempotencyKey: string;
  kind: TransferKind;
  reference?: string;
  memo?: string;
  /**
   * Legs summing to zero. Legs naming the same account are added up into one entry (a member
   * paid for three bets of a round gets one credit); an account whose legs cancel out gets none.
   */
  legs: readonly CompoundLeg[];
}

export interface CompoundTransferResult {
  transferId: number;
  /** True when the key had already been used for this movement: nothing moved now. */
  replayed: boolean;
  /** The total credited (the sum of the positive entries): the transfer row's amount. */
  moved: number;
  /** The entry written (or, when replayed, found) for each account, by account id. */
  entries: Map<number, number>;
}

const CONFLICT_STATUS = 409;
const SHORTFALL_ERROR: Record<Currency, 'INSUFFICIENT_BALANCE' | 'INSUFFICIENT_POINT'> = {
  KRW: 'INSUFFICIENT_BALANCE',
  POINT: 'INSUFFICIENT_POINT',
};

function validate(req: CompoundTransferRequest): void {
  let total = 0;
  for (const leg of req.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new RangeError(`compound leg must be a non-zero safe integer, got ${leg.amount}`);
    }
    total += leg.amount;
    if (!Number.isSafeInteger(total)) throw new RangeError('compound transfer exceeds 2^53');
  }
  if (total !== 0) {
    throw new RangeError(`compound transfer ${req.idempotencyKey} legs sum to ${total}, not 0`);
  }
}

interface LockedAccount {
  balance: number;
  memberId: number | null;
}

const crossing = (key: string) => new Error(`compound transfer ${key} crosses currencies`);

/**
 * Finds and locks the account of every leg in ONE statement, whatever the number of legs:
 * FOR NO KEY UPDATE in ascending id order (see transfer.ts for why NO KEY and why ordered).
 * System accounts are looked up (or opened) first, one by one: there are few. Returns the
 * account id of every leg, in order, the locked accounts and the one currency. A missing member
 * account throws, as in `accountId` (money never opens a wallet); so does a second currency.
 * Built for 50k legs: member accounts are mapped by number, not by string keys.
 */
async function lockLegs(tx: Queryable, req: CompoundTransferRequest) {
  let memberKind: MemberAccountKind | null = null;
  let currency: Currency | null = null;
  const memberIds = new Set<number>();
  const ids = new Set<number>();
  const systemIds = new Map<string, number>();
  for (const { account } of req.legs) {
    if (typeof account === 'number') {
      ids.add(account);
      continue;
    }
    if (currency !== null && currencyOf(account) !== currency) throw crossing(req.idempotencyKey);
    currency = currencyOf(account);
    if (isMemberAccount(account)) {
      memberKind = account.kind; // one currency, so one member account kind
      memberIds.add(account.memberId);
    } else if (!systemIds.has(describeAccount(account))) {
      const id = await accountId(tx, account);
      systemIds.set(describeAccount(account), id);
      ids.add(id);
    }
  }
  // One row of lists, not a row per account (number-lists.ts: 50k rows cost the embedded
  // database ~0.5 s). The lists aggregate the locked rows in one order, so they line up; the
  // locks are taken in the subquery's id order. `currencies`: the distinct currencies found.
  const [lists] = await tx.query<{
    ids: string | null;
    balances: string | null;
    member_ids: string | null;
    of_kind: string | null;
    currencies: Currency[] | null;
  }>(
    `SELECT string_agg(id::text, ',') AS ids, string_agg(balance::text, ',') AS balances,
            string_agg(COALESCE(member_id::text, ''), ',') AS member_ids,
            string_agg(CASE WHEN kind = $3 THEN '1' ELSE '0' END, '') AS of_kind,
            array_agg(DISTINCT currency) AS currencies
       FROM (SELECT id, balance, member_id, kind, currency FROM ledger_accounts
              WHERE id = ANY($1::bigint[]) OR (kind = $3 AND member_id = ANY($2::bigint[]))
              ORDER BY id FOR NO KEY UPDATE) a`,
    [arrayLiteral([...ids]), arrayLiteral([...memberIds]), memberKind],
  );
  for (const found of lists?.currencies ?? []) {
    if (currency !== null && found !== currency) throw crossing(req.idempotencyKey);
    currency = found;
  }
  const locked = new Map<number, LockedAccount>();
  const byMember = new Map<number, number>();
  const balances = numbersOf(lists?.balances ?? null);
  const members = nullableNumbersOf(lists?.member_ids ?? null);
  const ofKind = lists?.of_kind ?? '';
  numbersOf(lists?.ids ?? null).forEach((id, i) => {
    const memberId = members[i]!;
    locked.set(id, { balance: balances[i]!, memberId });
    if (ofKind[i] === '1' && memberId !== null) byMember.set(memberId, id);
  });
  const legIds = req.legs.map(({ account }) => {
    const id =
      typeof account === 'number'
        ? account
        : isMemberAccount(account)
          ? byMember.get(account.memberId)
          : systemIds.get(describeAccount(account));
    if (id === undefined || !locked.has(id)) {
      const name = typeof account === 'number' ? `#${account}` : describeAccount(account);
      throw new Error(`ledger account ${name} does not exist`);
    }
    return id;
  });
  if (currency === null) throw new Error(`compound transfer ${req.idempotencyKey} has no legs`);
  return { legIds, locked, currency };
}

/** Adds up the legs per account; accounts whose legs cancel out are left out. */
function netLegs(ids: number[], legs: readonly CompoundLeg[]): Map<number, number> {
  const net = new Map<number, number>();
  ids.forEach((id, i) => net.set(id, (net.get(id) ?? 0) + legs[i]!.amount));
  for (const [id, amount] of net) if (amount === 0) net.delete(id);
  return net;
}

/** The first movement made with this key, if it is this one; otherwise a conflict. */
async function replay(
  tx: Queryable,
  req: CompoundTransferRequest,
  net: Map<number, number>,
): Promise<CompoundTransferResult> {
  const [stored] = await tx.query<{ id: number; kind: string; amount: number; compound: boolean }>(
    `SELECT id, kind, amount, from_account_id IS NULL AS compound
       FROM ledger_transfers WHERE idempotency_key = $1`,
    [req.idempotencyKey],
  );
  if (!stored) throw new Error(`transfer ${req.idempotencyKey} conflicted but cannot be found`);
  const entries = new Map<number, number>();
  if (stored.compound && stored.kind === req.kind) {
    const rows = await tx.query<{ account_id: number; amount: number }>(
      'SELECT account_id, amount FROM ledger_entries WHERE transfer_id = $1',
      [stored.id],
    );
    for (const r of rows) entries.set(r.account_id, r.amount);
  }
  const same =
    entries.size === net.size && [...net].every(([id, amount]) => entries.get(id) === amount);
  if (!same) throw new AppError(CONFLICT_STATUS, 'IDEMPOTENCY_CONFLICT');
  return { transferId: stored.id, replayed: true, moved: stored.amount, entries };
}

/**
 * Writes one compound journal entry: the transfer row, one entry per account and the new
 * balances, in a constant number of statements: one that finds and locks every account, the
 * transfer row, and one that sets the balances and inserts the entries together.
 */
export async function transferCompound(
  tx: Queryable,
  req: CompoundTransferRequest,
): Promise<CompoundTransferResult> {
  validate(req);
  // Locked before the key is claimed: a concurrent twin queues on the first account lock, then
  // finds the key taken and replays (no deadlock: every ledger writer locks in id order).
  const { legIds, locked, currency } = await lockLegs(tx, req);
  const net = netLegs(legIds, req.legs);
  if (net.size < 2) throw new RangeError(`compound transfer ${req.idempotencyKey} moves nothing`);
  let moved = 0;
  for (const amount of net.values()) if (amount > 0) moved += amount;

  // The unique key decides, as in `transfer`.
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transfers (idempotency_key, kind, reference, amount, memo)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [req.idempotencyKey, req.kind, req.reference ?? '', moved, req.memo ?? ''],
  );
  const transferId = inserted[0]?.id;
  if (transferId === undefined) return replay(tx, req, net);

  const ids: number[] = [];
  const amounts: number[] = [];
  const afters: number[] = [];
  for (const [id, amount] of net) {
    const account = locked.get(id)!;
    const after = account.balance + amount;
    // Checked here, not left to the CHECK constraint, so the caller gets a refusal it can show;
    // the transfer row goes too, so nothing is left even if the caller swallows the refusal.
    if (account.memberId !== null && after < 0) {
      await tx.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId]);
      throw new AppError(CONFLICT_STATUS, SHORTFALL_ERROR[currency]);
    }
    if (!Number.isSafeInteger(after)) throw new RangeError(`compound transfer overflows ${id}`);
    ids.push(id);
    amounts.push(amount);
    afters.push(after);
  }

  // One account appears once, so each entry's balance_after is simply its account's new
  // balance; the rows are locked, so nobody moved them since they were read. One statement sets
  // the balances and inserts the entries.
  await tx.query(
    `WITH legs AS (
         SELECT * FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS u(account_id, amount, after)
       ), moved AS (
         UPDATE ledger_accounts a SET balance = legs.after FROM legs WHERE a.id = legs.account_id
       )
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
       SELECT $1, account_id, amount, after FROM legs`,
    [transferId, arrayLiteral(ids), arrayLiteral(amounts), arrayLiteral(afters)],
  );
  return { transferId, replayed: false, moved, entries: net };
}
