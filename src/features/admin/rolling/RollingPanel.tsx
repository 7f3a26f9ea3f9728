import { RollingEventsCard } from './RollingEventsCard';
import { RollingRatesCard } from './RollingRatesCard';
import { RollingRequestsCard } from './RollingRequestsCard';
import styles from '../shared/AdminArea.module.css';

/** The 롤링 tab: settlement queue, rates per member/agent, event rewards. */
export function RollingPanel() {
  return (
    <div className={styles.panel}>
      <RollingRequestsCard />
      <RollingRatesCard />
      <RollingEventsCard />
    </div>
  );
}
