import type {
  TournamentScoring,
  TournamentWinner,
} from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Card } from '../../ui/Card';
import { formatAmount, formatScore } from './tournament-format';
import styles from './Tournament.module.css';
import { scrollRegion } from '../../ui/scroll-region';

type Props = {
  tournamentId: number;
  scoring: TournamentScoring;
  winners: readonly TournamentWinner[];
};

/** A finished tournament's winners and the prize each received (kept with its final board). */
export function WinnersTable({ tournamentId, scoring, winners }: Props) {
  return (
    <Card
      id={`tournament-${tournamentId}-winners`}
      title={T.winners.title}
      data-testid="tournament-winners"
    >
      <div className={styles.body}>
        {winners.length === 0 ? (
          <p className={styles.hint}>{T.winners.empty}</p>
        ) : (
          <div className={styles.tableWrap} {...scrollRegion()}>
            <table className={styles.board}>
              <thead>
                <tr>
                  <th scope="col">{T.board.rank}</th>
                  <th scope="col">{T.board.name}</th>
                  <th scope="col" className={styles.num}>
                    {T.board.score}
                  </th>
                  <th scope="col" className={styles.num}>
                    {T.board.finalPrize}
                  </th>
                </tr>
              </thead>
              <tbody>
                {winners.map((winner) => (
                  <tr
                    key={`${winner.rank}-${winner.displayName}`}
                    data-testid="tournament-winner"
                    data-rank={winner.rank}
                  >
                    <td>{T.rank(winner.rank)}</td>
                    <td>{winner.displayName}</td>
                    <td className={styles.num}>{formatScore(scoring, winner.score)}</td>
                    <td className={styles.num}>{formatAmount(winner.currency, winner.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Card>
  );
}
