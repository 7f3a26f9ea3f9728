/**
 * The rows of settlement requests: the accounts a payout comes from, the stored row
 * and its views, and the operator's decision (decideRequest in platform/lib runs it).
 */
import type {
  AdminSettlementRequestView,
  SettlementKind,
  SettlementRequestView,
  SettlementRole,
} from '../../common/contract/rolling.contract';
import type { Queryable } from '../platform/db/db';
import type { AccountRef } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { AppError } from '../platform/lib/app-error';
import type { DecideRequestSpec } from '../platform/lib/decide-request';

/** Rolling is owed by the house's rolling account; event rewards come out of promotions. */
export const ROLLING_PAYABLE: AccountRef = { system: 'rolling_payable', currency: 'KRW' };
export const PROMOTIONS: AccountRef = { system: 'promotions', currency: 'KRW' };

export const VIEW_COLUMNS = `r.id, r.role, r.kind, r.window_from AS "windowFrom", r.window_to AS "windowTo",
  r.turnover_won AS "turnoverWon", r.rate_bp AS "rateBp", r.amount_won AS "amountWon", r.status,
  r.reject_reason AS "rejectReason", r.created_at AS "createdAt", r.decided_at AS "decidedAt"`;
export const ADMIN_COLUMNS = `${VIEW_COLUMNS}, r.member_id AS "memberId", m.user_id AS "userId", m.nickname`;

export interface StoredRequest {
  id: number;
  member_id: number;
  role: SettlementRole;
  kind: SettlementKind;
  amount_won: number;
  turnover_won: number;
}

export async function viewById(q: Queryable, id: number): Promise<SettlementRequestView> {
  const [row] = await q.query<SettlementRequestView>(
    `SELECT ${VIEW_COLUMNS} FROM settlement_requests r WHERE r.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'SETTLEMENT_REQUEST_NOT_FOUND');
  return row;
}

export async function adminViewById(q: Queryable, id: number): Promise<AdminSettlementRequestView> {
  const [row] = await q.query<AdminSettlementRequestView>(
    `SELECT ${ADMIN_COLUMNS} FROM settlement_requests r JOIN members m ON m.id = r.member_id
      WHERE r.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'SETTLEMENT_REQUEST_NOT_FOUND');
  return row;
}

/**
 * An operator's decision on a settlement request: approving pays the stored amount to the
 * member's cash (rolling from the rolling account, event rewards from promotions); rejecting
 * moves nothing and frees the claimed event rewards, so they can be requested again.
 */
export const SETTLEMENT_DECISION: DecideRequestSpec<StoredRequest, AdminSettlementRequestView> = {
  table: 'settlement_requests',
  returning: 'id, member_id, role, kind, amount_won, turnover_won',
  decided: 'SETTLEMENT_REQUEST_DECIDED',
  notFound: 'SETTLEMENT_REQUEST_NOT_FOUND',
  auditAction: 'settlement',
  auditTarget: 'settlement-request',
  auditBefore: (row) => ({
    role: row.role,
    kind: row.kind,
    amountWon: row.amount_won,
    turnoverWon: row.turnover_won,
  }),
  auditAfter: (row) => ({ role: row.role, kind: row.kind, amountWon: row.amount_won }),
  balancesOf: getMemberBalances,
  view: adminViewById,
  async apply(tx, row, status) {
    if (status === 'approved') {
      await transfer(tx, {
        idempotencyKey: `settlement-pay:${row.id}`,
        kind: row.kind === 'event' ? 'event_payout' : 'rolling_payout',
        reference: `settlement-request:${row.id}`,
        from: row.kind === 'event' ? PROMOTIONS : ROLLING_PAYABLE,
        to: { memberId: row.member_id, kind: 'member_cash' },
        amount: row.amount_won,
      });
    } else if (row.kind === 'event') {
      await tx.query('UPDATE event_rewards SET request_id = NULL WHERE request_id = $1', [row.id]);
    }
  },
};
