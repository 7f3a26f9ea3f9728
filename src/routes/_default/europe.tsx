import { createFileRoute } from '@tanstack/react-router';
import { EuropePage } from '../../features/sports/europe/EuropePage';
import { sportSearchSchema } from '../-lib/search';

/** `/europe?sport_id=&Football=1&location_id=&league=&search=` (spec §2). */
export const Route = createFileRoute('/_default/europe')({
  validateSearch: sportSearchSchema,
  component: EuropeRoute,
});

function EuropeRoute() {
  return <EuropePage search={Route.useSearch()} />;
}
