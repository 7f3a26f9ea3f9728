import { useId, useState } from 'react';
import { fetchStatement } from '../../api/points.api';
import type { StatementCurrency, StatementEntry } from '../../../common/contract/points.contract';
import { formatDateTime, formatPoints, formatWon } from '../../../common/domain/format';
import { POINTS, statementKindLabel } from '../../../common/i18n/points.ko';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { useAsync } from '../../ui/use-async';
import styles from './Points.module.css';

const TABS: readonly StatementCurrency[] = ['point', 'cash'];

/** Signed with its unit: `+12,000원`, `-10,000P`. */
export function formatSigned(amount: number, currency: StatementCurrency): string {
  const format = currency === 'cash' ? formatWon : formatPoints;
  return amount > 0 ? `+${format(amount)}` : amount < 0 ? `-${format(-amount)}` : format(0);
}

/** 포인트 내역 / 머니 내역: the member's own ledger entries, newest first, 15 a page. */
export function StatementTabs({ reloadKey }: { reloadKey: number }) {
  const baseId = useId();
  const [tab, setTab] = useState<StatementCurrency>('point');
  const [page, setPage] = useState(1);
  const statement = useAsync(() => fetchStatement(tab, page), [tab, page, reloadKey]);
  const format = tab === 'cash' ? formatWon : formatPoints;

  const columns: Column<StatementEntry>[] = [
    { header: POINTS.colDate, cell: (r) => formatDateTime(r.createdAt) },
    { header: POINTS.colKind, cell: (r) => statementKindLabel(r.kind) },
    {
      header: POINTS.colAmount,
      numeric: true,
      cell: (r) => (
        <span className={r.amount < 0 ? styles.minus : styles.plus}>
          {formatSigned(r.amount, tab)}
        </span>
      ),
    },
    { header: POINTS.colBalance, numeric: true, cell: (r) => format(r.balanceAfter) },
    { header: POINTS.colMemo, cell: (r) => r.memo },
  ];

  return (
    <Card id="statement-title" title={POINTS.tabs[tab]} data-testid="statement">
      <div role="tablist" aria-label={POINTS.tabsLabel} className={styles.tabs}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`${baseId}-panel`}
            className={styles.tab}
            data-testid={`statement-tab-${t}`}
            onClick={() => {
              setTab(t);
              setPage(1);
            }}
          >
            {POINTS.tabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <DataTable
          columns={columns}
          rows={statement.data?.items}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-testid': 'statement-row', 'data-entry-id': r.id })}
          loading={statement.loading}
          error={statement.error}
          emptyText={POINTS.empty[tab]}
          pager={
            statement.data
              ? {
                  page: statement.data.page,
                  pageCount: statement.data.pageCount,
                  onChange: setPage,
                }
              : null
          }
        />
      </div>
    </Card>
  );
}
