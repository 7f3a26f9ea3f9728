import { Link } from '@tanstack/react-router';
import { BET_HISTORY as T } from '../../i18n/bet-history.ko';
import { HISTORY_TABS, tabSearch, type HistoryTab } from './history-search';
import pageTabs from '../../ui/PageTabs.module.css';

/** The one tab row of /bet_result over every kind of bet a member makes (issue 14). */
export function HistoryTabs({ current }: { current: HistoryTab }) {
  return (
    <nav className={pageTabs.tabs} aria-label={T.title} data-testid="bet-history-tabs">
      {HISTORY_TABS.map((tab) => (
        <Link
          key={tab}
          to="/bet_result"
          search={tabSearch(tab)}
          className={pageTabs.tab}
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`bet-history-tab-${tab}`}
        >
          {T.tabs[tab]}
        </Link>
      ))}
    </nav>
  );
}
