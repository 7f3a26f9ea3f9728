import type { TournamentPrize } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { formatAmount, formatPrizeRanks, sortedPrizes } from './tournament-format';
import styles from './Tournament.module.css';

/** The prize table by rank (shown before joining). */
export function PrizeTable({ prizes }: { prizes: readonly TournamentPrize[] }) {
  return (
    <table className={styles.prizes} data-testid="tournament-prizes">
      <caption className="visually-hidden">{T.prizeTable}</caption>
      <thead>
        <tr>
          <th scope="col">{T.prizeRank}</th>
          <th scope="col">{T.prizeAmount}</th>
        </tr>
      </thead>
      <tbody>
        {sortedPrizes(prizes).map((prize) => (
          <tr key={prize.rankFrom}>
            <td>{formatPrizeRanks(prize)}</td>
            <td>{formatAmount(prize.currency, prize.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
