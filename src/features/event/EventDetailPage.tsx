import { Link } from '@tanstack/react-router';
import { fetchEvent } from '../../api/content.api';
import { COMMON } from '../../../common/i18n/common.ko';
import { EVENT } from '../../../common/i18n/content.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { SanitisedHtml } from '../../ui/SanitisedHtml';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { EventPhaseBadge, eventPeriod } from './EventPhaseBadge';
import styles from './Event.module.css';

function EventView({ id }: { id: number }) {
  const { data, error, loading } = useAsync(() => fetchEvent(id), [id]);
  if (error && !data) return <Notice error>{errorMessage(error)}</Notice>;
  if (!data) return <Notice>{loading ? COMMON.loading : EVENT.notFound}</Notice>;
  return (
    <article data-testid="event-detail" data-event-id={data.id} data-phase={data.phase}>
      <header className={styles.detailHead}>
        <h2 className={styles.detailTitle}>{data.title}</h2>
        <p className={styles.detailMeta}>
          <EventPhaseBadge phase={data.phase} />
          <span>
            {EVENT.period} {eventPeriod(data.startDate, data.endDate)}
          </span>
        </p>
      </header>
      <SanitisedHtml html={data.bodyHtml} data-testid="event-body" />
    </article>
  );
}

/** `/event/{id}`: one event's period, status and body (operator rich text, sanitised). */
export function EventDetailPage({ id }: { id: number | null }) {
  return (
    <div className={styles.page}>
      <Card
        id="event-detail-title"
        heading="h1"
        title={EVENT.title}
        actions={
          <Link to="/event" className={`${controls.btn} ${controls.sm}`}>
            {EVENT.list}
          </Link>
        }
      >
        {id === null ? <Notice>{EVENT.notFound}</Notice> : <EventView key={id} id={id} />}
      </Card>
    </div>
  );
}
