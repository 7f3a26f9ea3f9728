import type { Livescore } from '../../../../common/contract/sports.contract';
import { formatScore } from '../../../../common/domain/format';
import { periodLabel } from '../../../../common/i18n/sports-labels.ko';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import styles from './Live.module.css';

type Props = { sportId: number; livescore: Livescore | null; compact?: boolean };

/** Period (spec §9 labels), clock and score of a live fixture; '0:0' before the feed has one. */
export function LiveStatus({ sportId, livescore, compact = false }: Props) {
  const period = livescore ? periodLabel(sportId, livescore.periodCode) : periodLabel(sportId, 0);
  return (
    <span className={compact ? `${styles.status} ${styles.compact}` : styles.status}>
      <span className={styles.period} data-testid="live-period">
        {period}
      </span>
      {livescore?.clock ? (
        <span className={styles.clock} data-testid="live-clock">
          {T.clock(livescore.clock)}
        </span>
      ) : null}
      <span className={styles.score} data-testid="live-score">
        {formatScore(livescore?.homeScore, livescore?.awayScore)}
      </span>
    </span>
  );
}
