import { COMMON } from '../../common/i18n/common.ko';
import controls from './controls.module.css';
import styles from './Pagination.module.css';

type Props = { page: number; pageCount: number; onChange: (page: number) => void };

/** Page buttons around the current page; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onChange }: Props) {
  if (pageCount <= 1) return null;
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
  return (
    <nav className={styles.pagination} aria-label={COMMON.pagination}>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm}`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {COMMON.prev}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={`${controls.btn} ${controls.sm} ${p === page ? styles.current : ''}`}
          aria-current={p === page ? 'page' : undefined}
          aria-label={COMMON.goToPage(p)}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${controls.btn} ${controls.sm}`}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {COMMON.next}
      </button>
    </nav>
  );
}
