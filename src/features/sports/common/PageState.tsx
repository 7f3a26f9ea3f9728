import type { ReactNode } from 'react';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { errorMessage } from '../../../api/errors';
import styles from '../board/Board.module.css';

type Props = {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** Loading, failure and empty states of a fixture list; the list itself once it has rows. */
export function PageState({ loading, error, empty, emptyText, children }: Props) {
  if (error && empty) {
    return (
      <p className={styles.empty} role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  if (loading && empty) {
    return (
      <p className={styles.empty} role="status">
        {T.loading}
      </p>
    );
  }
  if (empty) {
    return (
      <p className={styles.empty} data-testid="fixtures-empty">
        {emptyText}
      </p>
    );
  }
  return <>{children}</>;
}
