/**
 * The account an exchange request is paid to: the member's account in force
 * when they ask, copied onto the request in the request's own transaction. A change the operator
 * approves later applies to later requests, never to money already asked for.
 */
import type { BankAccountDetails } from '../../common/contract/member-admin.contract';
import type { Queryable } from '../platform/db/db';

export async function copyPayoutAccount(tx: Queryable, requestId: number): Promise<void> {
  await tx.query(
    `UPDATE wallet_requests r
        SET payout_bank_name = a.bank_name, payout_account_number = a.account_number,
            payout_account_holder = a.holder
       FROM member_bank_accounts a
      WHERE r.id = $1 AND a.member_id = r.member_id`,
    [requestId],
  );
}

/** The operator's columns of the copied account; `withPayoutAccount` folds them into one. */
export const PAYOUT_VIEW_COLUMNS = `r.payout_bank_name AS "payoutBankName",
  r.payout_account_number AS "payoutAccountNumber",
  r.payout_account_holder AS "payoutAccountHolder"`;

export interface PayoutColumns {
  payoutBankName: string | null;
  payoutAccountNumber: string | null;
  payoutAccountHolder: string | null;
}

/**
 * The row without the three columns, with `payoutAccount` only where an account was copied
 * (exchanges of members who had one): charges look exactly as before.
 */
export function withPayoutAccount<Row extends PayoutColumns>(
  row: Row,
): Omit<Row, keyof PayoutColumns> & { payoutAccount?: BankAccountDetails } {
  const { payoutBankName, payoutAccountNumber, payoutAccountHolder, ...rest } = row;
  if (payoutBankName === null || payoutAccountNumber === null || payoutAccountHolder === null) {
    return rest;
  }
  return {
    ...rest,
    payoutAccount: {
      bankName: payoutBankName,
      accountNumber: payoutAccountNumber,
      holder: payoutAccountHolder,
    },
  };
}
