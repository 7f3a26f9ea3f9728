import { useState, type FormEvent } from 'react';
import { fetchAdminCasinoReconciliation } from '../../../api/admin-casino.api';
import { errorMessage } from '../../../api/errors';
import type {
  AdminCasinoReconcile,
  ReconcileLine,
  ReconcileTotals,
} from '../../../../common/contract/casino-admin.contract';
import { formatWon } from '../../../../common/domain/format';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';
import { isReconcileProblem, seoulDate } from './casino-admin-input';
import own from './CasinoAdmin.module.css';
import { useCasinoCatalogOptions } from './use-casino-catalog-options';

const TOTAL_ROWS: { key: keyof ReconcileTotals; label: string }[] = [
  { key: 'bets', label: T.totalBets },
  { key: 'wins', label: T.totalWins },
  { key: 'rollbacks', label: T.totalRollbacks },
  { key: 'net', label: T.totalNet },
];

const lineColumns: Column<ReconcileLine>[] = [
  { header: T.colTransaction, cell: (l) => <code>{l.transactionUuid}</code> },
  { header: T.colKind, cell: (l) => T.txKind[l.kind] },
  { header: T.colRound, cell: (l) => (l.roundRef ? <code>{l.roundRef}</code> : T.none) },
  {
    header: T.colTheirAmount,
    numeric: true,
    cell: (l) => (l.theirAmount === null ? T.none : formatWon(l.theirAmount)),
  },
  {
    header: T.colOurAmount,
    numeric: true,
    cell: (l) => (l.ourAmount === null ? T.none : formatWon(l.ourAmount)),
  },
  {
    header: T.colStatus,
    cell: (l) => (
      <span
        className={`${controls.badge} ${isReconcileProblem(l.status) ? controls.badgeDanger : controls.badgeOn}`}
      >
        {T.lineStatus[l.status]}
      </span>
    ),
  },
];

/** Totals side by side; a figure that differs from the provider's is marked. */
function TotalsTable({ report }: { report: AdminCasinoReconcile }) {
  const cell = (key: keyof ReconcileTotals, value: number) => (
    <td className={`${controls.num} ${value === report.theirs[key] ? '' : own.differs}`}>
      {formatWon(value)}
    </td>
  );
  return (
    <div className={controls.tableWrap}>
      <table className={controls.table} data-testid="admin-casino-reconcile-totals">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className={controls.num}>
              {T.sideTheirs}
            </th>
            <th scope="col" className={controls.num}>
              {T.sideOurs}
            </th>
            <th scope="col" className={controls.num}>
              {T.sideLedger}
            </th>
          </tr>
        </thead>
        <tbody>
          {TOTAL_ROWS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className={controls.num}>{formatWon(report.theirs[key])}</td>
              {cell(key, report.ours[key])}
              {cell(key, report.ledger[key])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The provider's report beside our books, for one provider and one Seoul day. */
export function CasinoReconcileCard() {
  const options = useCasinoCatalogOptions();
  const [providerId, setProviderId] = useState('');
  const [date, setDate] = useState(() => seoulDate(Date.now()));
  const [report, setReport] = useState<AdminCasinoReconcile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = providerId || options.providers[0]?.value || '';

  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !date) return;
    setBusy(true);
    setError(null);
    try {
      setReport(await fetchAdminCasinoReconciliation(Number(chosen), date));
    } catch (e) {
      setReport(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      id="admin-casino-reconcile-title"
      title={T.reconcileTitle}
      data-testid="admin-casino-reconcile"
      actions={
        <form className={styles.inlineForm} onSubmit={(e) => void run(e)}>
          <label htmlFor="admin-casino-reconcile-provider" className={controls.label}>
            {T.filterProvider}
          </label>
          <select
            id="admin-casino-reconcile-provider"
            className={controls.input}
            style={{ minHeight: 32 }}
            value={chosen}
            onChange={(e) => setProviderId(e.target.value)}
          >
            {options.providers.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          <label htmlFor="admin-casino-reconcile-date" className={controls.label}>
            {T.reconcileDate}
          </label>
          <input
            id="admin-casino-reconcile-date"
            type="date"
            className={controls.input}
            style={{ minHeight: 32 }}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <button
            type="submit"
            className={`${controls.btn} ${controls.sm} ${controls.primary}`}
            disabled={busy || !chosen}
          >
            {T.reconcileRun}
          </button>
        </form>
      }
    >
      {error ? (
        <Notice error style={{ margin: 12 }}>
          {error}
        </Notice>
      ) : null}
      {report ? (
        <div className={own.totals}>
          <Notice error={!report.netMatches}>
            {report.netMatches
              ? T.netMatches
              : T.netDiffers(formatWon(report.ledger.net - report.theirs.net))}
          </Notice>
          <TotalsTable report={report} />
          <p className={controls.hint}>
            {T.operatorMoves(formatWon(report.operator.rollbacks), formatWon(report.operator.wins))}
          </p>
          <h3>{T.linesTitle}</h3>
          <DataTable
            columns={lineColumns}
            rows={report.lines}
            rowKey={(l) => l.transactionUuid}
            rowProps={(l) => ({
              'data-testid': 'admin-casino-reconcile-line',
              'data-status': l.status,
              className: isReconcileProblem(l.status) ? own.problemRow : undefined,
            })}
            loading={false}
            error={undefined}
            emptyText={T.linesEmpty}
          />
        </div>
      ) : error ? null : (
        <p className={controls.hint} style={{ padding: 12 }}>
          {T.reconcilePrompt}
        </p>
      )}
    </Card>
  );
}
