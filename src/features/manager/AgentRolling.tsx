import { useState } from 'react';
import {
  fetchAgentRolling,
  fetchAgentSettlements,
  requestAgentSettlement,
} from '../../api/manager.api';
import {
  ROLLING_MIN_SETTLE_WON,
  type RollingCategorySummary,
  type SettlementRequestView,
} from '../../../common/contract/rolling.contract';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { ROLLING, formatRateBp } from '../../../common/i18n/rolling.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './Manager.module.css';

const T = ROLLING.manager;

const HISTORY_COLUMNS: Column<SettlementRequestView>[] = [
  { header: ROLLING.colDate, cell: (r) => formatDateTime(r.createdAt) },
  { header: ROLLING.colKind, cell: (r) => ROLLING.kind[r.kind] },
  { header: ROLLING.colTurnover, numeric: true, cell: (r) => formatWon(r.turnoverWon) },
  { header: ROLLING.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
  { header: ROLLING.colStatus, cell: (r) => ROLLING.status[r.status] },
  { header: ROLLING.colDecided, cell: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '-') },
  { header: ROLLING.colReason, cell: (r) => r.rejectReason ?? '' },
];

/** The agent's own rolling on the downline's turnover, its requests and their outcome. */
export function AgentRolling() {
  const [reloadKey, setReloadKey] = useState(0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const summary = useAsync(fetchAgentRolling, [reloadKey]);
  const history = useAsync(() => fetchAgentSettlements(page), [page, reloadKey]);

  const onRequest = async (row: RollingCategorySummary) => {
    setBusy(row.category);
    setNotice(null);
    try {
      const { request } = await requestAgentSettlement({
        kind: row.category,
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({ ok: true, text: ROLLING.requested(formatWon(request.amountWon)) });
      setReloadKey((k) => k + 1);
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<RollingCategorySummary>[] = [
    { header: ROLLING.colKind, cell: (r) => ROLLING.category[r.category] },
    { header: ROLLING.rate, numeric: true, cell: (r) => formatRateBp(r.rateBp) },
    { header: ROLLING.before, numeric: true, cell: (r) => formatWon(r.before.rollingWon) },
    { header: ROLLING.pending, numeric: true, cell: (r) => formatWon(r.pending.rollingWon) },
    {
      header: `${ROLLING.after} ${ROLLING.colTurnover}`,
      numeric: true,
      cell: (r) => formatWon(r.after.turnoverWon),
    },
    {
      header: `${ROLLING.after} ${ROLLING.colRolling}`,
      numeric: true,
      cell: (r) => formatWon(r.after.rollingWon),
    },
    {
      header: ROLLING.admin.colActions,
      cell: (r) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.accent}`}
          disabled={
            busy !== null ||
            r.pendingRequestId !== null ||
            r.after.rollingWon < ROLLING_MIN_SETTLE_WON
          }
          onClick={() => void onRequest(r)}
        >
          {ROLLING.request(r.category)}
        </button>
      ),
    },
  ];

  return (
    <>
      <Card id="manager-rolling-title" title={T.rollingTitle} data-testid="manager-rolling">
        <div className={styles.body}>
          <p className={controls.hint}>{T.rollingLead}</p>
          {summary.data ? (
            <p className={controls.hint}>{ROLLING.cutoff(formatDateTime(summary.data.cutoffAt))}</p>
          ) : null}
          {summary.data ? (
            <dl className={styles.figures}>
              {(
                [
                  [ROLLING.totalBefore, summary.data.beforeTotal],
                  [ROLLING.totalPending, summary.data.pendingTotal],
                  [ROLLING.totalAfter, summary.data.afterTotal],
                  [ROLLING.total, summary.data.total],
                ] as const
              ).map(([label, won]) => (
                <div key={label} className={styles.figure}>
                  <dt className={controls.hint}>{label}</dt>
                  <dd className={styles.figureValue}>{formatWon(won)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        </div>
        <DataTable
          columns={columns}
          rows={summary.data?.categories}
          rowKey={(r) => r.category}
          rowProps={(r) => ({ 'data-testid': 'manager-rolling-row', 'data-category': r.category })}
          loading={summary.loading}
          error={summary.error}
          emptyText={ROLLING.historyEmpty}
        />
      </Card>
      <Card id="manager-rolling-history-title" title={T.historyTitle}>
        <DataTable
          columns={HISTORY_COLUMNS}
          rows={history.data?.items}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-testid': 'manager-settlement-row', 'data-status': r.status })}
          loading={history.loading}
          error={history.error}
          emptyText={ROLLING.historyEmpty}
          pager={
            history.data
              ? { page: history.data.page, pageCount: history.data.pageCount, onChange: setPage }
              : null
          }
        />
      </Card>
    </>
  );
}
