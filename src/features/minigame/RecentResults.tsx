import type { RoundView } from '../../api/minigame.api';
import type { FamilyId } from '../../../common/domain/minigame/types';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import { hasRoad, roadOfRounds } from './pattern';
import styles from './Minigame.module.css';

type Props = { family: FamilyId; rounds: readonly RoundView[] };

/** The recent results strip and, for odd/even and baccarat families, the pattern table. */
export function RecentResults({ family, rounds }: Props) {
  const finished = rounds
    .filter((r) => r.status === 'settled' || r.status === 'drawn')
    .slice(0, 12);
  const road = hasRoad(family) ? roadOfRounds(family, rounds) : [];
  return (
    <section className={styles.recent} aria-label={T.recent}>
      <h3 className={styles.sectionTitle}>{T.recent}</h3>
      <ol className={styles.strip} data-testid="minigame-recent" tabIndex={0} aria-label={T.recent}>
        {finished.map((round) => (
          <li key={round.roundId} className={styles.stripItem}>
            <span className={styles.stripRound}>{T.round(round.roundNo)}</span>
            {round.resultLabels.map((label) => (
              <span key={label} className={styles.chip}>
                {label}
              </span>
            ))}
          </li>
        ))}
      </ol>
      {hasRoad(family) && (
        <>
          <h3 className={styles.sectionTitle}>{T.pattern}</h3>
          <div className={styles.road} data-testid="minigame-pattern">
            {road.map((column, i) => (
              <div key={i} className={styles.roadColumn}>
                {column.map((symbol, j) => (
                  <span key={j} className={styles.roadCell} data-symbol={symbol}>
                    {T.road[symbol]}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
