import { formatScore } from '../../../common/domain/format';
import { LIVE_TV } from '../../../common/i18n/content.ko';
import { Card } from '../../ui/Card';
import controls from '../../ui/controls.module.css';
import styles from './LiveTv.module.css';

/** One live fixture as the panel shows it; names already in Korean. */
export interface LiveScore {
  fixtureId: string;
  sportName: string;
  league: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /** Period label of spec §9, e.g. '전반전', '3쿼터'. */
  periodLabel: string;
}

type Props = {
  /**
   * SLOT FOR THE SPORTS BOOK: the in-play fixtures to show. The sports work fills this from its
   * in-play store once it has one (in LiveTvPage); until then nothing is passed and the panel
   * says that no game is in progress.
   */
  games?: readonly LiveScore[];
};

/** `/livetv` without a configured broadcast: our own live scores. */
export function LiveScoresPanel({ games = [] }: Props) {
  return (
    <Card id="livetv-scores" title={LIVE_TV.scoresTitle} data-testid="live-scores-panel">
      <p className={styles.lead}>{LIVE_TV.scoresLead}</p>
      {games.length === 0 ? (
        <p className={styles.empty} data-testid="live-scores-empty">
          {LIVE_TV.noLiveGames}
        </p>
      ) : (
        <ul className={styles.scores}>
          {games.map((g) => (
            <li key={g.fixtureId} className={styles.score} data-testid="live-score">
              <span className={styles.scoreMeta}>
                {g.sportName} · {g.league}
              </span>
              <span className={styles.team}>{g.home}</span>
              <strong className={styles.scoreValue}>{formatScore(g.homeScore, g.awayScore)}</strong>
              <span className={`${styles.team} ${styles.away}`}>{g.away}</span>
              <span className={`${controls.badge} ${controls.badgeDanger}`}>{g.periodLabel}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
