import { fetchAudit } from '../../../api/admin.api';
import { formatDateTime } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.audit;

function describe(before: unknown, after: unknown): string {
  const show = (v: unknown) => (v === null || v === undefined ? '-' : JSON.stringify(v));
  return `${show(before)} → ${show(after)}`;
}

type Entry = Awaited<ReturnType<typeof fetchAudit>>['items'][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: T.colDate,
    cellStyle: { whiteSpace: 'nowrap' },
    cell: (entry) => formatDateTime(entry.createdAt),
  },
  { header: T.colActor, cell: (entry) => entry.actorUserId },
  { header: T.colAction, cell: (entry) => <span className={controls.badge}>{entry.action}</span> },
  { header: T.colTarget, cell: (entry) => entry.target },
  {
    header: T.colChange,
    cell: (entry) => <pre className={styles.json}>{describe(entry.before, entry.after)}</pre>,
  },
  { header: T.colIp, cell: (entry) => entry.ip },
];

export function AuditPanel() {
  const list = useAdminList({ page: 1 }, (f: { page: number }) => fetchAudit(f.page));
  return (
    <AdminListCard
      id="admin-audit-title"
      title={T.title}
      testId="admin-audit"
      table={{
        ...list.table,
        columns: COLUMNS,
        rowKey: (entry) => entry.id,
        rowProps: () => ({ 'data-testid': 'audit-row' }),
        emptyText: T.empty,
      }}
    />
  );
}
