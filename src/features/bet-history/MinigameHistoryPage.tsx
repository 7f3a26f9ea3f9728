import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { openDialog } from '../../app/commands';
import { useIsLoggedIn } from '../../app/hooks';
import type {
  MinigameHistoryItem,
  MinigameHistoryKind,
} from '../../../common/contract/bet-history.contract';
import { formatDateTime, formatOdds, formatWon } from '../../../common/domain/format';
import { BET_HISTORY as T } from '../../../common/i18n/bet-history.ko';
import { COMMON } from '../../../common/i18n/common.ko';
import { Card } from '../../ui/Card';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { betGameLabel, betPickLabel } from './game-labels';
import { HistoryFilters } from './HistoryFilters';
import { ReBetDialog } from './ReBetDialog';
import { useMinigameHistory, type MinigameHistoryFilters } from './use-minigame-history';
import controls from '../../ui/controls.module.css';
import pageTabs from '../../ui/PageTabs.module.css';
import styles from './History.module.css';
import { scrollRegion } from '../../ui/scroll-region';

type Props = {
  kind: MinigameHistoryKind;
  filters: MinigameHistoryFilters;
  onFilters: (next: MinigameHistoryFilters) => void;
  tabs: ReactNode;
};

/** /bet_result?tab=minigame|virtual: the member's bets of that kind, filtered and paged. */
export function MinigameHistoryPage(props: Props) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <VisitorHistory tabs={props.tabs} />;
  return <MinigameHistory {...props} />;
}

/** A visitor sees the tabs, the members-only notice, and spec §4's non-member dialog. */
export function VisitorHistory({ tabs }: { tabs: ReactNode }) {
  useEffect(() => openDialog('nonMember'), []);
  return (
    <div className={pageTabs.page}>
      {tabs}
      <LoginRequired />
    </div>
  );
}

const statusLabel = (status: number) =>
  T.statusLabels[String(status) as keyof typeof T.statusLabels];

function MinigameHistory({ kind, filters, onFilters, tabs }: Props) {
  const history = useMinigameHistory(kind, filters);
  const [target, setTarget] = useState<MinigameHistoryItem | null>(null);
  const reBet = (bet: MinigameHistoryItem) => {
    setTarget(bet);
    openDialog('reBet');
  };

  return (
    <div className={pageTabs.page} data-testid={`bet-history-${kind}-page`}>
      {tabs}
      <Card id={`bet-history-${kind}-title`} heading="h1" title={T.titles[kind]}>
        {/* A new key per kind: the date fields start from the URL of the tab just opened. */}
        <HistoryFilters key={kind} filters={filters} onChange={onFilters} />
      </Card>
      {history.error ? (
        <Notice error>{errorMessage(history.error)}</Notice>
      ) : history.loading && history.rows.length === 0 ? (
        <Notice>{COMMON.loading}</Notice>
      ) : history.rows.length === 0 ? (
        <Notice>{T.empty}</Notice>
      ) : (
        <div className={controls.tableWrap} {...scrollRegion()}>
          <table className={controls.table} data-testid="bet-history-table">
            <thead>
              <tr>
                <th>{T.columns.game}</th>
                <th>{T.columns.round}</th>
                <th>{T.columns.pick}</th>
                <th className={controls.num}>{T.columns.odds}</th>
                <th className={controls.num}>{T.columns.stake}</th>
                <th className={controls.num}>{T.columns.payout}</th>
                <th>{T.columns.result}</th>
                <th>{T.columns.placedAt}</th>
                <th>{T.columns.status}</th>
                <th>{T.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((bet) => (
                <tr key={bet.id} data-testid="bet-history-row" data-bet-id={bet.id}>
                  <td>{betGameLabel(bet)}</td>
                  <td>{T.roundNo(bet.roundNo)}</td>
                  <td data-testid="bet-history-pick">{betPickLabel(bet)}</td>
                  <td className={controls.num}>{formatOdds(bet.oddsHundredths)}</td>
                  <td className={controls.num}>{formatWon(bet.stakeWon)}</td>
                  <td className={controls.num}>{formatWon(bet.payoutWon)}</td>
                  <td>{bet.resultLabels.join(', ')}</td>
                  <td>{formatDateTime(bet.createdAt)}</td>
                  <td
                    data-testid="bet-history-status"
                    className={bet.status === 2 ? styles.won : bet.status === 1 ? styles.lost : ''}
                  >
                    {statusLabel(bet.status)}
                  </td>
                  <td>
                    {/* Spec §4 keeps one bet per round: re-betting an open bet would replace it. */}
                    {bet.status === 0 ? null : (
                      <button
                        type="button"
                        className={`${controls.btn} ${controls.sm}`}
                        onClick={() => reBet(bet)}
                        data-testid="bet-history-rebet"
                      >
                        {T.reBetButton}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={filters.page ?? 1}
        pageCount={history.pageCount}
        onChange={(page) => onFilters({ ...filters, page })}
      />
      <ReBetDialog bet={target} onPlaced={history.reload} />
    </div>
  );
}
