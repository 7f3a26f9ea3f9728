import {
  approveSettlement,
  fetchSettlementQueue,
  rejectSettlement,
} from '../../../api/admin-rolling.api';
import {
  SETTLEMENT_KINDS,
  SETTLEMENT_ROLES,
  SETTLEMENT_STATUSES,
  type AdminSettlementRequestView,
} from '../../../../common/contract/rolling.contract';
import { formatDateTime, formatShortDateTime, formatWon } from '../../../../common/domain/format';
import { ROLLING, formatRateBp } from '../../../../common/i18n/rolling.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { RejectReasonDialog } from '../shared/RejectReasonDialog';
import { AdminListCard } from '../shared/AdminListCard';
import { decisionColumn } from '../shared/DecisionButtons';
import { FilterSelect } from '../shared/FilterSelect';
import { ADMIN_LIST_POLL_MS, useAdminList } from '../shared/use-admin-list';
import { useRequestDecision } from '../shared/use-request-decision';

const T = ROLLING.admin;

const STATUS_BADGE = {
  pending: controls.badgeWarn ?? '',
  approved: controls.badgeOn ?? '',
  rejected: controls.badgeDanger ?? '',
} as const;

function windowText(r: AdminSettlementRequestView): string {
  if (!r.windowFrom || !r.windowTo) return '-';
  const from = Date.parse(r.windowFrom) === 0 ? '' : formatShortDateTime(r.windowFrom);
  return `${from} ~ ${formatShortDateTime(r.windowTo)}`;
}

/** The settlement queue (pending first): approve pays through the ledger, reject needs a reason. */
export function RollingRequestsCard() {
  const list = useAdminList({ kind: '', status: '', role: '', page: 1 }, fetchSettlementQueue, {
    pollMs: ADMIN_LIST_POLL_MS,
  });
  const { filter, setFilter, reload } = list;
  const { notice, busyId, rejecting, setRejecting, decide } =
    useRequestDecision<AdminSettlementRequestView>(reload);

  const onApprove = (row: AdminSettlementRequestView) => {
    const text = T.approveConfirm(row.nickname, formatWon(row.amountWon), ROLLING.kind[row.kind]);
    if (!window.confirm(text)) return;
    void decide(row, () => approveSettlement(row.id), T.approved);
  };

  const onReject = (row: AdminSettlementRequestView, reason: string) => {
    setRejecting(null);
    void decide(row, () => rejectSettlement(row.id, reason), T.rejected);
  };

  const columns: Column<AdminSettlementRequestView>[] = [
    { header: T.colId, numeric: true, cell: (r) => r.id },
    {
      header: T.colRequester,
      cell: (r) => `${r.nickname} (${r.userId}) · ${ROLLING.role[r.role]}`,
    },
    { header: T.colKind, cell: (r) => ROLLING.kind[r.kind] },
    { header: T.colWindow, cell: windowText },
    { header: T.colTurnover, numeric: true, cell: (r) => formatWon(r.turnoverWon) },
    {
      header: T.colRate,
      numeric: true,
      cell: (r) => (r.kind === 'event' ? '-' : formatRateBp(r.rateBp)),
    },
    { header: T.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
    {
      header: T.colStatus,
      cell: (r) => (
        <span className={`${controls.badge} ${STATUS_BADGE[r.status]}`} data-status={r.status}>
          {ROLLING.status[r.status]}
        </span>
      ),
    },
    { header: T.colCreated, cell: (r) => formatDateTime(r.createdAt) },
    { header: T.colReason, cell: (r) => r.rejectReason ?? '' },
    decisionColumn({
      header: T.colActions,
      approveLabel: T.approve,
      rejectLabel: T.reject,
      busyId,
      onApprove,
      onReject: setRejecting,
    }),
  ];

  return (
    <AdminListCard
      id="admin-rolling-requests-title"
      title={T.requestsTitle}
      testId="admin-rolling-requests"
      filters={
        <>
          <FilterSelect
            id="admin-rolling-kind"
            label={T.kindFilter}
            value={filter.kind}
            values={SETTLEMENT_KINDS}
            optionLabel={(v) => ROLLING.kind[v]}
            allLabel={T.all}
            onChange={(kind) => setFilter({ kind })}
          />
          <FilterSelect
            id="admin-rolling-status"
            label={T.statusFilter}
            value={filter.status}
            values={SETTLEMENT_STATUSES}
            optionLabel={(v) => ROLLING.status[v]}
            allLabel={T.all}
            onChange={(status) => setFilter({ status })}
          />
          <FilterSelect
            id="admin-rolling-role"
            label={T.roleFilter}
            value={filter.role}
            values={SETTLEMENT_ROLES}
            optionLabel={(v) => ROLLING.role[v]}
            allLabel={T.all}
            onChange={(role) => setFilter({ role })}
          />
        </>
      }
      onRefresh={reload}
      refreshLabel={ROLLING.refresh}
      notice={notice}
      table={{
        ...list.table,
        columns,
        rowKey: (r) => r.id,
        rowProps: (r) => ({
          'data-testid': 'admin-rolling-request-row',
          'data-request-id': r.id,
          'data-status': r.status,
          'data-kind': r.kind,
          'data-user-id': r.userId,
        }),
        emptyText: T.requestsEmpty,
      }}
    >
      <RejectReasonDialog
        request={rejecting}
        summary={(r) => (
          <>
            {r.nickname} ({r.userId}) · {ROLLING.kind[r.kind]} {formatWon(r.amountWon)}
          </>
        )}
        texts={T}
        idPrefix="admin-rolling-reject"
        busy={busyId !== null}
        onClose={() => setRejecting(null)}
        onReject={onReject}
      />
    </AdminListCard>
  );
}
