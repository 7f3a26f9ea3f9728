import { useState, type FormEvent } from 'react';
import { BET_HISTORY as T } from '../../../common/i18n/bet-history.ko';
import { Notice } from '../../ui/Notice';
import { isRangeReversed } from './history-search';
import chips from '../../ui/FilterChips.module.css';
import controls from '../../ui/controls.module.css';
import styles from './History.module.css';

type Props = {
  from?: string | undefined;
  to?: string | undefined;
  /** A searched range (either end may be open). */
  onChange: (from: string | undefined, to: string | undefined) => void;
  /** The reset button; by default the range is searched with both ends open. */
  onReset?: () => void;
};

/**
 * A range of Seoul days (YYYY-MM-DD, both ends included) for /bet_result's tabs:
 * searched on submit, refused on screen while the end comes before the start.
 */
export function DayRangeForm({ from: initialFrom, to: initialTo, onChange, onReset }: Props) {
  const [from, setFrom] = useState(initialFrom ?? '');
  const [to, setTo] = useState(initialTo ?? '');
  const reversed = isRangeReversed(from || undefined, to || undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) onChange(from || undefined, to || undefined);
  };
  const reset = () => {
    setFrom('');
    setTo('');
    if (onReset) onReset();
    else onChange(undefined, undefined);
  };

  return (
    <>
      <form className={chips.group} onSubmit={submit} aria-label={T.period} noValidate>
        <span className={chips.label}>{T.period}</span>
        <input
          type="date"
          className={`${controls.input} ${styles.date}`}
          aria-label={T.from}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          data-testid="history-filter-from"
        />
        <span aria-hidden="true">~</span>
        <input
          type="date"
          className={`${controls.input} ${styles.date}`}
          aria-label={T.to}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          data-testid="history-filter-to"
        />
        <button
          type="submit"
          className={`${controls.btn} ${controls.sm} ${controls.accent}`}
          disabled={reversed}
          data-testid="history-filter-search"
        >
          {T.search}
        </button>
        <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reset}>
          {T.reset}
        </button>
      </form>
      {reversed ? <Notice error>{T.rangeReversed}</Notice> : null}
    </>
  );
}
