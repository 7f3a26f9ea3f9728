import {
  approveWalletRequest,
  fetchAdminWalletRequests,
  rejectWalletRequest,
} from '../../../api/admin-wallet.api';
import {
  WALLET_REQUEST_KINDS,
  WALLET_REQUEST_STATUSES,
  type AdminWalletRequestView,
} from '../../../../common/contract/wallet.contract';
import { formatWon } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { WALLET } from '../../../../common/i18n/wallet.ko';
import type { Column } from '../../../ui/DataTable';
import { chargeTypeLabel, StatusBadge } from '../../../ui/wallet/wallet-labels';
import { BANK_CHANGES_ADMIN, MEMBER_ADMIN } from '../../../../common/i18n/member-admin.ko';
import { BankAccountChangesCard } from './BankAccountChangesCard';
import { CoinAddressCard } from './CoinAddressCard';
import { RejectReasonDialog } from '../shared/RejectReasonDialog';
import { AdminListCard } from '../shared/AdminListCard';
import { decisionTrailColumns } from '../shared/DecisionButtons';
import { FilterSelect } from '../shared/FilterSelect';
import { ADMIN_LIST_POLL_MS, useAdminList } from '../shared/use-admin-list';
import { useRequestDecision } from '../shared/use-request-decision';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.wallet;

/** Charge and exchange requests (pending first, by the server), approved or rejected here. */
export function WalletPanel() {
  const list = useAdminList({ kind: '', status: '', page: 1 }, fetchAdminWalletRequests, {
    pollMs: ADMIN_LIST_POLL_MS,
  });
  const { reload } = list;
  const { notice, busyId, rejecting, setRejecting, decide } =
    useRequestDecision<AdminWalletRequestView>(reload);

  const onApprove = (row: AdminWalletRequestView) => {
    const confirmText = T.approveConfirm(
      row.nickname,
      formatWon(row.amountWon),
      WALLET.kind[row.kind],
    );
    if (!window.confirm(confirmText)) return;
    void decide(row, () => approveWalletRequest(row.id), T.approved);
  };

  const onReject = (row: AdminWalletRequestView, reason: string) => {
    setRejecting(null);
    void decide(row, () => rejectWalletRequest(row.id, reason), T.rejected);
  };

  const columns: Column<AdminWalletRequestView>[] = [
    { header: T.colId, numeric: true, cell: (r) => r.id },
    { header: T.colMember, cell: (r) => `${r.nickname} (${r.userId})` },
    { header: T.colKind, cell: (r) => WALLET.kind[r.kind] },
    { header: T.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
    { header: T.colDepositor, cell: (r) => r.depositorName ?? '-' },
    { header: T.colType, cell: (r) => (r.kind === 'charge' ? chargeTypeLabel(r.chargeType) : '-') },
    // The account the exchange is paid to, as it was when the member asked.
    {
      header: BANK_CHANGES_ADMIN.colPayout,
      cell: (r) =>
        r.kind !== 'exchange' ? (
          '-'
        ) : (
          <span data-testid="admin-wallet-payout">
            {r.payoutAccount
              ? MEMBER_ADMIN.bankLine(
                  r.payoutAccount.bankName,
                  r.payoutAccount.accountNumber,
                  r.payoutAccount.holder,
                )
              : BANK_CHANGES_ADMIN.payoutNone}
          </span>
        ),
    },
    // The coin charge's transaction hash, which the operator checks before approving.
    {
      header: WALLET.colTxHash,
      cell: (r) =>
        r.txHash ? (
          <code data-testid="admin-wallet-tx-hash" style={{ wordBreak: 'break-all' }}>
            {r.txHash}
          </code>
        ) : (
          '-'
        ),
    },
    { header: T.colStatus, cell: (r) => <StatusBadge status={r.status} /> },
    ...decisionTrailColumns(T, { busyId, onApprove, onReject: setRejecting }),
  ];

  return (
    <div className={styles.panel}>
      <AdminListCard
        id="admin-wallet-title"
        title={T.title}
        testId="admin-wallet-requests"
        filters={
          <>
            <FilterSelect
              id="admin-wallet-kind"
              label={T.kind}
              value={list.filter.kind}
              values={WALLET_REQUEST_KINDS}
              optionLabel={(k) => WALLET.kind[k]}
              allLabel={T.all}
              onChange={(kind) => list.setFilter({ kind })}
            />
            <FilterSelect
              id="admin-wallet-status"
              label={T.status}
              value={list.filter.status}
              values={WALLET_REQUEST_STATUSES}
              optionLabel={(st) => WALLET.status[st]}
              allLabel={T.all}
              onChange={(status) => list.setFilter({ status })}
            />
          </>
        }
        onRefresh={reload}
        refreshLabel={T.refresh}
        notice={notice}
        table={{
          ...list.table,
          columns,
          rowKey: (r) => r.id,
          rowProps: (r) => ({
            'data-testid': 'admin-wallet-row',
            'data-request-id': r.id,
            'data-status': r.status,
            'data-kind': r.kind,
            'data-user-id': r.userId,
          }),
          emptyText: T.empty,
        }}
      />
      <BankAccountChangesCard />
      <CoinAddressCard />
      <RejectReasonDialog
        request={rejecting}
        summary={(r) => (
          <>
            {r.nickname} ({r.userId}) · {WALLET.kind[r.kind]} {formatWon(r.amountWon)}
          </>
        )}
        texts={T}
        idPrefix="admin-wallet-reject"
        busy={busyId !== null}
        onClose={() => setRejecting(null)}
        onReject={onReject}
      />
    </div>
  );
}
