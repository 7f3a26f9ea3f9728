import {
  approveBankAccountChange,
  fetchBankAccountChanges,
  rejectBankAccountChange,
  type BankAccountChangeFilter,
} from '../../../api/member-admin.api';
import {
  BANK_ACCOUNT_CHANGE_STATUSES,
  type AdminBankAccountChange,
  type BankAccountDetails,
} from '../../../../common/contract/member-admin.contract';
import { BANK_CHANGES_ADMIN as T, MEMBER_ADMIN } from '../../../../common/i18n/member-admin.ko';
import type { Column } from '../../../ui/DataTable';
import { AdminListCard } from '../shared/AdminListCard';
import { decisionTrailColumns } from '../shared/DecisionButtons';
import { FilterSelect } from '../shared/FilterSelect';
import { RejectReasonDialog } from '../shared/RejectReasonDialog';
import { ADMIN_LIST_POLL_MS, useAdminList } from '../shared/use-admin-list';
import { useRequestDecision } from '../shared/use-request-decision';

const line = (a: BankAccountDetails | null) =>
  a ? MEMBER_ADMIN.bankLine(a.bankName, a.accountNumber, a.holder) : MEMBER_ADMIN.none;

/**
 * Members' withdrawal-account changes: in force only once approved here,
 * beside the account they replace; approve and reject are audited by the server.
 */
export function BankAccountChangesCard() {
  const initial: BankAccountChangeFilter = { status: 'pending', page: 1 };
  const list = useAdminList(initial, fetchBankAccountChanges, { pollMs: ADMIN_LIST_POLL_MS });
  const { reload } = list;
  const { notice, busyId, rejecting, setRejecting, decide } =
    useRequestDecision<AdminBankAccountChange>(reload);

  const onApprove = (row: AdminBankAccountChange) => {
    if (!window.confirm(T.approveConfirm(row.nickname, line(row)))) return;
    void decide(row, () => approveBankAccountChange(row.id), T.approved);
  };
  const onReject = (row: AdminBankAccountChange, reason: string) => {
    setRejecting(null);
    void decide(row, () => rejectBankAccountChange(row.id, reason), T.rejected);
  };

  const columns: Column<AdminBankAccountChange>[] = [
    { header: T.colId, numeric: true, cell: (r) => r.id },
    { header: T.colMember, cell: (r) => `${r.nickname} (${r.userId})` },
    // The current account is shown for pending rows; a decided row's "current" is today's.
    { header: T.colCurrent, cell: (r) => (r.status === 'pending' ? line(r.current) : '-') },
    { header: T.colRequested, cell: (r) => line(r) },
    { header: T.colStatus, cell: (r) => T.statusLabel[r.status] ?? r.status },
    ...decisionTrailColumns(T, { busyId, onApprove, onReject: setRejecting }),
  ];

  return (
    <AdminListCard
      id="admin-bank-changes-title"
      title={T.title}
      testId="admin-bank-account-changes"
      filters={
        <FilterSelect
          id="admin-bank-changes-status"
          label={T.status}
          value={list.filter.status}
          values={BANK_ACCOUNT_CHANGE_STATUSES}
          optionLabel={(st) => T.statusLabel[st] ?? st}
          allLabel={T.all}
          onChange={(status) => list.setFilter({ status })}
        />
      }
      onRefresh={reload}
      refreshLabel={T.refresh}
      notice={notice}
      table={{
        ...list.table,
        columns,
        rowKey: (r) => r.id,
        rowProps: (r) => ({
          'data-testid': 'admin-bank-change-row',
          'data-user-id': r.userId,
          'data-status': r.status,
        }),
        emptyText: T.empty,
      }}
    >
      <RejectReasonDialog
        request={rejecting}
        summary={(r) => (
          <>
            {r.nickname} ({r.userId}) · {line(r)}
          </>
        )}
        texts={T}
        idPrefix="admin-bank-change-reject"
        busy={busyId !== null}
        onClose={() => setRejecting(null)}
        onReject={onReject}
      />
    </AdminListCard>
  );
}
