import { fetchAdminMemberBankAccount } from '../../../api/member-admin.api';
import { errorMessage } from '../../../api/errors';
import { formatDateTime } from '../../../../common/domain/format';
import { MEMBER_ADMIN as T } from '../../../../common/i18n/member-admin.ko';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';

/** The member's withdrawal account and a change waiting for approval (read only here). */
export function MemberBankAccountView({ memberId }: { memberId: number }) {
  const state = useAsync(() => fetchAdminMemberBankAccount(memberId), [memberId]);
  if (state.error && !state.data) return <Notice error>{errorMessage(state.error)}</Notice>;
  if (!state.data) return <p>{T.loading}</p>;
  const { account, pending } = state.data;
  return (
    <div data-testid="admin-member-bank">
      {account ? (
        <p>
          <span className={controls.label}>{T.bankCurrent}</span>{' '}
          <strong data-testid="admin-member-bank-current">
            {T.bankLine(account.bankName, account.accountNumber, account.holder)}
          </strong>
        </p>
      ) : (
        <p>{T.bankNone}</p>
      )}
      {pending ? (
        <>
          <p>
            <span className={controls.label}>{T.bankPending}</span>{' '}
            <strong data-testid="admin-member-bank-pending">
              {T.bankLine(pending.bankName, pending.accountNumber, pending.holder)}
            </strong>{' '}
            ({formatDateTime(pending.createdAt)})
          </p>
          <p className={controls.hint}>{T.bankPendingHint}</p>
        </>
      ) : null}
    </div>
  );
}
