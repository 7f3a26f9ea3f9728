import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIsLoggedIn } from '../../app/hooks';
import { addTicketMessage, closeTicket, fetchTicket } from '../../api/customer.api';
import type { TicketDetail } from '../../../common/contract/customer.contract';
import { formatDateTime } from '../../../common/domain/format';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import { COMMON } from '../../../common/i18n/common.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { categoryName, TicketStatusBadge } from '../../ui/tickets/ticket-labels';
import { onTicketReply } from '../../streams/shell/ticket-replies';
import { TicketReplyForm } from '../../ui/tickets/TicketReplyForm';
import { TicketThread } from '../../ui/tickets/TicketThread';
import styles from './Customer.module.css';

function ReplyBox({ id, onSent }: { id: number; onSent: (d: TicketDetail) => void }) {
  return (
    <TicketReplyForm
      fieldId="customer-reply"
      label={CUSTOMER.reply}
      placeholder={CUSTOMER.replyPlaceholder}
      rows={4}
      submitLabel={CUSTOMER.send}
      submitTestId="customer-reply-submit"
      onSend={async (body) => onSent(await addTicketMessage(id, body))}
    />
  );
}

/** 문의 종료: the member ends the ticket; replies are refused from then on (409). */
function CloseTicketButton({ id, onClosed }: { id: number; onClosed: (d: TicketDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy || !window.confirm(CUSTOMER.closeConfirm)) return;
    setBusy(true);
    try {
      onClosed(await closeTicket(id));
    } catch (err) {
      window.alert(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${controls.btn} ${controls.sm} ${controls.danger}`}
      disabled={busy}
      onClick={() => void onClick()}
      data-testid="customer-close"
    >
      {CUSTOMER.closeTicket}
    </button>
  );
}

/** One ticket and its thread; refetches when an operator's reply arrives live. */
export function TicketView({ id }: { id: number }) {
  const [sent, setSent] = useState<TicketDetail | null>(null);
  const { data, error, loading, reload } = useAsync(() => fetchTicket(id), [id]);
  useEffect(
    () =>
      onTicketReply((ticketId) => {
        if (ticketId === id) reload();
      }),
    [id, reload],
  );
  useEffect(() => setSent(null), [data]);
  const detail = sent ?? data;
  if (error && !detail) return <Notice error>{errorMessage(error)}</Notice>;
  if (!detail) return <Notice>{loading ? COMMON.loading : CUSTOMER.noTicket}</Notice>;
  const { ticket } = detail;
  return (
    <div data-testid="customer-view" data-ticket-id={ticket.id} data-status={ticket.status}>
      <div className={styles.form}>
        <h2 className={controls.cardTitle}>{ticket.title}</h2>
        <p className={styles.meta}>
          <span>{categoryName(ticket.category)}</span>
          <TicketStatusBadge status={ticket.status} />
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          {ticket.status !== 'closed' ? (
            <CloseTicketButton id={ticket.id} onClosed={setSent} />
          ) : null}
        </p>
      </div>
      <TicketThread messages={detail.messages} />
      {ticket.status === 'closed' ? (
        <Notice>{CUSTOMER.closed}</Notice>
      ) : (
        <ReplyBox id={ticket.id} onSent={setSent} />
      )}
    </div>
  );
}

/** `/customer/view/{id?}`: the thread of one own ticket and a box to add to it. */
export function CustomerViewPage({ id }: { id: number | null }) {
  const loggedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <Card
        id="customer-view-title"
        heading="h1"
        title={CUSTOMER.title}
        actions={
          <Link to="/customer" className={`${controls.btn} ${controls.sm}`}>
            {CUSTOMER.list}
          </Link>
        }
      >
        {!loggedIn ? (
          <LoginRequired />
        ) : id === null ? (
          <Notice>{CUSTOMER.noTicket}</Notice>
        ) : (
          <TicketView key={id} id={id} />
        )}
      </Card>
    </div>
  );
}
