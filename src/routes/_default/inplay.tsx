import { createFileRoute } from '@tanstack/react-router';
import { InplayPage } from '../../features/sports/inplay/InplayPage';
import { sportSearchSchema } from '../-lib/search';

/** `/inplay?sport_id=&Football=1&time=` (spec §2); the in-play window opens at `#Live`. */
export const Route = createFileRoute('/_default/inplay')({
  validateSearch: sportSearchSchema,
  component: InplayRoute,
});

function InplayRoute() {
  return <InplayPage search={Route.useSearch()} />;
}
