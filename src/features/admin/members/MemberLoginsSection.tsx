import { useState } from 'react';
import { fetchMemberLoginHistory, fetchSharedLoginMembers } from '../../../api/member-admin.api';
import type {
  LoginHistoryEntry,
  SharedLoginMember,
} from '../../../../common/contract/member-admin.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { MEMBER_ADMIN as T } from '../../../../common/i18n/member-admin.ko';
import { DataTable, pagerOf, type Column } from '../../../ui/DataTable';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from './MemberDetail.module.css';

const loginColumns: Column<LoginHistoryEntry>[] = [
  { header: T.colTime, cell: (r) => formatDateTime(r.createdAt) },
  { header: T.colIp, cell: (r) => r.ip || '-' },
  { header: T.colDevice, cell: (r) => <span className={styles.device}>{r.userAgent || '-'}</span> },
  {
    header: T.colEnded,
    cell: (r) =>
      r.endedAt
        ? `${formatDateTime(r.endedAt)} ${r.endedReason ? (T.endedReason[r.endedReason] ?? '') : ''}`
        : T.live,
  },
];

const sharedColumns: Column<SharedLoginMember>[] = [
  {
    header: T.colMember,
    cell: (r) => (
      <>
        {r.nickname} ({r.userId}){' '}
        {r.blocked ? (
          <span className={`${controls.badge} ${controls.badgeDanger}`}>{T.blocked}</span>
        ) : null}
      </>
    ),
  },
  { header: T.colSharedIps, cell: (r) => r.sharedIps.join(', ') || '-' },
  {
    header: T.colSharedDevices,
    cell: (r) => <span className={styles.device}>{r.sharedDevices.join(', ') || '-'}</span>,
  },
  { header: T.colLastLogin, cell: (r) => formatDateTime(r.lastLoginAt) },
];

/** Login history (time, IP, device) and the members who share an IP or a device. */
export function MemberLoginsSection({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const history = useAsync(() => fetchMemberLoginHistory(memberId, page), [memberId, page]);
  const shared = useAsync(() => fetchSharedLoginMembers(memberId), [memberId]);
  return (
    <>
      <section aria-labelledby="member-detail-logins" data-testid="admin-member-logins">
        <h3 id="member-detail-logins" className={styles.heading}>
          {T.sections.logins}
        </h3>
        <DataTable
          columns={loginColumns}
          rows={history.data?.items}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'admin-member-login-row' })}
          loading={history.loading}
          error={history.error}
          emptyText={T.loginsEmpty}
          pager={pagerOf(history.data, setPage)}
        />
      </section>
      <section aria-labelledby="member-detail-shared" data-testid="admin-member-shared">
        <h3 id="member-detail-shared" className={styles.heading}>
          {T.sections.shared}
        </h3>
        <p className={controls.hint}>{T.sharedHint}</p>
        <DataTable
          columns={sharedColumns}
          rows={shared.data}
          rowKey={(r) => r.memberId}
          rowProps={(r) => ({ 'data-testid': 'admin-member-shared-row', 'data-user-id': r.userId })}
          loading={shared.loading}
          error={shared.error}
          emptyText={T.sharedEmpty}
        />
      </section>
    </>
  );
}
