import { useState } from 'react';
import { fetchResponsibleHistory } from '../../api/responsible.api';
import { RESPONSIBLE } from '../../../common/i18n/responsible.ko';
import { Card } from '../../ui/Card';
import { DataTable, pagerOf } from '../../ui/DataTable';
import { responsibleHistoryColumns } from '../../ui/responsible/history-columns';
import { useAsync } from '../../ui/use-async';

const COLUMNS = responsibleHistoryColumns({ withNote: false });

/** The member's own history of limit and block changes, newest first. */
export function ResponsibleHistory({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const history = useAsync(() => fetchResponsibleHistory(page), [page, version]);
  return (
    <Card
      id="responsible-history"
      title={RESPONSIBLE.historyTitle}
      data-testid="responsible-history"
    >
      <DataTable
        columns={COLUMNS}
        rows={history.data?.items}
        rowKey={(row) => row.id}
        loading={history.loading}
        error={history.error}
        emptyText={RESPONSIBLE.historyEmpty}
        pager={pagerOf(history.data, setPage)}
      />
    </Card>
  );
}
