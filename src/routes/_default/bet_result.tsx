import { createFileRoute } from '@tanstack/react-router';
import { CasinoHistoryPage } from '../../features/casino/CasinoHistoryPage';
import { casinoHistorySearchSchema } from '../../features/casino/history-tabs';
import { BetResultPage } from '../../features/sports/bet-result/BetResultPage';
import { betResultSearchSchema } from '../../features/sports/bet-result/bet-result-search';

/**
 * `/bet_result?status=&family=&page=`: the member's sports bets (spec §2, §4 statuses);
 * `?tab=casino|slot&page=`: their casino and slot rounds (issue 11).
 */
export const Route = createFileRoute('/_default/bet_result')({
  validateSearch: betResultSearchSchema.merge(casinoHistorySearchSchema),
  component: BetResultRoute,
});

function BetResultRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (search.tab) {
    const tab = search.tab;
    return (
      <CasinoHistoryPage
        tab={tab}
        page={search.page ?? 1}
        onPage={(page) => void navigate({ search: { tab, page }, replace: true })}
      />
    );
  }
  return (
    <BetResultPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
