import { createFileRoute } from '@tanstack/react-router';
import { SportsResultsPage } from '../../features/sports/results/SportsResultsPage';
import { sportsResultsSearchSchema } from '../../features/sports/results/results-search';

/** `/game_result/sports?sport_id=&date=&page=`: finished fixtures with their scores. */
export const Route = createFileRoute('/_default/game_result/sports')({
  validateSearch: sportsResultsSearchSchema,
  component: SportsResultsRoute,
});

function SportsResultsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SportsResultsPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
