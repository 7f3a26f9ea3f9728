import { formatOdds, formatWon } from '../../../../common/domain/format';
import type { SportsBetView } from '../../../../common/contract/sports-bets.contract';
import { SLIP_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import type { SportsSlipEvent } from '../../../machines/sports-slip.machine';
import styles from './SportsSlip.module.css';

type Props = { bet: SportsBetView; send: (event: SportsSlipEvent) => void };

/** After placement: what the server accepted (its prices), then re-bet or a new slip. */
export function SlipReceipt({ bet, send }: Props) {
  return (
    <div className={styles.receipt} role="status" data-testid="slip-receipt" data-bet-id={bet.id}>
      <p>
        <strong>{T.receipt}</strong>
      </p>
      <p className={styles.muted}>{T.receiptNo(bet.id)}</p>
      <dl className={styles.row}>
        <dt>{T.combinedOdds}</dt>
        <dd>{formatOdds(bet.totalOddsHundredths)}</dd>
      </dl>
      <dl className={styles.row}>
        <dt>{T.stake}</dt>
        <dd>{formatWon(bet.stakeWon)}</dd>
      </dl>
      <dl className={`${styles.row} ${styles.payout}`}>
        <dt>{T.payout}</dt>
        <dd>{formatWon(bet.potentialPayoutWon)}</dd>
      </dl>
      <div className={styles.receiptActions}>
        <button
          type="button"
          className={styles.secondaryButton}
          data-testid="slip-rebet"
          onClick={() => send({ type: 'REBET' })}
        >
          {T.rebet}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => send({ type: 'CLOSE_RECEIPT' })}
        >
          {T.newSlip}
        </button>
      </div>
    </div>
  );
}
