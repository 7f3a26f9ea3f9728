import { useState } from 'react';
import {
  adminCloseTicket,
  fetchAdminTicket,
  fetchAdminTickets,
  replyTicket,
} from '../../../api/customer.api';
import {
  TICKET_STATUSES,
  type AdminTicketView,
  type TicketStatus,
} from '../../../../common/contract/customer.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { CUSTOMER } from '../../../../common/i18n/customer.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import type { Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { categoryName, TicketStatusBadge } from '../../../ui/tickets/ticket-labels';
import { TicketReplyForm } from '../../../ui/tickets/TicketReplyForm';
import { TicketThread } from '../../../ui/tickets/TicketThread';
import { AdminListCard } from '../shared/AdminListCard';
import { FilterSelect } from '../shared/FilterSelect';
import { ADMIN_LIST_POLL_MS, useAdminList } from '../shared/use-admin-list';
import styles from '../shared/AdminArea.module.css';

const T = CUSTOMER.admin;

type TicketFilter = { status: TicketStatus | ''; page: number };

function TicketAnswer({ id, onAnswered }: { id: number; onAnswered: () => void }) {
  const { data, error, reload } = useAsync(() => fetchAdminTicket(id), [id]);
  const [notice, setNotice] = useState<string | null>(null);

  const send = async (body: string) => {
    await replyTicket(id, body);
    setNotice(T.answered);
    reload();
    onAnswered();
  };

  const close = async () => {
    await adminCloseTicket(id);
    setNotice(CUSTOMER.closedDone);
    reload();
    onAnswered();
  };

  if (error && !data) return <Notice error>{errorMessage(error)}</Notice>;
  if (!data) return null;
  const closed = data.ticket.status === 'closed';
  return (
    <div data-testid="admin-customer-view" data-ticket-id={id} data-status={data.ticket.status}>
      <p style={{ margin: 12 }}>
        <strong>{data.ticket.title}</strong> · {categoryName(data.ticket.category)} ·{' '}
        {data.ticket.nickname} ({data.ticket.userId})
      </p>
      <TicketThread messages={data.messages} />
      {notice ? <Notice style={{ margin: 12 }}>{notice}</Notice> : null}
      {/* A closed ticket takes no answer (the server refuses it with 409): the form is not drawn. */}
      {closed ? (
        <Notice style={{ margin: 12 }}>{CUSTOMER.closed}</Notice>
      ) : (
        <TicketReplyForm
          fieldId="admin-customer-answer"
          label={T.answer}
          placeholder={T.answerPlaceholder}
          rows={5}
          submitLabel={T.sendAnswer}
          submitTestId="admin-customer-answer-submit"
          onSend={send}
          actions={(run, busy) => (
            <button
              type="button"
              className={`${controls.btn} ${controls.danger}`}
              disabled={busy}
              onClick={() => {
                if (window.confirm(CUSTOMER.closeConfirm)) run(close);
              }}
              data-testid="admin-customer-close"
            >
              {CUSTOMER.closeTicket}
            </button>
          )}
        />
      )}
    </div>
  );
}

/** 고객센터 tab: members' tickets (open first), each answered here (audited on the server). */
export function CustomerPanel() {
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminList(
    { status: '', page: 1 },
    (f: TicketFilter) => fetchAdminTickets(f.status, f.page),
    { pollMs: ADMIN_LIST_POLL_MS },
  );
  const { reload } = list;

  const columns: Column<AdminTicketView>[] = [
    { header: CUSTOMER.colNo, numeric: true, cell: (t) => t.id },
    { header: T.colMember, cell: (t) => `${t.nickname} (${t.userId})` },
    { header: CUSTOMER.colCategory, cell: (t) => categoryName(t.category) },
    { header: CUSTOMER.colTitle, cell: (t) => t.title },
    { header: CUSTOMER.colStatus, cell: (t) => <TicketStatusBadge status={t.status} /> },
    { header: CUSTOMER.colDate, cell: (t) => formatDateTime(t.createdAt) },
    {
      header: '',
      cell: (t) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          aria-expanded={openId === t.id}
          onClick={() => setOpenId(openId === t.id ? null : t.id)}
        >
          {openId === t.id ? T.close : T.open}
        </button>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <AdminListCard
        id="admin-customer-title"
        title={T.title}
        testId="admin-customer-tickets"
        filters={
          <FilterSelect
            id="admin-customer-status"
            label={T.status}
            value={list.filter.status}
            values={TICKET_STATUSES}
            optionLabel={(st) => CUSTOMER.status[st]}
            allLabel={T.all}
            onChange={(status) => list.setFilter({ status })}
          />
        }
        onRefresh={reload}
        refreshLabel={T.refresh}
        table={{
          ...list.table,
          columns,
          rowKey: (t) => t.id,
          rowProps: (t) => ({
            'data-testid': 'admin-customer-row',
            'data-ticket-id': t.id,
            'data-status': t.status,
            'data-user-id': t.userId,
          }),
          emptyText: CUSTOMER.empty,
        }}
      />
      {openId !== null ? (
        <Card id="admin-customer-detail-title" title={T.detailTitle}>
          <TicketAnswer key={openId} id={openId} onAnswered={reload} />
        </Card>
      ) : null}
    </div>
  );
}
