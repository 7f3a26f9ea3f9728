/**
 * The rows of charge and exchange requests: the accounts money moves
 * between, the stored row and its views, the amount and transaction-hash rules, and the two
 * decisions an operator takes (decideRequest in platform/lib runs them).
 */
import { decideWalletRequest } from './wallet-request-lifecycle';
import { codeOf, moneyOf } from './wallet-request-cells';
import {
  normalizeTxHash,
  WALLET_LIMITS,
  type AdminWalletRequestView,
  type WalletRequestKind,
  type WalletRequestStatus,
  type WalletRequestView,
} from '../../common/contract/wallet.contract';
import type { Queryable } from '../platform/db/db';
import type { AccountRef } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { AppError } from '../platform/lib/app-error';
import type { DecideRequestSpec } from '../platform/lib/decide-request';
import { PAYOUT_VIEW_COLUMNS, withPayoutAccount, type PayoutColumns } from './bank-account-payout';
import { creditDepositBonus } from './deposit-bonus.service';

export const HOUSE: AccountRef = { system: 'house', currency: 'KRW' };
export const WITHDRAWALS_PENDING: AccountRef = { system: 'withdrawals_pending', currency: 'KRW' };
export const cashOf = (memberId: number): AccountRef => ({ memberId, kind: 'member_cash' });

export interface StoredRequest {
  id: number;
  member_id: number;
  kind: WalletRequestKind;
  amount_won: number;
  status: WalletRequestStatus;
  charge_type: number | null;
  depositor_name: string | null;
  tx_hash: string | null;
}

export const VIEW_COLUMNS = `r.id, r.kind, r.amount_won AS "amountWon", r.status,
  r.charge_type AS "chargeType", r.depositor_name AS "depositorName", r.tx_hash AS "txHash",
  r.reject_reason AS "rejectReason", r.created_at AS "createdAt", r.decided_at AS "decidedAt"`;

/** The operator's view adds the member and the exchange's payout account. */
export const ADMIN_VIEW_COLUMNS = `${VIEW_COLUMNS}, m.user_id AS "userId", m.nickname,
  ${PAYOUT_VIEW_COLUMNS}`;
/** A row read with ADMIN_VIEW_COLUMNS, before withPayoutAccount makes it the operator's view. */
export type AdminRequestRow = Omit<AdminWalletRequestView, 'payoutAccount'> & PayoutColumns;

export async function viewById(q: Queryable, id: number): Promise<WalletRequestView> {
  const [row] = await q.query<WalletRequestView>(
    `SELECT ${VIEW_COLUMNS} FROM wallet_requests r WHERE r.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
  return row;
}

export async function adminViewById(q: Queryable, id: number): Promise<AdminWalletRequestView> {
  const [row] = await q.query<AdminRequestRow>(
    `SELECT ${ADMIN_VIEW_COLUMNS}
       FROM wallet_requests r JOIN members m ON m.id = r.member_id WHERE r.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
  return withPayoutAccount(row);
}

/** Min, max and unit of WALLET_LIMITS; every refusal is a 400 with its own Korean message. */
export function checkAmount(kind: WalletRequestKind, amountWon: number): void {
  const limits = WALLET_LIMITS[kind];
  if (amountWon < limits.minWon) throw new AppError(400, 'WALLET_AMOUNT_TOO_LOW');
  if (amountWon > limits.maxWon) {
    throw new AppError(
      400,
      kind === 'charge' ? 'WALLET_CHARGE_TOO_HIGH' : 'WALLET_EXCHANGE_TOO_HIGH',
    );
  }
  if (amountWon % WALLET_LIMITS.unitWon !== 0) throw new AppError(400, 'WALLET_AMOUNT_UNIT');
}

/**
 * The stored transaction hash of a charge: required (and well-formed) for coin types, refused on
 * bank transfer, where the operator matches the depositor name instead.
 */
export function chargeTxHash(coin: boolean, typed: string | undefined): string | null {
  if (!coin) {
    if (typed !== undefined) throw new AppError(400, 'WALLET_TX_HASH_NOT_ALLOWED');
    return null;
  }
  if (typed === undefined) throw new AppError(400, 'WALLET_TX_HASH_REQUIRED');
  const hash = normalizeTxHash(typed);
  if (hash === null) throw new AppError(400, 'WALLET_TX_HASH_INVALID');
  return hash;
}

/** One transaction backs one live charge, whoever claimed it first (migration 018's index). */
export async function assertTxHashUnused(tx: Queryable, txHash: string): Promise<void> {
  const used = await tx.query(
    `SELECT 1 FROM wallet_requests
      WHERE tx_hash = $1 AND status IN ('pending', 'approved')`,
    [txHash],
  );
  if (used.length > 0) throw new AppError(409, 'WALLET_TX_HASH_DUPLICATE');
}

/** An exchange's reserved amount goes back to the member (a reject, or the member's cancel). */
export async function returnReserved(tx: Queryable, row: StoredRequest): Promise<void> {
  await transfer(tx, {
    idempotencyKey: `exchange-return:${row.id}`,
    kind: 'exchange_return',
    reference: `wallet-request:${row.id}`,
    from: WITHDRAWALS_PENDING,
    to: cashOf(row.member_id),
    amount: row.amount_won,
  });
}

/**
 * An operator's decision on a charge or exchange: approving a charge credits the member (and
 * the level's deposit bonus, in the same transaction), approving an exchange sends the reserved
 * amount to the house; rejecting a charge moves nothing, rejecting an exchange returns it.
 */
export const WALLET_DECISION: DecideRequestSpec<StoredRequest, AdminWalletRequestView> = {
  table: 'wallet_requests',
  returning: 'id, member_id, kind, amount_won, status',
  // The lifecycle's refusals of a decision on a decided request, and on none.
  decided: codeOf(decideWalletRequest('approved', 'operatorApprove')),
  notFound: codeOf(decideWalletRequest('absent', 'operatorApprove')),
  auditAction: 'wallet',
  auditTarget: 'wallet-request',
  auditBefore: (row) => ({ kind: row.kind, amountWon: row.amount_won }),
  auditAfter: (row) => ({ kind: row.kind, amountWon: row.amount_won }),
  balancesOf: getMemberBalances,
  view: adminViewById,
  async apply(tx, row, status) {
    // decideRequest moved the row out of `pending`; the lifecycle names the money of that move.
    const money = moneyOf(
      decideWalletRequest('pending', status === 'approved' ? 'operatorApprove' : 'operatorReject'),
    );
    if (money === 'settle' && row.kind === 'charge') {
      await transfer(tx, {
        idempotencyKey: `charge-approve:${row.id}`,
        kind: 'charge',
        reference: `wallet-request:${row.id}`,
        from: HOUSE,
        to: cashOf(row.member_id),
        amount: row.amount_won,
      });
      // The level's bonus points, in this same transaction as the cash credit.
      await creditDepositBonus(tx, row.member_id, row.id, row.amount_won);
    } else if (money === 'settle') {
      await transfer(tx, {
        idempotencyKey: `exchange-approve:${row.id}`,
        kind: 'exchange',
        reference: `wallet-request:${row.id}`,
        from: WITHDRAWALS_PENDING,
        to: HOUSE,
        amount: row.amount_won,
      });
    } else if (money === 'release' && row.kind === 'exchange') {
      await returnReserved(tx, row);
    }
  },
};

/** The first answer again for a replayed key; the same key with other content is a conflict. */
export async function replayRequest(
  tx: Queryable,
  memberId: number,
  key: string,
  expected: Pick<
    StoredRequest,
    'kind' | 'amount_won' | 'charge_type' | 'depositor_name' | 'tx_hash'
  >,
): Promise<WalletRequestView | null> {
  const [stored] = await tx.query<StoredRequest>(
    `SELECT id, kind, amount_won, charge_type, depositor_name, tx_hash
       FROM wallet_requests WHERE member_id = $1 AND idempotency_key = $2`,
    [memberId, key],
  );
  if (!stored) return null;
  const same =
    stored.kind === expected.kind &&
    stored.amount_won === expected.amount_won &&
    stored.charge_type === expected.charge_type &&
    stored.depositor_name === expected.depositor_name &&
    stored.tx_hash === expected.tx_hash;
  if (!same) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
  return viewById(tx, stored.id);
}

export async function assertNoPending(tx: Queryable, memberId: number, kind: WalletRequestKind) {
  const pending = await tx.query(
    `SELECT 1 FROM wallet_requests WHERE member_id = $1 AND kind = $2 AND status = 'pending'`,
    [memberId, kind],
  );
  if (pending.length > 0) throw new AppError(409, 'WALLET_PENDING_EXISTS');
}
