import { ContentEventsCard } from './ContentEventsCard';
import { ContentLiveTvCard } from './ContentLiveTvCard';
import { ContentRulesCard } from './ContentRulesCard';
import styles from './ContentPanel.module.css';

/**
 * The admin 이벤트/규정 tab: events with their periods and visibility, the ordered rule
 * sections, and the live-TV broadcast. Bodies are sanitised by the server when saved.
 */
export function ContentPanel() {
  return (
    <div className={styles.panel} data-testid="admin-content">
      <ContentEventsCard />
      <ContentRulesCard />
      <ContentLiveTvCard />
    </div>
  );
}
