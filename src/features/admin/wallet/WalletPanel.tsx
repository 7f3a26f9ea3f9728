import { useEffect, useState } from 'react';
import {
  approveWalletRequest,
  fetchAdminWalletRequests,
  rejectWalletRequest,
  type AdminWalletFilter,
} from '../../../api/admin-wallet.api';
import {
  WALLET_REQUEST_KINDS,
  WALLET_REQUEST_STATUSES,
  type AdminWalletRequestView,
} from '../../../contract/wallet.contract';
import { formatDateTime, formatWon } from '../../../domain/format';
import { ADMIN } from '../../../i18n/admin.ko';
import { WALLET } from '../../../i18n/wallet.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { chargeTypeLabel } from '../../wallet/amount';
import { StatusBadge } from '../../wallet/WalletHistory';
import { CoinAddressCard } from './CoinAddressCard';
import { RejectReasonDialog } from '../shared/RejectReasonDialog';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.wallet;
/** New requests show up without a click (the operator has no per-member stream). */
const POLL_MS = 5_000;

/** Charge and exchange requests (pending first, by the server), approved or rejected here. */
export function WalletPanel() {
  const [filter, setFilter] = useState<AdminWalletFilter>({ kind: '', status: '', page: 1 });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AdminWalletRequestView | null>(null);
  const { data, error, loading, reload } = useAsync(
    () => fetchAdminWalletRequests(filter),
    [filter.kind, filter.status, filter.page],
  );

  useEffect(() => {
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const decide = async (
    row: AdminWalletRequestView,
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
    // Issue 5: the coin charge's transaction hash, which the operator checks before approving.
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
    { header: T.colCreated, cell: (r) => formatDateTime(r.createdAt) },
    { header: T.colDecided, cell: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '-') },
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

  return (
    <div className={styles.panel}>
      <Card
        id="admin-wallet-title"
        title={T.title}
        data-testid="admin-wallet-requests"
        actions={
          <div className={styles.inlineForm}>
            <label htmlFor="admin-wallet-kind">{T.kind}</label>
            <select
              id="admin-wallet-kind"
              className={controls.input}
              value={filter.kind}
              onChange={(e) =>
                setFilter((f) => ({
                  ...f,
                  kind: e.target.value as AdminWalletFilter['kind'],
                  page: 1,
                }))
              }
            >
              <option value="">{T.all}</option>
              {WALLET_REQUEST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {WALLET.kind[k]}
                </option>
              ))}
            </select>
            <label htmlFor="admin-wallet-status">{T.status}</label>
            <select
              id="admin-wallet-status"
              className={controls.input}
              value={filter.status}
              onChange={(e) =>
                setFilter((f) => ({
                  ...f,
                  status: e.target.value as AdminWalletFilter['status'],
                  page: 1,
                }))
              }
            >
              <option value="">{T.all}</option>
              {WALLET_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {WALLET.status[s]}
                </option>
              ))}
            </select>
            <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reload}>
              {T.refresh}
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
            'data-testid': 'admin-wallet-row',
            'data-request-id': r.id,
            'data-status': r.status,
            'data-kind': r.kind,
            'data-user-id': r.userId,
          })}
          loading={loading}
          error={error}
          emptyText={T.empty}
          pager={pagerOf(data, (page) => setFilter((f) => ({ ...f, page })))}
        />
      </Card>
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
