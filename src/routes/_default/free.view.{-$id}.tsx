import { createFileRoute } from '@tanstack/react-router';
import { BoardViewPage } from '../../features/board/BoardViewPage';

function FreeViewRoute() {
  const { id } = Route.useParams();
  return <BoardViewPage key={id ?? ''} id={id} />;
}

/** `/free/view/{id?}`: without an id there is no post to show. */
export const Route = createFileRoute('/_default/free/view/{-$id}')({ component: FreeViewRoute });
