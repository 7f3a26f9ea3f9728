import { BET_HISTORY as T } from '../../../common/i18n/bet-history.ko';
import { FilterChipGroup } from '../../ui/FilterChips';
import { DayRangeForm } from './DayRangeForm';
import { HISTORY_STATUS_FILTERS } from './history-search';
import type { MinigameHistoryFilters } from './use-minigame-history';
import chips from '../../ui/FilterChips.module.css';
import styles from './History.module.css';

type Props = { filters: MinigameHistoryFilters; onChange: (next: MinigameHistoryFilters) => void };

const statusLabel = (status: number) =>
  T.statusLabels[String(status) as keyof typeof T.statusLabels];

/** Status chips (spec §4) and a range of days; every change goes back to the first page. */
export function HistoryFilters({ filters, onChange }: Props) {
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
      <DayRangeForm
        from={filters.from}
        to={filters.to}
        onChange={(from, to) => onChange({ ...filters, from, to, page: undefined })}
        onReset={() => onChange({})}
      />
    </div>
  );
}
