import { useEffect, useRef, useState } from 'react';
import { useIsLoggedIn, useUnreadCount } from '../../app/hooks';
import { deleteMessage, fetchMessages, markMessageRead } from '../../api/message.api';
import type { Message } from '../../../common/contract/message.contract';
import { formatDateTime, formatShortDateTime } from '../../../common/domain/format';
import { COMMON } from '../../../common/i18n/common.ko';
import { MESSAGE } from '../../../common/i18n/message.ko';
import { errorMessage } from '../../api/errors';
import { LoginRequired } from '../../ui/LoginRequired';
import { Pagination } from '../../ui/Pagination';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './MessagePage.module.css';

/** Unread first, then newest first (the server sorts the same way; this keeps a page stable). */
export function sortInbox(items: Message[]): Message[] {
  return [...items].sort((a, b) => {
    if ((a.readAt === null) !== (b.readAt === null)) return a.readAt === null ? -1 : 1;
    return b.id - a.id;
  });
}

/**
 * A message that arrives while the inbox is open (the `unread` event of the general stream, e.g.
 * an operator's broadcast) shows up without a click: a rising count refetches the page.
 */
function useReloadOnNewMessage(reload: () => void): void {
  const unread = useUnreadCount();
  const last = useRef(unread);
  useEffect(() => {
    if (unread > last.current) reload();
    last.current = unread;
  }, [unread, reload]);
}

type Props = {
  /** `?time=` of the forced-inbox redirect (spec §2): a new value reloads the first page. */
  time?: number;
};

function InboxTable({ time }: Props) {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, loading, reload } = useAsync(() => fetchMessages(page), [page, time]);
  useReloadOnNewMessage(reload);

  const isRead = (m: Message) => m.readAt !== null || readIds.has(m.id);

  const onOpen = async (message: Message) => {
    const next = openId === message.id ? null : message.id;
    setOpenId(next);
    if (next !== null && !isRead(message)) {
      setReadIds((ids) => new Set(ids).add(message.id));
      try {
        await markMessageRead(message.id);
      } catch (e) {
        setFailure(errorMessage(e));
      }
    }
  };

  const onDelete = async (message: Message) => {
    if (!window.confirm(MESSAGE.deleteConfirm)) return;
    try {
      await deleteMessage(message.id);
      if (openId === message.id) setOpenId(null);
      if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch (e) {
      window.alert(errorMessage(e));
    }
  };

  const items = data ? sortInbox(data.items) : [];
  return (
    <>
      {failure ? (
        <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.summary}>
        <span>{MESSAGE.total(data?.totalCount ?? 0)}</span>
        <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reload}>
          {COMMON.refresh}
        </button>
      </div>
      <ul className={styles.list} data-testid="message-list" aria-busy={loading}>
        {error && !data ? (
          <li className={styles.empty} role="alert">
            {errorMessage(error)}
          </li>
        ) : null}
        {!loading && data && items.length === 0 ? (
          <li className={styles.empty}>{MESSAGE.empty}</li>
        ) : null}
        {loading && !data ? <li className={styles.empty}>{COMMON.loading}</li> : null}
        {items.map((message) => {
          const read = isRead(message);
          const open = openId === message.id;
          return (
            <li
              key={message.id}
              className={styles.item}
              data-testid="message-item"
              data-message-id={message.id}
              data-read={read}
            >
              <div className={styles.head}>
                <span className={`${controls.badge} ${read ? '' : controls.badgeWarn}`}>
                  {read ? MESSAGE.read : MESSAGE.unread}
                </span>
                <button
                  type="button"
                  className={styles.title}
                  aria-expanded={open}
                  aria-controls={`message-body-${message.id}`}
                  onClick={() => void onOpen(message)}
                >
                  {message.title}
                </button>
                <time
                  className={styles.date}
                  dateTime={message.createdAt}
                  title={formatDateTime(message.createdAt)}
                >
                  {formatShortDateTime(message.createdAt)}
                </time>
                <button
                  type="button"
                  className={`${controls.btn} ${controls.sm} ${controls.danger}`}
                  aria-label={`${MESSAGE.delete}: ${message.title}`}
                  onClick={() => void onDelete(message)}
                >
                  {MESSAGE.delete}
                </button>
              </div>
              {open ? (
                <div
                  id={`message-body-${message.id}`}
                  className={styles.body}
                  data-testid="message-body"
                >
                  <p className={styles.meta}>
                    {MESSAGE.receivedAt} {formatDateTime(message.createdAt)}
                  </p>
                  <p className={styles.text}>{message.body}</p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {data ? <Pagination page={data.page} pageCount={data.pageCount} onChange={setPage} /> : null}
    </>
  );
}

/** `/message`: the inbox, 15 per page, unread first; opening marks read; delete asks first. */
export function MessagePage({ time }: Props) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className={styles.page} aria-labelledby="message-title">
      <header className={styles.header}>
        <h1 id="message-title" className={styles.heading}>
          {MESSAGE.title}
        </h1>
        <p className={styles.lead}>{MESSAGE.lead}</p>
      </header>
      {/* A new `time` starts over on page 1 with nothing open. */}
      {loggedIn ? <InboxTable key={time ?? 0} time={time} /> : <LoginRequired />}
    </section>
  );
}
