import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '../../features/event/EventDetailPage';

export const Route = createFileRoute('/_default/event/$id')({ component: EventDetailRoute });

function EventDetailRoute() {
  const { id } = Route.useParams();
  const n = Number(id);
  return <EventDetailPage id={Number.isSafeInteger(n) && n > 0 ? n : null} />;
}
