/** Members with open wallets, and money to put in them, for ledger tests. */
import type { Db, Queryable } from '../../../server/platform/db/db';
import {
  openMemberAccounts,
  type AccountRef,
  type Currency,
} from '../../../server/platform/ledger/accounts';
import { transfer } from '../../../server/platform/ledger/transfer';

let serial = 0;

function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
}

/** A bare member row (only the columns without defaults) with its two ledger accounts. */
export async function createMember(q: Queryable): Promise<number> {
  const name = unique('m');
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO members (user_id, password_hash, nickname, recommend_code)
     VALUES ($1, 'x', $1, $1) RETURNING id`,
    [name],
  );
  await openMemberAccounts(q, row!.id);
  return row!.id;
}

export const cash = (memberId: number): AccountRef => ({ memberId, kind: 'member_cash' });
export const points = (memberId: number): AccountRef => ({ memberId, kind: 'member_point' });
export const house = (currency: Currency = 'KRW'): AccountRef => ({ system: 'house', currency });

/** Gives a member `amount` won (or points) from the house, in its own transaction. */
export async function fund(
  db: Db,
  memberId: number,
  amount: number,
  currency: Currency = 'KRW',
): Promise<void> {
  await db.transaction((tx) =>
    transfer(tx, {
      idempotencyKey: unique('fund-'),
      kind: 'seed_credit',
      from: house(currency),
      to: currency === 'KRW' ? cash(memberId) : points(memberId),
      amount,
    }),
  );
}

export function newKey(prefix = 'k-'): string {
  return unique(prefix);
}

export async function countRows(q: Queryable, table: 'ledger_transfers' | 'ledger_entries') {
  const [row] = await q.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`, []);
  return row!.n;
}
