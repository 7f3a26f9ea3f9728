import type { StatementCurrency, StatementEntry } from '../../../common/contract/points.contract';
import { formatShortDateTime } from '../../../common/domain/format';
import { MONEY_HISTORY, moneyKindLabel } from '../../../common/i18n/money-history.ko';
import { DataTable, type Column } from '../DataTable';
import { formatAmountOf, formatSignedAmount } from './history-format';
import styles from './MoneyHistory.module.css';

type Entry = StatementEntry & { reference?: string };

type Props<E extends Entry> = {
  currency: StatementCurrency;
  rows: readonly E[] | undefined;
  loading: boolean;
  error: unknown;
  page: { page: number; pageCount: number } | undefined;
  onPage: (page: number) => void;
  /** Operators also see the business record of each entry. */
  showReference?: boolean;
};

/**
 * Ledger entries of one currency, newest first, 15 a page (spec §9): Seoul time, Korean kind
 * (memo under it), signed change and the balance after. Fits the 450 px dialog of spec §9.
 */
export function HistoryTable<E extends Entry>({
  currency,
  rows,
  loading,
  error,
  page,
  onPage,
  showReference = false,
}: Props<E>) {
  const format = formatAmountOf(currency);
  const columns: Column<E>[] = [
    { header: MONEY_HISTORY.colDate, cell: (r) => formatShortDateTime(r.createdAt) },
    {
      header: MONEY_HISTORY.colKind,
      cell: (r) => (
        <>
          {moneyKindLabel(r.kind)}
          {r.memo ? <span className={styles.memo}>{r.memo}</span> : null}
        </>
      ),
    },
    {
      header: MONEY_HISTORY.colAmount,
      numeric: true,
      cell: (r) => (
        <span className={r.amount < 0 ? styles.minus : styles.plus}>
          {formatSignedAmount(r.amount, currency)}
        </span>
      ),
    },
    { header: MONEY_HISTORY.colBalance, numeric: true, cell: (r) => format(r.balanceAfter) },
    ...(showReference
      ? [{ header: MONEY_HISTORY.colReference, cell: (r: E) => r.reference ?? '' }]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowProps={(r) => ({ 'data-testid': 'history-row', 'data-kind': r.kind })}
      loading={loading}
      error={error}
      emptyText={MONEY_HISTORY.empty[currency]}
      pager={page ? { ...page, onChange: onPage } : null}
    />
  );
}
