import { Link } from '@tanstack/react-router';
import { BET_HISTORY as T } from '../../../common/i18n/bet-history.ko';
import { HISTORY_TABS, tabSearch, type HistoryTab } from './history-search';
import pageTabs from '../../ui/PageTabs.module.css';

/**
 * The one tab row of /bet_result over every kind of bet a member makes. The current
 * tab is marked by us, not by the router: to the router every tab is the same path, and the
 * bare sports link would match any search.
 */
export function HistoryTabs({ current }: { current: HistoryTab }) {
  return (
    <nav className={pageTabs.tabs} aria-label={T.title} data-testid="bet-history-tabs">
      {HISTORY_TABS.map((tab) =>
        tab === current ? (
          <span
            key={tab}
            className={pageTabs.tab}
            aria-current="page"
            data-testid={`bet-history-tab-${tab}`}
          >
            {T.tabs[tab]}
          </span>
        ) : (
          <Link
            key={tab}
            to="/bet_result"
            search={tabSearch(tab)}
            activeOptions={{ exact: true, includeSearch: true }}
            className={pageTabs.tab}
            data-testid={`bet-history-tab-${tab}`}
          >
            {T.tabs[tab]}
          </Link>
        ),
      )}
    </nav>
  );
}
