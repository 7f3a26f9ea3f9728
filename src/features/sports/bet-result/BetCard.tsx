import { memo } from 'react';
import type { SportsBetView } from '../../../../common/contract/sports-bets.contract';
import { formatDateTime, formatOdds, formatWon } from '../../../../common/domain/format';
import { BET_RESULT_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import { BetActions } from './BetActions';
import styles from './BetResult.module.css';
import { scrollRegion } from '../../../ui/scroll-region';

type Leg = SportsBetView['legs'][number];

const statusLabel = (status: number) =>
  T.statusLabels[String(status) as keyof typeof T.statusLabels] ?? '';

const legResultLabel = (leg: Leg) =>
  leg.result === null
    ? T.legResults.pending
    : (T.legResults[String(leg.result) as keyof typeof T.legResults] ?? '');

function kindLabel(bet: SportsBetView): string {
  if (bet.kind === 'system' && bet.systemSize !== null) {
    return T.system(bet.systemSize, bet.legs.length);
  }
  return T.kinds[bet.kind];
}

/** One bet (spec §4 statuses): its legs with scores and results, amounts and the actions. */
export const BetCard = memo(function BetCard({ bet }: { bet: SportsBetView }) {
  const settled = bet.status !== 0;
  return (
    <li
      className={styles.bet}
      data-testid="bet-result-row"
      data-bet-id={bet.id}
      data-status={bet.status}
    >
      <div className={styles.betHeader}>
        <strong>{T.betNo(bet.id)}</strong>
        <span>{T.families[bet.family]}</span>
        <span className={styles.muted}>{kindLabel(bet)}</span>
        <span className={styles.muted}>{formatDateTime(bet.createdAt)}</span>
        <span className={styles.status} data-status={bet.status} data-testid="bet-result-status">
          {statusLabel(bet.status)}
        </span>
      </div>
      <div className={styles.tableWrap} {...scrollRegion()}>
        <table className={styles.legs}>
          <thead>
            <tr>
              <th>{T.match}</th>
              <th>{T.market}</th>
              <th>{T.pick}</th>
              <th className={styles.num}>{T.odds}</th>
              <th className={styles.num}>{T.score}</th>
              <th>{T.result}</th>
            </tr>
          </thead>
          <tbody>
            {bet.legs.map((leg) => (
              <tr key={leg.selectionId} data-testid="bet-result-leg">
                <td>
                  {leg.isBonus ? (
                    T.bonus
                  ) : (
                    <>
                      <span className={styles.muted}>{leg.leagueNameKorean} </span>
                      {leg.homeName} vs {leg.awayName}
                    </>
                  )}
                </td>
                <td>{leg.marketNameKorean}</td>
                <td>
                  {leg.selectionLabel}
                  {leg.line ? ` (${leg.line})` : ''}
                </td>
                <td className={styles.num}>{formatOdds(leg.priceHundredths)}</td>
                <td className={styles.num}>{leg.score ?? '-'}</td>
                <td className={styles.result} data-result={leg.result ?? 'pending'}>
                  {legResultLabel(leg)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{T.stake}</dt>
          <dd>{formatWon(bet.stakeWon)}</dd>
        </div>
        <div>
          <dt>{T.odds}</dt>
          <dd>{formatOdds(bet.totalOddsHundredths)}</dd>
        </div>
        <div>
          <dt>{T.potential}</dt>
          <dd>{formatWon(bet.potentialPayoutWon)}</dd>
        </div>
        <div>
          <dt>{bet.cashedOutWon !== null ? T.cashedOut : T.payout}</dt>
          <dd className={styles.win} data-testid="bet-result-payout">
            {bet.cashedOutWon !== null
              ? formatWon(bet.cashedOutWon)
              : settled
                ? formatWon(bet.payoutWon)
                : '-'}
          </dd>
        </div>
      </dl>
      <BetActions bet={bet} />
    </li>
  );
});
