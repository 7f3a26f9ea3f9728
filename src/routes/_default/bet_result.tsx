import { createFileRoute } from '@tanstack/react-router';
import { useIsLoggedIn } from '../../app/hooks';
import { DayRangeForm } from '../../features/bet-history/DayRangeForm';
import { HistoryTabs } from '../../features/bet-history/HistoryTabs';
import { historySearchSchema, tabOf } from '../../features/bet-history/history-search';
import {
  MinigameHistoryPage,
  VisitorHistory,
} from '../../features/bet-history/MinigameHistoryPage';
import { CasinoHistoryPage } from '../../features/casino/CasinoHistoryPage';
import { BetResultPage } from '../../features/sports/bet-result/BetResultPage';
import { betResultSearchSchema } from '../../features/sports/bet-result/bet-result-search';

/**
 * `/bet_result`: every bet a member made, one tab row. No `tab` is the sports tab
 * (`?status=&family=&page=`, spec §2/§4); `?tab=minigame|virtual&status=&from=&to=&page=` the
 * minigame and bet365-style virtual bets; `?tab=casino|slot&from=&to=&page=` the casino and slot
 * rounds.
 */
export const Route = createFileRoute('/_default/bet_result')({
  validateSearch: betResultSearchSchema.merge(historySearchSchema),
  component: BetResultRoute,
});

function BetResultRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loggedIn = useIsLoggedIn();
  const tab = tabOf(search);
  const tabs = <HistoryTabs current={tab} />;
  if (!loggedIn) return <VisitorHistory tabs={tabs} />;
  switch (tab) {
    case 'minigame':
    case 'virtual': {
      const { status, from, to, page } = search;
      return (
        <MinigameHistoryPage
          key={tab}
          kind={tab}
          tabs={tabs}
          filters={{ status, from, to, page }}
          onFilters={(next) => void navigate({ search: { tab, ...next }, replace: true })}
        />
      );
    }
    case 'casino':
    case 'slot': {
      const { from, to } = search;
      return (
        <CasinoHistoryPage
          key={tab}
          tab={tab}
          tabs={tabs}
          filters={
            <DayRangeForm
              from={from}
              to={to}
              onChange={(f, t) => void navigate({ search: { tab, from: f, to: t }, replace: true })}
            />
          }
          from={from}
          to={to}
          page={search.page ?? 1}
          onPage={(page) => void navigate({ search: { tab, from, to, page }, replace: true })}
        />
      );
    }
    default:
      return (
        <BetResultPage
          tabs={tabs}
          search={{ status: search.status, family: search.family, page: search.page }}
          onSearch={(next) => void navigate({ search: next, replace: true })}
        />
      );
  }
}
