import type { ReactNode } from 'react';
import { useIsLoggedIn } from '../../../app/hooks';
import { SPORTS_SLIP_FAMILIES } from '../../../../common/contract/sports-bets.contract';
import { COMMON } from '../../../../common/i18n/common.ko';
import { BET_RESULT_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { FilterChipGroup } from '../../../ui/FilterChips';
import { LoginRequired } from '../../../ui/LoginRequired';
import { Notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { BetCard } from './BetCard';
import { BET_STATUS_FILTERS, type BetResultSearch } from './bet-result-search';
import { useBetHistory } from './use-bet-history';
import styles from './BetResult.module.css';
import chips from '../../../ui/FilterChips.module.css';
import pageTabs from '../../../ui/PageTabs.module.css';

type Props = {
  /** /bet_result's tab row over every kind of bet, given by the route. */
  tabs?: ReactNode;
  search: BetResultSearch;
  onSearch: (next: BetResultSearch) => void;
};

/** `/bet_result`'s sports tab: the member's sports bets, 15 a page, by status and family, live. */
export function BetResultPage(props: Props) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRequired />;
  return <BetHistory {...props} />;
}

function BetHistory({ tabs, search, onSearch }: Props) {
  const history = useBetHistory(search);
  const statusLabel = (status: number) =>
    T.statusLabels[String(status) as keyof typeof T.statusLabels];
  return (
    <div className={pageTabs.page} data-testid="bet-result-page">
      {tabs}
      <Card id="bet-result-title" heading="h1" title={T.title}>
        <div className={chips.row}>
          <FilterChipGroup
            label={T.status}
            allLabel={T.all}
            testIdPrefix="bet-filter-status"
            options={BET_STATUS_FILTERS}
            value={search.status}
            optionLabel={statusLabel}
            onChange={(status) => onSearch({ ...search, status, page: undefined })}
          />
          <FilterChipGroup
            label={T.family}
            allLabel={T.all}
            testIdPrefix="bet-filter-family"
            options={SPORTS_SLIP_FAMILIES}
            value={search.family}
            optionLabel={(family) => T.families[family]}
            onChange={(family) => onSearch({ ...search, family, page: undefined })}
          />
        </div>
      </Card>
      {history.error ? (
        <Notice error>{errorMessage(history.error)}</Notice>
      ) : history.loading && history.rows.length === 0 ? (
        <Notice>{COMMON.loading}</Notice>
      ) : history.rows.length === 0 ? (
        <Notice>{T.empty}</Notice>
      ) : (
        <ul className={styles.list} data-testid="bet-result-list">
          {history.rows.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
      <Pagination
        page={search.page ?? 1}
        pageCount={history.pageCount}
        onChange={(page) => onSearch({ ...search, page })}
      />
    </div>
  );
}
