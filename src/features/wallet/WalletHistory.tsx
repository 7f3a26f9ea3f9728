import { useState } from 'react';
import { cancelWalletRequest } from '../../api/wallet.api';
import type {
  WalletRequestKind,
  WalletRequestView,
} from '../../../common/contract/wallet.contract';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { chargeTypeLabel, StatusBadge } from '../../ui/wallet/wallet-labels';
import type { useWalletHistory } from './use-wallet-history';

type Props = {
  kind: WalletRequestKind;
  history: ReturnType<typeof useWalletHistory>;
  /** After a cancel: refetch, and for exchanges the reserved cash came back. */
  onCancelled: () => void;
};

/** The member's requests of one kind, newest first, statuses in Korean, updated live. */
export function WalletHistory({ kind, history, onCancelled }: Props) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const texts = kind === 'charge' ? WALLET.charge : WALLET.exchange;

  const onCancel = async (row: WalletRequestView) => {
    if (!window.confirm(WALLET.cancelConfirm)) return;
    setBusyId(row.id);
    setNotice(null);
    try {
      await cancelWalletRequest(row.id);
      setNotice({ ok: true, text: WALLET.cancelled });
      onCancelled();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<WalletRequestView>[] = [
    { header: WALLET.colDate, cell: (r) => formatDateTime(r.createdAt) },
    { header: WALLET.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
    ...(kind === 'charge'
      ? [{ header: WALLET.colType, cell: (r: WalletRequestView) => chargeTypeLabel(r.chargeType) }]
      : []),
    { header: WALLET.colStatus, cell: (r) => <StatusBadge status={r.status} /> },
    { header: WALLET.colDecided, cell: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '-') },
    { header: WALLET.colReason, cell: (r) => r.rejectReason ?? '' },
    {
      header: WALLET.colActions,
      cell: (r) =>
        r.status === 'pending' ? (
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            disabled={busyId === r.id}
            onClick={() => void onCancel(r)}
          >
            {WALLET.cancel}
          </button>
        ) : null,
    },
  ];

  return (
    <Card id={`wallet-history-${kind}`} title={texts.history} data-testid="wallet-history">
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={history.rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({
          'data-testid': 'wallet-history-row',
          'data-request-id': r.id,
          'data-status': r.status,
        })}
        loading={history.loading}
        error={history.error}
        emptyText={texts.empty}
        pager={history.pager}
      />
    </Card>
  );
}
