import { useState, type FormEvent } from 'react';
import { fetchManagerReport } from '../../api/manager.api';
import {
  MANAGER_REPORT_MAX_DAYS,
  type ManagerReportBranch,
  type ManagerReportRow,
} from '../../../common/contract/manager.contract';
import { ROLLING_CATEGORIES, type CategoryWon } from '../../../common/contract/rolling.contract';
import { formatWon } from '../../../common/domain/format';
import { AGENT_TREE, MANAGER } from '../../../common/i18n/manager.ko';
import { ROLLING, formatRateBp } from '../../../common/i18n/rolling.ko';
import { Card } from '../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../ui/DataTable';
import { FieldError } from '../../ui/FormField';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { defaultReportRange } from './seoul-dates';
import styles from './Manager.module.css';

const T = ROLLING.manager;
const DAY_MS = 86_400_000;

const sumWon = (won: CategoryWon) => ROLLING_CATEGORIES.reduce((s, c) => s + won[c], 0);

/** Mirrors the server's rule: from ≤ to and at most 93 Seoul days. */
export function rangeError(from: string, to: string): string | null {
  if (!from || !to || from > to) return T.rangeInvalid;
  return Date.parse(to) - Date.parse(from) < MANAGER_REPORT_MAX_DAYS * DAY_MS
    ? null
    : T.rangeInvalid;
}

const COLUMNS: Column<ManagerReportRow>[] = [
  { header: T.colMember, cell: (r) => `${r.nickname} (${r.userId})` },
  { header: MANAGER.colAgent, cell: (r) => r.agentUserId },
  { header: T.colDeposits, numeric: true, cell: (r) => formatWon(r.depositsWon) },
  { header: T.colWithdrawals, numeric: true, cell: (r) => formatWon(r.withdrawalsWon) },
  ...ROLLING_CATEGORIES.map((c): Column<ManagerReportRow> => ({
    header: T.colTurnover(c),
    numeric: true,
    cell: (r) => formatWon(r.turnover[c]),
  })),
  { header: T.colRolling, numeric: true, cell: (r) => formatWon(sumWon(r.rolling)) },
];

/** The covered agent's direct sub-agents: each branch's turnover and the sub-agent's share. */
function branchColumns(onDrill: (id: number) => void): Column<ManagerReportBranch>[] {
  return [
    { header: AGENT_TREE.colBranch, cell: (b) => `${b.nickname} (${b.userId})` },
    {
      header: AGENT_TREE.colBranchTurnover,
      numeric: true,
      cell: (b) => formatWon(sumWon(b.turnover)),
    },
    {
      header: AGENT_TREE.colBranchRolling,
      numeric: true,
      cell: (b) => formatWon(sumWon(b.rolling)),
    },
    {
      header: AGENT_TREE.colRates,
      cell: (b) =>
        ROLLING_CATEGORIES.map((c) => `${ROLLING.category[c]} ${formatRateBp(b.ratesBp[c])}`).join(
          ' · ',
        ),
    },
    {
      header: AGENT_TREE.colActions,
      cell: (b) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={() => onDrill(b.id)}
        >
          {AGENT_TREE.drill}
        </button>
      ),
    },
  ];
}

/**
 * Deposits, withdrawals, turnover and rolling of the agent's whole subtree for a
 * range of Seoul days, with the direct sub-agents' branches; a branch drills into its subtree.
 */
export function ManagerReport() {
  const [draft, setDraft] = useState(() => defaultReportRange(new Date()));
  const [range, setRange] = useState(draft);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [agentId, setAgentId] = useState<number | undefined>(undefined);
  const report = useAsync(
    () => fetchManagerReport(range.from, range.to, page, agentId),
    [range.from, range.to, page, agentId],
  );
  const drill = (id: number | undefined) => {
    setAgentId(id);
    setPage(1);
  };
  const data = report.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(draft.from, draft.to);
    setError(problem);
    if (problem) return;
    setRange(draft);
    setPage(1);
  };

  return (
    <Card id="manager-report-title" heading="h1" title={T.reportTitle} data-testid="manager-report">
      <div className={styles.body}>
        <p className={controls.hint}>{T.reportLead}</p>
        <form className={styles.range} onSubmit={onSubmit} noValidate>
          <label className={controls.field}>
            <span className={controls.label}>{T.from}</span>
            <input
              type="date"
              className={controls.input}
              value={draft.from}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              data-testid="manager-report-from"
            />
          </label>
          <label className={controls.field}>
            <span className={controls.label}>{T.to}</span>
            <input
              type="date"
              className={controls.input}
              value={draft.to}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              data-testid="manager-report-to"
            />
          </label>
          <button type="submit" className={`${controls.btn} ${controls.primary}`}>
            {T.search}
          </button>
        </form>
        <FieldError id="manager-report-range-error">{error}</FieldError>
        {agentId && data ? (
          <p className={controls.hint} data-testid="manager-report-viewing">
            {AGENT_TREE.viewing(data.agentUserId)}{' '}
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              onClick={() => drill(undefined)}
            >
              {AGENT_TREE.viewMine}
            </button>
          </p>
        ) : null}
        {data ? (
          <dl className={styles.figures} data-testid="manager-report-totals">
            <div className={styles.figure}>
              <dt className={controls.hint}>{T.colDeposits}</dt>
              <dd className={styles.figureValue}>{formatWon(data.totals.depositsWon)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={controls.hint}>{T.colWithdrawals}</dt>
              <dd className={styles.figureValue}>{formatWon(data.totals.withdrawalsWon)}</dd>
            </div>
            {ROLLING_CATEGORIES.map((c) => (
              <div key={c} className={styles.figure}>
                <dt className={controls.hint}>{T.colTurnover(c)}</dt>
                <dd className={styles.figureValue}>{formatWon(data.totals.turnover[c])}</dd>
              </div>
            ))}
            {ROLLING_CATEGORIES.map((c) => (
              <div key={`agent-${c}`} className={styles.figure}>
                <dt className={controls.hint}>
                  {T.agentRolling} · {ROLLING.category[c]} {formatRateBp(data.agentRatesBp[c])}
                </dt>
                <dd className={styles.figureValue} data-testid={`manager-agent-rolling-${c}`}>
                  {formatWon(data.totals.agentRolling[c])}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <DataTable
        columns={COLUMNS}
        rows={data?.items}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'manager-report-row', 'data-user-id': r.userId })}
        loading={report.loading}
        error={report.error}
        emptyText={T.empty}
        pager={pagerOf(data, setPage)}
      />
      {data && data.branches.length > 0 ? (
        <>
          <h3 className={styles.body}>{AGENT_TREE.branchesTitle}</h3>
          <DataTable
            columns={branchColumns(drill)}
            rows={data.branches}
            rowKey={(b) => b.id}
            rowProps={(b) => ({ 'data-testid': 'manager-branch-row', 'data-user-id': b.userId })}
            loading={report.loading}
            error={report.error}
            emptyText={AGENT_TREE.empty}
          />
        </>
      ) : null}
    </Card>
  );
}
