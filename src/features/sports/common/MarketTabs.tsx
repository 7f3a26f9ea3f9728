import type { MarketTab } from '../../../api/sports-book.api';
import { MARKET_FAMILY_LABELS } from '../../../../common/i18n/sports.ko';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import styles from './Sports.module.css';

export const MARKET_TABS: readonly MarketTab[] = [
  'all',
  'winDrawLose',
  'winLose',
  'overUnder',
  'handicap',
  'other',
];

export const marketTabLabel = (tab: MarketTab): string =>
  tab === 'all' ? T.marketAll : MARKET_FAMILY_LABELS[tab];

/** Market tabs of the prematch book (spec §3: selectedBettingTab, default 'all'). */
export function MarketTabs({
  value,
  onChange,
}: {
  value: MarketTab;
  onChange: (tab: MarketTab) => void;
}) {
  return (
    <div role="tablist" aria-label={T.marketTabs} className={styles.tabs} data-testid="market-tabs">
      {MARKET_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={styles.tab}
          data-tab={tab}
          onClick={() => onChange(tab)}
        >
          {marketTabLabel(tab)}
        </button>
      ))}
    </div>
  );
}
