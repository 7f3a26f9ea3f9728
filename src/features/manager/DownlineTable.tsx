import { useState } from 'react';
import { fetchManagerMembers } from '../../api/manager.api';
import { MANAGER } from '../../../common/i18n/manager.ko';
import { Card } from '../../ui/Card';
import { DataTable, pagerOf } from '../../ui/DataTable';
import { memberColumns } from '../../ui/member-columns';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';

type ManagerMember = Awaited<ReturnType<typeof fetchManagerMembers>>['items'][number];

/** The shared member columns plus the member's direct agent (the whole subtree). */
const COLUMNS = [
  ...memberColumns<ManagerMember>(MANAGER),
  { header: MANAGER.colAgent, cell: (m: ManagerMember) => m.agentUserId },
];

/** The members of the agent's whole subtree with balances and online state (spec §6). */
export function DownlineTable() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAsync(() => fetchManagerMembers(page), [page]);
  return (
    <Card
      id="manager-members-title"
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
        pager={pagerOf(data, setPage)}
      />
    </Card>
  );
}
