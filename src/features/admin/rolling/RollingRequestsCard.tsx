import { useEffect, useState } from 'react';
import {
  approveSettlement,
  fetchSettlementQueue,
  rejectSettlement,
  type SettlementFilter,
} from '../../../api/admin-rolling.api';
import {
  SETTLEMENT_KINDS,
  SETTLEMENT_ROLES,
  SETTLEMENT_STATUSES,
  type AdminSettlementRequestView,
} from '../../../contract/rolling.contract';
import { formatDateTime, formatShortDateTime, formatWon } from '../../../domain/format';
import { ROLLING, formatRateBp } from '../../../i18n/rolling.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { RejectReasonDialog } from '../shared/RejectReasonDialog';
import styles from '../shared/AdminArea.module.css';

const T = ROLLING.admin;
/** New requests show up without a click (operators have no per-member stream). */
const POLL_MS = 5_000;

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
  const [filter, setFilter] = useState<SettlementFilter>({
    kind: '',
    status: '',
    role: '',
    page: 1,
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AdminSettlementRequestView | null>(null);
  const { data, error, loading, reload } = useAsync(
    () => fetchSettlementQueue(filter),
    [filter.kind, filter.status, filter.role, filter.page],
  );

  useEffect(() => {
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const decide = async (
    row: AdminSettlementRequestView,
    action: () => Promise<unknown>,
    ok: string,
  ) => {
    setBusyId(row.id);
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: ok });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyId(null);
    }
  };

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
    {
      header: T.colActions,
      cell: (r) =>
        r.status === 'pending' ? (
          <div className={controls.actions}>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.primary}`}
              disabled={busyId === r.id}
              onClick={() => onApprove(r)}
            >
              {T.approve}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.danger}`}
              disabled={busyId === r.id}
              onClick={() => setRejecting(r)}
            >
              {T.reject}
            </button>
          </div>
        ) : null,
    },
  ];

  const select = <K extends 'kind' | 'status' | 'role'>(
    key: K,
    label: string,
    values: readonly string[],
    text: (value: string) => string,
  ) => (
    <>
      <label htmlFor={`admin-rolling-${key}`}>{label}</label>
      <select
        id={`admin-rolling-${key}`}
        className={controls.input}
        value={filter[key]}
        onChange={(e) =>
          setFilter((f) => ({ ...f, [key]: e.target.value as SettlementFilter[K], page: 1 }))
        }
      >
        <option value="">{T.all}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </>
  );

  return (
    <Card
      id="admin-rolling-requests-title"
      title={T.requestsTitle}
      data-testid="admin-rolling-requests"
      actions={
        <div className={styles.inlineForm}>
          {select('kind', T.kindFilter, SETTLEMENT_KINDS, (v) => ROLLING.kind[v as 'mini'])}
          {select(
            'status',
            T.statusFilter,
            SETTLEMENT_STATUSES,
            (v) => ROLLING.status[v as 'pending'],
          )}
          {select('role', T.roleFilter, SETTLEMENT_ROLES, (v) => ROLLING.role[v as 'member'])}
          <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reload}>
            {ROLLING.refresh}
          </button>
        </div>
      }
    >
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        rowProps={(r) => ({
          'data-testid': 'admin-rolling-request-row',
          'data-request-id': r.id,
          'data-status': r.status,
          'data-kind': r.kind,
          'data-user-id': r.userId,
        })}
        loading={loading}
        error={error}
        emptyText={T.requestsEmpty}
        pager={pagerOf(data, (page) => setFilter((f) => ({ ...f, page })))}
      />
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
    </Card>
  );
}
