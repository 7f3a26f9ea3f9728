import { useState } from 'react';
import { useUser } from '../../app/hooks';
import { MANAGER_HOME, staffAreaOf } from '../../machines/role-redirect';
import { fetchManagerMembers } from '../../api/manager.api';
import { MANAGER } from '../../i18n/manager.ko';
import { BackOfficeLayout } from '../../ui/BackOfficeLayout';
import { LoginRequired } from '../../ui/LoginRequired';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { memberColumns } from '../../ui/member-columns';
import { Notice } from '../../ui/Notice';
import { useLogout } from '../../ui/session-actions';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';

type ManagerMember = Awaited<ReturnType<typeof fetchManagerMembers>>['items'][number];

const COLUMNS = memberColumns<ManagerMember>(MANAGER);

function DownlineTable() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAsync(() => fetchManagerMembers(page), [page]);
  return (
    <Card
      id="manager-members-title"
      heading="h1"
      title={MANAGER.membersTitle}
      data-testid="manager-members"
      actions={<span className={controls.hint}>{MANAGER.total(data?.totalCount ?? 0)}</span>}
    >
      <p className={controls.hint} style={{ padding: '12px 16px' }}>
        {MANAGER.membersLead}
      </p>
      <DataTable
        columns={COLUMNS}
        rows={data?.items}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-testid': 'manager-member-row', 'data-user-id': m.userId })}
        loading={loading}
        error={error}
        emptyText={MANAGER.empty}
        pager={data ? { page: data.page, pageCount: data.pageCount, onChange: setPage } : null}
      />
    </Card>
  );
}

/** `/manager`: the agent's landing with their downline (spec §2, §6). */
export function ManagerArea() {
  const user = useUser();
  const onLogout = useLogout();
  const allowed = staffAreaOf(user) === MANAGER_HOME;
  return (
    <BackOfficeLayout
      title={MANAGER.areaTitle}
      userLabel={user ? `${user.nickname} (${user.userId})` : undefined}
      logoutLabel={MANAGER.logout}
      onLogout={() => void onLogout()}
    >
      {allowed ? (
        <DownlineTable />
      ) : user === null ? (
        <LoginRequired />
      ) : (
        <Notice error>{MANAGER.forbidden}</Notice>
      )}
    </BackOfficeLayout>
  );
}
