import type { Queryable } from '../db/db';

/** Won (KRW) and points are separate currencies: a transfer never crosses them (docs/architecture.md §5). */
export type Currency = 'KRW' | 'POINT';

export type MemberAccountKind = 'member_cash' | 'member_point';

/** The books' other side: every won a member holds came from, or will go to, one of these. */
export type SystemAccountKind =
  | 'house'
  | 'promotions'
  | 'bets_pending'
  | 'deposits_pending'
  | 'withdrawals_pending'
  | 'rolling_payable'
  // The other side of every casino stake and win, one per provider (shard = provider id).
  | 'casino_house';

export type MemberAccountRef = { memberId: number; kind: MemberAccountKind };
export type SystemAccountRef = {
  system: SystemAccountKind;
  currency: Currency;
  /** Which of the kind's rows (migration 017); 0, the only one, unless the kind is sharded. */
  shard?: number;
};

/**
 * bets_pending is split into shards (migration 017): every placement credits it, and one row
 * taken FOR NO KEY UPDATE by every placement until its commit made all placements queue on it.
 * A member's open stakes always sit in the same shard — placement, settlement,
 * void, cancel, cash-out and minigame rounds all name it through `betsPendingOf` — so each
 * shard's balance is what its members have at stake, and the kind's total is the sum.
 */
export const BETS_PENDING_SHARDS = 16;

/** The bets_pending shard of a member's stakes: the one place the shard is decided. */
export function betsPendingOf(memberId: number): SystemAccountRef {
  return { system: 'bets_pending', currency: 'KRW', shard: memberId % BETS_PENDING_SHARDS };
}

/** The shard a system account reference names (0 when it names none). */
export const shardOf = (ref: SystemAccountRef): number => ref.shard ?? 0;
export type AccountRef = MemberAccountRef | SystemAccountRef;

export const MEMBER_ACCOUNT_CURRENCY: Record<MemberAccountKind, Currency> = {
  member_cash: 'KRW',
  member_point: 'POINT',
};

export function isMemberAccount(ref: AccountRef): ref is MemberAccountRef {
  return 'memberId' in ref;
}

export function currencyOf(ref: AccountRef): Currency {
  return isMemberAccount(ref) ? MEMBER_ACCOUNT_CURRENCY[ref.kind] : ref.currency;
}

export function describeAccount(ref: AccountRef): string {
  if (isMemberAccount(ref)) return `${ref.kind}#${ref.memberId}`;
  const shard = shardOf(ref);
  return `${ref.system}/${ref.currency}${shard === 0 ? '' : `#${shard}`}`;
}

/** Opens a new member's cash (KRW) and point (POINT) accounts; call it where the member is created. */
export async function openMemberAccounts(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (kind, currency, member_id)
     VALUES ('member_cash', 'KRW', $1), ('member_point', 'POINT', $1)
     ON CONFLICT DO NOTHING`,
    [memberId],
  );
}

/**
 * The id of the account `ref` names. System accounts are created the first time they are used
 * (no seed step to forget); a member's accounts must exist, because a member without them was
 * created wrongly and money must not silently open a wallet for a stranger.
 */
export async function accountId(tx: Queryable, ref: AccountRef): Promise<number> {
  if (isMemberAccount(ref)) {
    const rows = await tx.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2',
      [ref.memberId, ref.kind],
    );
    if (!rows[0]) throw new Error(`ledger account ${describeAccount(ref)} does not exist`);
    return rows[0].id;
  }
  const find = () =>
    tx.query<{ id: number }>(
      `SELECT id FROM ledger_accounts
        WHERE member_id IS NULL AND kind = $1 AND currency = $2 AND shard = $3`,
      [ref.system, ref.currency, shardOf(ref)],
    );
  const existing = await find();
  if (existing[0]) return existing[0].id;
  // Two first uses at once: one insert wins, the other does nothing and reads the winner's row.
  await tx.query(
    `INSERT INTO ledger_accounts (kind, currency, shard) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [ref.system, ref.currency, shardOf(ref)],
  );
  const created = await find();
  if (!created[0]) throw new Error(`ledger account ${describeAccount(ref)} could not be created`);
  return created[0].id;
}
