import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { formatOdds, formatShortDateTime, formatWon } from '../../../common/domain/format';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import { useGameBets } from './hooks';
import { pickLabel } from '../../../common/i18n/minigame-names.ko';
import styles from './Minigame.module.css';
import { scrollRegion } from '../../ui/scroll-region';

/** The member's bets of this game, newest first; the bets stream keeps them live. */
export function MyBets({ game }: { game: MinigameGame }) {
  const bets = useGameBets(game.id).slice(0, 20);
  const C = T.columns;
  return (
    <section className={styles.myBets} aria-label={T.myBets}>
      <h3 className={styles.sectionTitle}>{T.myBets}</h3>
      <div className={styles.tableWrap} {...scrollRegion()}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{C.time}</th>
              <th>{C.round}</th>
              <th>{C.pick}</th>
              <th className={styles.num}>{C.stake}</th>
              <th className={styles.num}>{C.odds}</th>
              <th className={styles.num}>{C.payout}</th>
              <th>{C.status}</th>
            </tr>
          </thead>
          <tbody>
            {bets.length === 0 ? (
              <tr>
                <td colSpan={7} className={styles.muted}>
                  {T.myBetsEmpty}
                </td>
              </tr>
            ) : (
              bets.map((bet) => (
                <tr key={bet.id} data-testid="minigame-my-bets" data-status={bet.status}>
                  <td>{formatShortDateTime(bet.createdAt)}</td>
                  <td>{bet.roundId}</td>
                  <td>{pickLabel(game, bet.selectionKey)}</td>
                  <td className={styles.num}>{formatWon(bet.stakeWon)}</td>
                  <td className={styles.num}>{formatOdds(bet.oddsHundredths)}</td>
                  <td className={styles.num}>
                    {bet.status === 0 ? '-' : formatWon(bet.payoutWon)}
                  </td>
                  <td>{T.betStatus[bet.status] ?? ''}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
