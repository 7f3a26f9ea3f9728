import {
  isCoinChargeType,
  normalizeTxHash,
  WALLET_LIMITS,
  type AdminWalletRequestView,
  type WalletRequestKind,
  type WalletRequestStatus,
  type WalletRequestView,
} from '../../src/contract/wallet.contract';
import type { Db, Queryable } from '../platform/db/db';
import type { AccountRef } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { lockMember } from '../member/admin-member.service';
import { AppError } from '../platform/lib/app-error';
import { CoinDepositAddressService } from './coin-deposit-address.service';
import { isUniqueViolation } from '../platform/lib/db-errors';
import { creditDepositBonus } from './deposit-bonus.service';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import { MINUTE_MS, type Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { verifyPassword } from '../platform/lib/password-hasher';
import type { Realtime } from '../platform/sse/realtime';

const HOUSE: AccountRef = { system: 'house', currency: 'KRW' };
const WITHDRAWALS_PENDING: AccountRef = { system: 'withdrawals_pending', currency: 'KRW' };
const cashOf = (memberId: number): AccountRef => ({ memberId, kind: 'member_cash' });

/** Spec/issue 5: 5 wrong withdraw passwords in 15 minutes lock exchange requests (429). */
export const PIN_MAX_FAILURES = 5;
export const PIN_FAILURE_WINDOW_MIN = 15;

interface ChargeInput {
  amountWon: number;
  depositorName: string;
  chargeType: number;
  txHash?: string | undefined;
  idempotencyKey: string;
}
interface ExchangeInput {
  amountWon: number;
  withdrawPassword: string;
  idempotencyKey: string;
}

interface StoredRequest {
  id: number;
  member_id: number;
  kind: WalletRequestKind;
  amount_won: number;
  status: WalletRequestStatus;
  charge_type: number | null;
  depositor_name: string | null;
  tx_hash: string | null;
}

const VIEW_COLUMNS = `r.id, r.kind, r.amount_won AS "amountWon", r.status,
  r.charge_type AS "chargeType", r.depositor_name AS "depositorName", r.tx_hash AS "txHash",
  r.reject_reason AS "rejectReason", r.created_at AS "createdAt", r.decided_at AS "decidedAt"`;

async function viewById(q: Queryable, id: number): Promise<WalletRequestView> {
  const [row] = await q.query<WalletRequestView>(
    `SELECT ${VIEW_COLUMNS} FROM wallet_requests r WHERE r.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
  return row;
}

async function adminViewById(q: Queryable, id: number): Promise<AdminWalletRequestView> {
  const [row] = await q.query<AdminWalletRequestView>(
    `SELECT ${VIEW_COLUMNS}, m.user_id AS "userId", m.nickname
       FROM wallet_requests r JOIN members m ON m.id = r.member_id WHERE r.id = $1`,
    [id],
  );
  if (!row) throw new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
  return row;
}

/** Min, max and unit of issue 5; every refusal is a 400 with its own Korean message. */
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
 * bank transfer, where the operator matches the depositor name instead (issue 5).
 */
function chargeTxHash(coin: boolean, typed: string | undefined): string | null {
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
async function assertTxHashUnused(tx: Queryable, txHash: string): Promise<void> {
  const used = await tx.query(
    `SELECT 1 FROM wallet_requests
      WHERE tx_hash = $1 AND status IN ('pending', 'approved')`,
    [txHash],
  );
  if (used.length > 0) throw new AppError(409, 'WALLET_TX_HASH_DUPLICATE');
}

/**
 * Charge and exchange requests (issue 5 "Wallet"). Every money movement is a ledger transfer in
 * the same transaction as the request row's change; realtime events go out after the commit.
 */
export class WalletService {
  /** The operator's deposit wallets of the coin charge types (read by charge, set by admins). */
  readonly coinAddresses: CoinDepositAddressService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {
    this.coinAddresses = new CoinDepositAddressService(db, clock);
  }

  async charge(memberId: number, input: ChargeInput): Promise<{ request: WalletRequestView }> {
    checkAmount('charge', input.amountWon);
    const coin = isCoinChargeType(input.chargeType);
    if (coin && !(await this.coinAddresses.forType(this.db, input.chargeType))) {
      // Issue 5: no operator wallet for this coin → nothing to pay into, so no request either.
      throw new AppError(400, 'COIN_CHARGE_UNAVAILABLE');
    }
    const txHash = chargeTxHash(coin, input.txHash);
    const request = await this.db
      .transaction(async (tx) => {
        await lockMember(tx, memberId);
        const replayed = await this.replay(tx, memberId, input.idempotencyKey, {
          kind: 'charge',
          amount_won: input.amountWon,
          charge_type: input.chargeType,
          depositor_name: input.depositorName,
          tx_hash: txHash,
        });
        if (replayed) return replayed;
        await this.assertNoPending(tx, memberId, 'charge');
        if (txHash !== null) await assertTxHashUnused(tx, txHash);
        const id = await this.insert(
          tx,
          memberId,
          'charge',
          input.amountWon,
          input.idempotencyKey,
          {
            chargeType: input.chargeType,
            depositorName: input.depositorName,
            txHash,
          },
        );
        return viewById(tx, id);
      })
      .catch((error: unknown) => {
        // Two members racing with one hash: the index decides, the loser gets the same 409.
        if (isUniqueViolation(error, 'wallet_requests_tx_hash_live')) {
          throw new AppError(409, 'WALLET_TX_HASH_DUPLICATE');
        }
        throw error;
      });
    this.realtime.betsToMember(memberId, { type: 'walletRequest', request });
    return { request };
  }

  async exchange(
    memberId: number,
    input: ExchangeInput,
  ): Promise<{ request: WalletRequestView; emoney: number }> {
    checkAmount('exchange', input.amountWon);
    await this.verifyWithdrawPassword(memberId, input.withdrawPassword);
    const request = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const replayed = await this.replay(tx, memberId, input.idempotencyKey, {
        kind: 'exchange',
        amount_won: input.amountWon,
        charge_type: null,
        depositor_name: null,
        tx_hash: null,
      });
      if (replayed) return replayed;
      await this.assertNoPending(tx, memberId, 'exchange');
      const id = await this.insert(tx, memberId, 'exchange', input.amountWon, input.idempotencyKey);
      // Reserved now, in the request's transaction: a shortfall takes the request row back too.
      await transfer(tx, {
        idempotencyKey: `exchange-reserve:${id}`,
        kind: 'exchange_reserve',
        reference: `wallet-request:${id}`,
        from: cashOf(memberId),
        to: WITHDRAWALS_PENDING,
        amount: input.amountWon,
      });
      return viewById(tx, id);
    });
    const balances = await this.publish(memberId, request);
    return { request, emoney: balances.emoney };
  }

  /** The member cancels an own pending request; a cancelled exchange gets its amount back. */
  async cancel(
    memberId: number,
    id: number,
  ): Promise<{ request: WalletRequestView; emoney: number }> {
    const request = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<StoredRequest>(
        `UPDATE wallet_requests SET status = 'cancelled', decided_at = $3
          WHERE id = $1 AND member_id = $2 AND status = 'pending'
          RETURNING id, member_id, kind, amount_won, status`,
        [id, memberId, this.clock().toISOString()],
      );
      if (!row) {
        const own = await tx.query(
          'SELECT 1 FROM wallet_requests WHERE id = $1 AND member_id = $2',
          [id, memberId],
        );
        throw own.length > 0
          ? new AppError(409, 'WALLET_NOT_CANCELLABLE')
          : new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
      }
      if (row.kind === 'exchange') await this.returnReserved(tx, row);
      return viewById(tx, id);
    });
    const balances = await this.publish(memberId, request);
    return { request, emoney: balances.emoney };
  }

  async memberPage(memberId: number, kind: WalletRequestKind | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const where = `r.member_id = $1 AND ($2::text IS NULL OR r.kind = $2)`;
    const [items, total] = await Promise.all([
      this.db.query<WalletRequestView>(
        `SELECT ${VIEW_COLUMNS} FROM wallet_requests r WHERE ${where}
          ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
        [memberId, kind ?? null, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM wallet_requests r WHERE ${where}`,
        [memberId, kind ?? null],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  async adminPage(
    kind: WalletRequestKind | undefined,
    status: WalletRequestStatus | undefined,
    page: number,
  ) {
    const { limit, offset } = pageWindow(page);
    const where = `($1::text IS NULL OR r.kind = $1) AND ($2::text IS NULL OR r.status = $2)`;
    const [items, total] = await Promise.all([
      this.db.query<AdminWalletRequestView>(
        `SELECT ${VIEW_COLUMNS}, m.user_id AS "userId", m.nickname
           FROM wallet_requests r JOIN members m ON m.id = r.member_id
          WHERE ${where} ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
        [kind ?? null, status ?? null, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM wallet_requests r WHERE ${where}`,
        [kind ?? null, status ?? null],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /** Approve: a charge credits the member, an exchange's reserved amount leaves to the house. */
  approve(actor: Actor, id: number) {
    return this.decide(actor, id, 'approved', null);
  }

  /** Reject: a charge moves nothing, an exchange's reserved amount returns to the member. */
  reject(actor: Actor, id: number, reason: string) {
    return this.decide(actor, id, 'rejected', reason);
  }

  private async decide(
    actor: Actor,
    id: number,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<{ request: AdminWalletRequestView }> {
    const { request, memberId } = await this.db.transaction(async (tx) => {
      // Only from 'pending', decided by the row itself: a second decision finds no row.
      const [row] = await tx.query<StoredRequest>(
        `UPDATE wallet_requests
            SET status = $2, reject_reason = $3, decided_at = $4, decided_by = $5
          WHERE id = $1 AND status = 'pending'
          RETURNING id, member_id, kind, amount_won, status`,
        [id, status, reason, this.clock().toISOString(), actor.memberId],
      );
      if (!row) {
        const exists = await tx.query('SELECT 1 FROM wallet_requests WHERE id = $1', [id]);
        throw exists.length > 0
          ? new AppError(409, 'WALLET_REQUEST_DECIDED')
          : new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
      }
      const before = await getMemberBalances(tx, row.member_id);
      if (status === 'approved' && row.kind === 'charge') {
        await transfer(tx, {
          idempotencyKey: `charge-approve:${row.id}`,
          kind: 'charge',
          reference: `wallet-request:${row.id}`,
          from: HOUSE,
          to: cashOf(row.member_id),
          amount: row.amount_won,
        });
        // Issue 5: the level's bonus points, in this same transaction as the cash credit.
        await creditDepositBonus(tx, row.member_id, row.id, row.amount_won);
      } else if (status === 'approved') {
        await transfer(tx, {
          idempotencyKey: `exchange-approve:${row.id}`,
          kind: 'exchange',
          reference: `wallet-request:${row.id}`,
          from: WITHDRAWALS_PENDING,
          to: HOUSE,
          amount: row.amount_won,
        });
      } else if (row.kind === 'exchange') {
        await this.returnReserved(tx, row);
      }
      const after = await getMemberBalances(tx, row.member_id);
      await writeAudit(tx, actor, {
        action: status === 'approved' ? 'wallet.approve' : 'wallet.reject',
        target: `wallet-request:${row.id}`,
        before: { status: 'pending', kind: row.kind, amountWon: row.amount_won, ...before },
        after: { status, kind: row.kind, amountWon: row.amount_won, reason, ...after },
      });
      return { request: await adminViewById(tx, row.id), memberId: row.member_id };
    });
    await this.publish(memberId, await viewById(this.db, id));
    return { request };
  }

  private async returnReserved(tx: Queryable, row: StoredRequest): Promise<void> {
    await transfer(tx, {
      idempotencyKey: `exchange-return:${row.id}`,
      kind: 'exchange_return',
      reference: `wallet-request:${row.id}`,
      from: WITHDRAWALS_PENDING,
      to: cashOf(row.member_id),
      amount: row.amount_won,
    });
  }

  /** After the commit: the request's new state, then the member's balances. */
  private async publish(memberId: number, request: WalletRequestView) {
    const balances = await getMemberBalances(this.db, memberId);
    this.realtime.betsToMember(memberId, { type: 'walletRequest', request });
    this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    return balances;
  }

  /** The first answer again for a replayed key; the same key with other content is a conflict. */
  private async replay(
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

  private async assertNoPending(tx: Queryable, memberId: number, kind: WalletRequestKind) {
    const pending = await tx.query(
      `SELECT 1 FROM wallet_requests WHERE member_id = $1 AND kind = $2 AND status = 'pending'`,
      [memberId, kind],
    );
    if (pending.length > 0) throw new AppError(409, 'WALLET_PENDING_EXISTS');
  }

  private async insert(
    tx: Queryable,
    memberId: number,
    kind: WalletRequestKind,
    amountWon: number,
    key: string,
    charge: { chargeType: number; depositorName: string; txHash: string | null } | null = null,
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO wallet_requests
         (member_id, kind, amount_won, charge_type, depositor_name, idempotency_key, created_at,
          tx_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        memberId,
        kind,
        amountWon,
        charge?.chargeType ?? null,
        charge?.depositorName ?? null,
        key,
        this.clock().toISOString(),
        charge?.txHash ?? null,
      ],
    );
    return row!.id;
  }

  /** Wrong → 400 (recorded, committed on its own); 5 wrong in 15 minutes → 429 until they age. */
  private async verifyWithdrawPassword(memberId: number, password: string): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - PIN_FAILURE_WINDOW_MIN * MINUTE_MS).toISOString();
    const [failures] = await this.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM wallet_pin_failures
        WHERE member_id = $1 AND created_at > $2::timestamptz`,
      [memberId, since],
    );
    if ((failures?.count ?? 0) >= PIN_MAX_FAILURES) {
      throw new AppError(429, 'TOO_MANY_WITHDRAW_PASSWORD_ATTEMPTS');
    }
    const [member] = await this.db.query<{ withdraw_password_hash: string | null }>(
      'SELECT withdraw_password_hash FROM members WHERE id = $1',
      [memberId],
    );
    const hash = member?.withdraw_password_hash;
    const ok = hash ? await verifyPassword(hash, password) : false;
    if (!ok) {
      await this.db.query(
        'INSERT INTO wallet_pin_failures (member_id, created_at) VALUES ($1, $2)',
        [memberId, now.toISOString()],
      );
      throw new AppError(400, 'WRONG_WITHDRAW_PASSWORD');
    }
  }
}
