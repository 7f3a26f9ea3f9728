import { SportsBetsCard } from './SportsBetsCard';
import { SportsLimitsCard } from './SportsLimitsCard';
import { SportsMarketsCard } from './SportsMarketsCard';
import styles from '../shared/AdminArea.module.css';

/** The '스포츠' tab: bets with void/resettle, market suspension, level limits. */
export function SportsPanel() {
  return (
    <div className={styles.panel}>
      <SportsBetsCard />
      <SportsMarketsCard />
      <SportsLimitsCard />
    </div>
  );
}
