import { PAGE_SIZE } from '../../../common/contract/common.contract';
import type { Queryable } from '../db/db';
import { MEMBER_ACCOUNT_CURRENCY, type Currency, type MemberAccountKind } from './accounts';

/** What the header shows: cash (spec's "emoney") in won and points. */
export async function getMemberBalances(
  q: Queryable,
  memberId: number,
): Promise<{ emoney: number; point: number }> {
  const rows = await q.query<{ kind: MemberAccountKind; balance: number }>(
    'SELECT kind, balance FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  const balanceOf = (kind: MemberAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { emoney: balanceOf('member_cash'), point: balanceOf('member_point') };
}

export interface StatementLine {
  entryId: number;
  transferId: number;
  /** The transfer's kind (`deposit`, `bet_stake`, …) and business reference. */
  kind: string;
  reference: string;
  memo: string;
  /** Signed: negative when money left the member's account. */
  amount: number;
  balanceAfter: number;
  createdAt: string;
}

export interface StatementPage {
  items: StatementLine[];
  page: number;
  pageCount: number;
  totalCount: number;
}

const ACCOUNT_KIND_BY_CURRENCY = Object.fromEntries(
  Object.entries(MEMBER_ACCOUNT_CURRENCY).map(([kind, currency]) => [currency, kind]),
) as Record<Currency, MemberAccountKind>;

/** One 1-based page (spec §9: 15 rows) of a member's entries in one currency, newest first. */
export async function memberStatement(
  q: Queryable,
  memberId: number,
  currency: Currency,
  page: number,
): Promise<StatementPage> {
  const kind = ACCOUNT_KIND_BY_CURRENCY[currency];
  const [counted] = await q.query<{ count: number }>(
    `SELECT count(*) AS count FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.kind = $2`,
    [memberId, kind],
  );
  const totalCount = counted?.count ?? 0;
  const items = await q.query<StatementLine>(
    `SELECT e.id AS "entryId", e.transfer_id AS "transferId", t.kind, t.reference, t.memo,
            e.amount, e.balance_after AS "balanceAfter", e.created_at AS "createdAt"
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = $1 AND a.kind = $2
      ORDER BY e.id DESC
      LIMIT $3 OFFSET $4`,
    [memberId, kind, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return { items, page, pageCount: Math.max(1, Math.ceil(totalCount / PAGE_SIZE)), totalCount };
}
