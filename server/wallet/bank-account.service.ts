/**
 * The member's withdrawal bank account: registered once by the member with
 * the withdrawal PIN and in force at once; a later change needs the PIN too and is in force only
 * after an operator approves it, so a stolen session alone cannot redirect the member's payouts.
 * Every step is audited (the member's own steps with the member as actor).
 */
import type {
  AdminBankAccountChange,
  BankAccountDetails,
  BankAccountState,
} from '../../common/contract/member-admin.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { isUniqueViolation } from '../platform/lib/db-errors';
import { lockMember, memberTarget } from '../member/member-lock';
import { verifyWithdrawPassword } from './withdraw-password';

/** What the member typed (the contract already made the account number digits only). */
export interface BankAccountInput extends BankAccountDetails {
  withdrawPassword: string;
}

type ChangeStatus = AdminBankAccountChange['status'];

const DETAILS = `bank_name AS "bankName", account_number AS "accountNumber", holder`;

const ADMIN_CHANGE_SELECT = `
  SELECT c.id, c.member_id AS "memberId", m.user_id AS "userId", m.nickname,
         c.bank_name AS "bankName", c.account_number AS "accountNumber", c.holder, c.status,
         c.reject_reason AS "rejectReason", c.created_at AS "createdAt",
         c.decided_at AS "decidedAt",
         CASE WHEN a.member_id IS NULL THEN NULL
              ELSE json_build_object('bankName', a.bank_name, 'accountNumber', a.account_number,
                                     'holder', a.holder) END AS current
    FROM bank_account_changes c
    JOIN members m ON m.id = c.member_id
    LEFT JOIN member_bank_accounts a ON a.member_id = c.member_id`;

/** The audit log keeps the bank, the holder and the last four digits, not the whole number. */
function masked(details: BankAccountDetails | null) {
  if (!details) return null;
  return {
    bankName: details.bankName,
    accountNumber: `****${details.accountNumber.slice(-4)}`,
    holder: details.holder,
  };
}

const sameAccount = (a: BankAccountDetails, b: BankAccountDetails) =>
  a.bankName === b.bankName && a.accountNumber === b.accountNumber && a.holder === b.holder;

export async function readBankAccountState(
  q: Queryable,
  memberId: number,
): Promise<BankAccountState> {
  const [account, pending, lastDecided] = await Promise.all([
    q.query<BankAccountDetails & { registeredAt: string }>(
      `SELECT ${DETAILS}, registered_at AS "registeredAt"
         FROM member_bank_accounts WHERE member_id = $1`,
      [memberId],
    ),
    q.query<BankAccountDetails & { id: number; createdAt: string }>(
      `SELECT id, ${DETAILS}, created_at AS "createdAt"
         FROM bank_account_changes WHERE member_id = $1 AND status = 'pending'`,
      [memberId],
    ),
    q.query<{ status: ChangeStatus; reason: string | null; decidedAt: string }>(
      `SELECT status, reject_reason AS reason, decided_at AS "decidedAt"
         FROM bank_account_changes WHERE member_id = $1 AND status <> 'pending'
        ORDER BY id DESC LIMIT 1`,
      [memberId],
    ),
  ]);
  const decided = lastDecided[0];
  return {
    account: account[0] ?? null,
    pending: pending[0] ?? null,
    lastRejected:
      decided?.status === 'rejected'
        ? { reason: decided.reason ?? '', decidedAt: decided.decidedAt }
        : null,
  };
}

export class BankAccountService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  state(memberId: number): Promise<BankAccountState> {
    return readBankAccountState(this.db, memberId);
  }

  /** The first account is in force at once; any later one waits for an operator. */
  async submit(
    actor: Actor,
    input: BankAccountInput,
  ): Promise<{ outcome: 'registered' | 'pending'; state: BankAccountState }> {
    const memberId = actor.memberId;
    const now = this.clock();
    // Checked (and a wrong try recorded) before the transaction, as the exchange request does.
    await verifyWithdrawPassword(this.db, now, memberId, input.withdrawPassword);
    const details: BankAccountDetails = {
      bankName: input.bankName,
      accountNumber: input.accountNumber,
      holder: input.holder,
    };
    const outcome = await this.db
      .transaction(async (tx) => {
        await lockMember(tx, memberId);
        const { account, pending } = await readBankAccountState(tx, memberId);
        if (!account) {
          await tx.query(
            `INSERT INTO member_bank_accounts
               (member_id, bank_name, account_number, holder, registered_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $5)`,
            [memberId, details.bankName, details.accountNumber, details.holder, now.toISOString()],
          );
          await writeAudit(tx, actor, {
            action: 'bankAccount.register',
            target: memberTarget(memberId),
            before: null,
            after: masked(details),
          });
          return 'registered' as const;
        }
        if (pending) throw new AppError(409, 'BANK_ACCOUNT_CHANGE_PENDING');
        if (sameAccount(account, details)) throw new AppError(409, 'BANK_ACCOUNT_SAME');
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO bank_account_changes
             (member_id, bank_name, account_number, holder, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [memberId, details.bankName, details.accountNumber, details.holder, now.toISOString()],
        );
        await writeAudit(tx, actor, {
          action: 'bankAccount.requestChange',
          target: `bank-account-change:${row!.id}`,
          before: masked(account),
          after: masked(details),
        });
        return 'pending' as const;
      })
      .catch((error: unknown) => {
        // Two submissions racing past the member lock cannot happen; the index is the backstop.
        if (isUniqueViolation(error, 'bank_account_changes_one_pending')) {
          throw new AppError(409, 'BANK_ACCOUNT_CHANGE_PENDING');
        }
        throw error;
      });
    return { outcome, state: await this.state(memberId) };
  }

  /** The operator's queue: pending first (oldest first, as they are worked), then the rest. */
  async adminPage(status: ChangeStatus | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const where = `($1::text IS NULL OR c.status = $1)`;
    const [items, total] = await Promise.all([
      this.db.query<AdminBankAccountChange>(
        `${ADMIN_CHANGE_SELECT} WHERE ${where}
          ORDER BY (c.status = 'pending') DESC,
                   CASE WHEN c.status = 'pending' THEN c.id END ASC, c.id DESC
          LIMIT $2 OFFSET $3`,
        [status ?? null, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM bank_account_changes c WHERE ${where}`,
        [status ?? null],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  approve(actor: Actor, id: number) {
    return this.decide(actor, id, 'approved', null);
  }

  reject(actor: Actor, id: number, reason: string) {
    return this.decide(actor, id, 'rejected', reason);
  }

  /** One transaction: the change leaves 'pending' once (409 after), the account moves, audited. */
  private async decide(
    actor: Actor,
    id: number,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<{ change: AdminBankAccountChange }> {
    const at = this.clock().toISOString();
    return this.db.transaction(async (tx) => {
      const [found] = await tx.query<{ member_id: number }>(
        'SELECT member_id FROM bank_account_changes WHERE id = $1',
        [id],
      );
      if (!found) throw new AppError(404, 'BANK_ACCOUNT_CHANGE_NOT_FOUND');
      // The member lock first, as the member's own submission takes it: no interleaving.
      await lockMember(tx, found.member_id);
      const [row] = await tx.query<BankAccountDetails & { member_id: number }>(
        `UPDATE bank_account_changes
            SET status = $2, reject_reason = $3, decided_at = $4, decided_by = $5
          WHERE id = $1 AND status = 'pending'
          RETURNING member_id, ${DETAILS}`,
        [id, status, reason, at, actor.memberId],
      );
      if (!row) throw new AppError(409, 'BANK_ACCOUNT_CHANGE_DECIDED');
      const [current] = await tx.query<BankAccountDetails>(
        `SELECT ${DETAILS} FROM member_bank_accounts WHERE member_id = $1`,
        [row.member_id],
      );
      if (status === 'approved') {
        await tx.query(
          `INSERT INTO member_bank_accounts
             (member_id, bank_name, account_number, holder, registered_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5)
           ON CONFLICT (member_id) DO UPDATE
             SET bank_name = EXCLUDED.bank_name, account_number = EXCLUDED.account_number,
                 holder = EXCLUDED.holder, updated_at = EXCLUDED.updated_at`,
          [row.member_id, row.bankName, row.accountNumber, row.holder, at],
        );
      }
      await writeAudit(tx, actor, {
        action: `bankAccount.${status === 'approved' ? 'approve' : 'reject'}`,
        target: `bank-account-change:${id}`,
        before: { status: 'pending', account: masked(current ?? null) },
        after: {
          status,
          account: masked(status === 'approved' ? row : (current ?? null)),
          reason,
        },
      });
      const [change] = await tx.query<AdminBankAccountChange>(
        `${ADMIN_CHANGE_SELECT} WHERE c.id = $1`,
        [id],
      );
      return { change: change! };
    });
  }
}
