import { useId } from 'react';
import { SLIP_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import type { SportsLimits } from '../../../api/sports.api';
import type { SportsSlipEvent } from '../../../machines/sports-slip.machine';
import { QUICK_STAKES_WON } from '../../../machines/sports-slip.math';
import styles from './SportsSlip.module.css';

const QUICK_LABELS: Record<(typeof QUICK_STAKES_WON)[number], string> = {
  10_000: T.quick.add10k,
  50_000: T.quick.add50k,
  100_000: T.quick.add100k,
  500_000: T.quick.add500k,
};

type Props = {
  stakeWon: number;
  limits: SportsLimits | null;
  disabled: boolean;
  send: (event: SportsSlipEvent) => void;
};

/** Stake input (whole won), the quick-stake buttons and the level's limits. */
export function StakeBox({ stakeWon, limits, disabled, send }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.row}>
        {T.stake}
      </label>
      <input
        id={id}
        data-testid="slip-stake"
        className={styles.stakeInput}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        value={stakeWon === 0 ? '' : stakeWon.toLocaleString('ko-KR')}
        placeholder="0"
        onChange={(e) =>
          send({ type: 'SET_STAKE', stakeWon: Number(e.target.value.replace(/\D/g, '')) })
        }
      />
      <div className={styles.quick}>
        {QUICK_STAKES_WON.map((amountWon) => (
          <button
            key={amountWon}
            type="button"
            disabled={disabled}
            onClick={() => send({ type: 'ADD_STAKE', amountWon })}
          >
            {QUICK_LABELS[amountWon]}
          </button>
        ))}
        <button type="button" disabled={disabled} onClick={() => send({ type: 'MAX_STAKE' })}>
          {T.quick.max}
        </button>
        <button type="button" disabled={disabled} onClick={() => send({ type: 'RESET_STAKE' })}>
          {T.quick.reset}
        </button>
      </div>
      {limits && (
        <p className={styles.limits} data-testid="slip-limits">
          {T.limits(limits.minStakeWon, limits.maxStakeWon, limits.maxPayoutWon)}
        </p>
      )}
    </>
  );
}
