import {
  isCoinChargeType,
  type AdminWalletRequestView,
  type WalletRequestKind,
  type WalletRequestStatus,
  type WalletRequestView,
} from '../../common/contract/wallet.contract';
import type { Db, Queryable } from '../platform/db/db';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { lockMember } from '../member/member-lock';
import { assertDepositAllowed } from '../responsible/responsible-checks';
import { AppError } from '../platform/lib/app-error';
import { BankAccountService } from './bank-account.service';
import { copyPayoutAccount, withPayoutAccount } from './bank-account-payout';
import { CoinDepositAddressService } from './coin-deposit-address.service';
import { isUniqueViolation } from '../platform/lib/db-errors';
import type { Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { decideRequest, type RequestDecision } from '../platform/lib/decide-request';
import type { Realtime } from '../platform/sse/realtime';
import {
  assertTxHashUnused,
  cashOf,
  chargeTxHash,
  checkAmount,
  returnReserved,
  replayRequest,
  assertNoPending,
  ADMIN_VIEW_COLUMNS,
  VIEW_COLUMNS,
  type AdminRequestRow,
  viewById,
  WALLET_DECISION,
  WITHDRAWALS_PENDING,
  type StoredRequest,
} from './wallet-requests';
import { verifyWithdrawPassword } from './withdraw-password';
import { decideWalletRequest } from './wallet-request-lifecycle';
import { moneyOf, refusalOf } from './wallet-request-cells';

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

/**
 * Charge and exchange requests. Every money movement is a ledger transfer in
 * the same transaction as the request row's change; realtime events go out after the commit.
 */
export class WalletService {
  /** The operator's deposit wallets of the coin charge types (read by charge, set by admins). */
  readonly coinAddresses: CoinDepositAddressService;
  /** The member's withdrawal bank account and its operator-checked changes. */
  readonly bankAccounts: BankAccountService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {
    this.coinAddresses = new CoinDepositAddressService(db, clock);
    this.bankAccounts = new BankAccountService(db, clock);
  }

  async charge(memberId: number, input: ChargeInput): Promise<{ request: WalletRequestView }> {
    checkAmount('charge', input.amountWon);
    const coin = isCoinChargeType(input.chargeType);
    if (coin && !(await this.coinAddresses.forType(this.db, input.chargeType))) {
      // No operator wallet for this coin → nothing to pay into, so no request either.
      throw new AppError(400, 'COIN_CHARGE_UNAVAILABLE');
    }
    const txHash = chargeTxHash(coin, input.txHash);
    const request = await this.db
      .transaction(async (tx) => {
        await lockMember(tx, memberId);
        const replayed = await replayRequest(tx, memberId, input.idempotencyKey, {
          kind: 'charge',
          amount_won: input.amountWon,
          charge_type: input.chargeType,
          depositor_name: input.depositorName,
          tx_hash: txHash,
        });
        if (replayed) return replayed;
        await assertNoPending(tx, memberId, 'charge');
        // A block in force or a deposit limit (approved + pending charges) refuses.
        await assertDepositAllowed(tx, memberId, input.amountWon, this.clock());
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
    await verifyWithdrawPassword(this.db, this.clock(), memberId, input.withdrawPassword);
    const request = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const replayed = await replayRequest(tx, memberId, input.idempotencyKey, {
        kind: 'exchange',
        amount_won: input.amountWon,
        charge_type: null,
        depositor_name: null,
        tx_hash: null,
      });
      if (replayed) return replayed;
      await assertNoPending(tx, memberId, 'exchange');
      const id = await this.insert(tx, memberId, 'exchange', input.amountWon, input.idempotencyKey);
      await copyPayoutAccount(tx, id);
      // The lifecycle's `reserve` (wallet-request-lifecycle.ts), now, in the request's
      // transaction: a shortfall takes the request row back too.
      if (moneyOf(decideWalletRequest('absent', 'memberRequest')) === 'reserve') {
        await transfer(tx, {
          idempotencyKey: `exchange-reserve:${id}`,
          kind: 'exchange_reserve',
          reference: `wallet-request:${id}`,
          from: cashOf(memberId),
          to: WITHDRAWALS_PENDING,
          amount: input.amountWon,
        });
      }
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
      const [own] = await tx.query<StoredRequest>(
        `SELECT id, member_id, kind, amount_won, status FROM wallet_requests
          WHERE id = $1 AND member_id = $2 FOR UPDATE`,
        [id, memberId],
      );
      const cell = decideWalletRequest(own?.status ?? 'absent', 'memberCancel');
      if (cell.kind !== 'move') throw refusalOf(cell);
      const [row] = await tx.query<StoredRequest>(
        `UPDATE wallet_requests SET status = $3, decided_at = $4 WHERE id = $1 AND member_id = $2
          RETURNING id, member_id, kind, amount_won, status`,
        [id, memberId, cell.to, this.clock().toISOString()],
      );
      if (!row) throw new AppError(404, 'WALLET_REQUEST_NOT_FOUND');
      if (cell.money === 'release' && row.kind === 'exchange') await returnReserved(tx, row);
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
      this.db.query<AdminRequestRow>(
        `SELECT ${ADMIN_VIEW_COLUMNS}
           FROM wallet_requests r JOIN members m ON m.id = r.member_id
          WHERE ${where} ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
        [kind ?? null, status ?? null, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM wallet_requests r WHERE ${where}`,
        [kind ?? null, status ?? null],
      ),
    ]);
    return pageOfRows(items.map(withPayoutAccount), page, countFrom(total));
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
    status: RequestDecision,
    reason: string | null,
  ): Promise<{ request: AdminWalletRequestView }> {
    const { request, memberId } = await decideRequest(this.db, WALLET_DECISION, {
      actor,
      id,
      status,
      reason,
      at: this.clock(),
    });
    await this.publish(memberId, await viewById(this.db, id));
    return { request };
  }

  /** After the commit: the request's new state, then the member's balances. */
  private async publish(memberId: number, request: WalletRequestView) {
    const balances = await getMemberBalances(this.db, memberId);
    this.realtime.betsToMember(memberId, { type: 'walletRequest', request });
    this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    return balances;
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
}
