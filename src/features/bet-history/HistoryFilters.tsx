import { useState, type FormEvent } from 'react';
import { BET_HISTORY as T } from '../../i18n/bet-history.ko';
import { FilterChipGroup } from '../../ui/FilterChips';
import { Notice } from '../../ui/Notice';
import { HISTORY_STATUS_FILTERS, isRangeReversed } from './history-search';
import type { MinigameHistoryFilters } from './use-minigame-history';
import chips from '../../ui/FilterChips.module.css';
import controls from '../../ui/controls.module.css';
import styles from './History.module.css';

type Props = { filters: MinigameHistoryFilters; onChange: (next: MinigameHistoryFilters) => void };

const statusLabel = (status: number) =>
  T.statusLabels[String(status) as keyof typeof T.statusLabels];

/** Status chips (spec §4) and a range of days; every change goes back to the first page. */
export function HistoryFilters({ filters, onChange }: Props) {
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const reversed = isRangeReversed(from || undefined, to || undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onChange({ ...filters, from: from || undefined, to: to || undefined, page: undefined });
  };
  const reset = () => {
    setFrom('');
    setTo('');
    onChange({});
  };

  return (
    <div className={`${chips.row} ${styles.filters}`}>
      <FilterChipGroup
        label={T.status}
        allLabel={T.all}
        allTestId="history-filter-status-all"
        testIdPrefix="history-filter-status"
        options={HISTORY_STATUS_FILTERS}
        value={filters.status}
        optionLabel={statusLabel}
        onChange={(status) => onChange({ ...filters, status, page: undefined })}
      />
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
    </div>
  );
}
