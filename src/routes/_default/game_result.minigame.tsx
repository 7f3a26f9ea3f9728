import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '../../features/minigame/ResultsPage';
import { resultsSearchSchema } from '../../features/minigame/results-search';

/** `/game_result/minigame?gameId=&date=`: minigame results with seeds and verification. */
export const Route = createFileRoute('/_default/game_result/minigame')({
  validateSearch: resultsSearchSchema,
  component: MinigameResultsRoute,
});

function MinigameResultsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ResultsPage
      virtuals={null}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
