import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIsLoggedIn } from '../../app/hooks';
import { fetchTickets } from '../../api/customer.api';
import type { TicketView } from '../../../common/contract/customer.contract';
import { formatDateTime } from '../../../common/domain/format';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import { Card } from '../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../ui/DataTable';
import { LoginRequired } from '../../ui/LoginRequired';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { categoryName, TicketStatusBadge } from '../../ui/tickets/ticket-labels';
import styles from './Customer.module.css';

function TicketList() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAsync(() => fetchTickets(page), [page]);
  const columns: Column<TicketView>[] = [
    { header: CUSTOMER.colNo, numeric: true, cell: (t) => t.id },
    { header: CUSTOMER.colCategory, cell: (t) => categoryName(t.category) },
    {
      header: CUSTOMER.colTitle,
      cell: (t) => (
        <Link to="/customer/view/{-$id}" params={{ id: String(t.id) }}>
          {t.title}
        </Link>
      ),
    },
    { header: CUSTOMER.colStatus, cell: (t) => <TicketStatusBadge status={t.status} /> },
    { header: CUSTOMER.colDate, cell: (t) => formatDateTime(t.createdAt) },
  ];
  return (
    <div data-testid="customer-list">
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(t) => t.id}
        rowProps={(t) => ({
          'data-testid': 'customer-row',
          'data-ticket-id': t.id,
          'data-status': t.status,
        })}
        loading={loading}
        error={error}
        emptyText={CUSTOMER.empty}
        pager={pagerOf(data, setPage)}
      />
    </div>
  );
}

/** `/customer`: the member's own support tickets, 15 a page, newest first. */
export function CustomerListPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <Card
        id="customer-title"
        heading="h1"
        title={CUSTOMER.title}
        actions={
          loggedIn ? (
            <Link
              to="/customer/write/{-$flag}"
              params={{ flag: undefined }}
              className={`${controls.btn} ${controls.sm} ${controls.primary}`}
              data-testid="customer-write-link"
            >
              {CUSTOMER.write}
            </Link>
          ) : null
        }
      >
        {loggedIn ? <TicketList /> : <LoginRequired />}
      </Card>
    </div>
  );
}
