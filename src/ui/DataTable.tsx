import type { CSSProperties, HTMLAttributes, Key, ReactNode } from 'react';
import { COMMON } from '../../common/i18n/common.ko';
import { errorMessage } from '../api/errors';
import { Pagination } from './Pagination';
import controls from './controls.module.css';
import { scrollRegion } from './scroll-region';

export type Column<R> = {
  header: ReactNode;
  /** Right-aligned numbers: both the header and the cells get the `num` class. */
  numeric?: boolean;
  cellStyle?: CSSProperties;
  cell: (row: R) => ReactNode;
};

/** Attributes of a row: test ids, `data-*` keys, selection state. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & {
  [key: `data-${string}`]: string | number | boolean | undefined;
};

type Props<R> = {
  columns: readonly Column<R>[];
  /** Undefined until the first load has answered. */
  rows: readonly R[] | undefined;
  rowKey: (row: R) => Key;
  rowProps?: (row: R) => RowAttributes;
  loading: boolean;
  error: unknown;
  emptyText: ReactNode;
  loadingText?: ReactNode;
  /** Page buttons below the table, once the first page has arrived. */
  pager?: Pager | null;
};

export type Pager = { page: number; pageCount: number; onChange: (page: number) => void };

/** The page buttons of a paged response (spec §9: 15 per page); none before it arrives. */
export function pagerOf(
  data: { page: number; pageCount: number } | null | undefined,
  onChange: (page: number) => void,
): Pager | null {
  return data ? { page: data.page, pageCount: data.pageCount, onChange } : null;
}

/** A table with the loading, empty and error rows, and the optional page buttons. */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  rowProps,
  loading,
  error,
  emptyText,
  loadingText = COMMON.loading,
  pager,
}: Props<R>) {
  const span = columns.length;
  const stateRow = (text: ReactNode, alert = false) => (
    <tr>
      <td colSpan={span} className={controls.emptyCell} role={alert ? 'alert' : undefined}>
        {text}
      </td>
    </tr>
  );
  return (
    <>
      <div className={controls.tableWrap} {...scrollRegion()}>
        <table className={controls.table}>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} className={column.numeric ? controls.num : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {error && !rows ? stateRow(errorMessage(error), true) : null}
            {loading && !rows ? stateRow(loadingText) : null}
            {rows && rows.length === 0 ? stateRow(emptyText) : null}
            {rows?.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column, i) => (
                  <td
                    key={i}
                    className={column.numeric ? controls.num : undefined}
                    style={column.cellStyle}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager ? <Pagination {...pager} /> : null}
    </>
  );
}
