import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import styles from './AdminArea.module.css';

export type AdminNotice = { ok: boolean; text: string } | null;

type Props<R> = {
  id: string;
  title: ReactNode;
  testId?: string;
  /** Filter controls in the header; with `onRefresh`, a refresh button follows them. */
  filters?: ReactNode;
  onRefresh?: () => void;
  refreshLabel?: ReactNode;
  /** The whole header instead (a search form with its own submit button). */
  actions?: ReactNode;
  /** The outcome of the last action taken on a row, above the table. */
  notice?: AdminNotice;
  /** Instead of `notice`, where the outcome says more than one line of text. */
  above?: ReactNode;
  table: ComponentProps<typeof DataTable<R>>;
  /** After the table: the dialogs the rows open. */
  children?: ReactNode;
};

/** A back-office list: a card with filters, the last action's outcome, the table and its pager. */
export function AdminListCard<R>({
  id,
  title,
  testId,
  filters,
  onRefresh,
  refreshLabel,
  actions,
  notice,
  above,
  table,
  children,
}: Props<R>) {
  const header =
    actions ??
    (filters !== undefined || onRefresh ? (
      <div className={styles.inlineForm}>
        {filters}
        {onRefresh ? (
          <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={onRefresh}>
            {refreshLabel}
          </button>
        ) : null}
      </div>
    ) : undefined);
  return (
    <Card id={id} title={title} data-testid={testId} actions={header}>
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      {above}
      <DataTable {...table} />
      {children}
    </Card>
  );
}
