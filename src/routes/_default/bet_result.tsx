import { createFileRoute } from '@tanstack/react-router';
import { BetResultPage } from '../../features/sports/bet-result/BetResultPage';
import { betResultSearchSchema } from '../../features/sports/bet-result/bet-result-search';

/** `/bet_result?status=&family=&page=`: the member's sports bets (spec §2, §4 statuses). */
export const Route = createFileRoute('/_default/bet_result')({
  validateSearch: betResultSearchSchema,
  component: BetResultRoute,
});

function BetResultRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BetResultPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
