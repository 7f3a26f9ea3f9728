import { useState } from 'react';
import { fetchAudit } from '../../api/admin.api';
import { formatDateTime } from '../../domain/format';
import { COMMON } from '../../i18n/common.ko';
import { ADMIN } from '../../i18n/admin.ko';
import { errorMessage } from '../../ui/api-error';
import { Pagination } from '../../ui/Pagination';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './AdminArea.module.css';

const T = ADMIN.audit;

function describe(before: unknown, after: unknown): string {
  const show = (v: unknown) => (v === null || v === undefined ? '-' : JSON.stringify(v));
  return `${show(before)} → ${show(after)}`;
}

export function AuditPanel() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAsync(() => fetchAudit(page), [page]);
  return (
    <section
      className={controls.card}
      aria-labelledby="admin-audit-title"
      data-testid="admin-audit"
    >
      <header className={controls.cardHeader}>
        <h2 id="admin-audit-title" className={controls.cardTitle}>
          {T.title}
        </h2>
      </header>
      <div className={controls.tableWrap}>
        <table className={controls.table}>
          <thead>
            <tr>
              <th>{T.colDate}</th>
              <th>{T.colActor}</th>
              <th>{T.colAction}</th>
              <th>{T.colTarget}</th>
              <th>{T.colChange}</th>
              <th>{T.colIp}</th>
            </tr>
          </thead>
          <tbody>
            {error && !data ? (
              <tr>
                <td colSpan={6} className={controls.emptyCell} role="alert">
                  {errorMessage(error)}
                </td>
              </tr>
            ) : null}
            {loading && !data ? (
              <tr>
                <td colSpan={6} className={controls.emptyCell}>
                  {COMMON.loading}
                </td>
              </tr>
            ) : null}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={6} className={controls.emptyCell}>
                  {T.empty}
                </td>
              </tr>
            ) : null}
            {data?.items.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</td>
                <td>{entry.actorUserId}</td>
                <td>
                  <span className={controls.badge}>{entry.action}</span>
                </td>
                <td>{entry.target}</td>
                <td>
                  <pre className={styles.json}>{describe(entry.before, entry.after)}</pre>
                </td>
                <td>{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data ? <Pagination page={data.page} pageCount={data.pageCount} onChange={setPage} /> : null}
    </section>
  );
}
