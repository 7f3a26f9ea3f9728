import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchEvents } from '../../api/content.api';
import { COMMON } from '../../../common/i18n/common.ko';
import { EVENT } from '../../../common/i18n/content.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { useAsync } from '../../ui/use-async';
import { EventPhaseBadge, eventPeriod } from './EventPhaseBadge';
import styles from './Event.module.css';

/** `/event`: current events first, then upcoming, then ended ones labelled 종료; 15 a page. */
export function EventListPage() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAsync(() => fetchEvents(page), [page]);
  return (
    <div className={styles.page}>
      <Card
        id="event-title"
        heading="h1"
        title={EVENT.title}
        data-testid="event-page"
        actions={data ? <span className={styles.count}>{EVENT.total(data.totalCount)}</span> : null}
      >
        <p className={styles.lead}>{EVENT.lead}</p>
        {error && !data ? <Notice error>{errorMessage(error)}</Notice> : null}
        {loading && !data ? <Notice>{COMMON.loading}</Notice> : null}
        {data && data.items.length === 0 ? <Notice>{EVENT.empty}</Notice> : null}
        <ul className={styles.list} data-testid="event-list">
          {data?.items.map((event) => (
            <li
              key={event.id}
              className={styles.item}
              data-testid="event-row"
              data-phase={event.phase}
              data-ended={event.phase === 'ended'}
            >
              <Link to="/event/$id" params={{ id: String(event.id) }} className={styles.itemLink}>
                <span className={styles.itemHead}>
                  <EventPhaseBadge phase={event.phase} />
                  <strong className={styles.itemTitle}>{event.title}</strong>
                </span>
                {event.summary ? <span className={styles.summary}>{event.summary}</span> : null}
                <span className={styles.period}>
                  {EVENT.period} {eventPeriod(event.startDate, event.endDate)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {data ? (
          <Pagination page={data.page} pageCount={data.pageCount} onChange={setPage} />
        ) : null}
      </Card>
    </div>
  );
}
