import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResultsPage } from '../../features/minigame/ResultsPage';
import { isVirtualSport, resultsSearchSchema } from '../../features/minigame/results-search';

/** `/game_result/virtuals/{basketball,dog,horse,soccer}`: the results table for those venues. */
export const Route = createFileRoute('/_default/game_result/virtuals/$family')({
  validateSearch: resultsSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isVirtualSport(params.family)) throw notFound();
  },
  component: VirtualResultsRoute,
});

function VirtualResultsRoute() {
  const { family } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isVirtualSport(family)) return null;
  return (
    <ResultsPage
      key={family}
      virtuals={family}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
