import { useState, type ReactNode } from 'react';
import type { CasinoRoundView } from '../../api/casino.api';
import { errorMessage } from '../../api/errors';
import { useIsLoggedIn } from '../../app/hooks';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { Card } from '../../ui/Card';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';
import type { CasinoHistoryTab } from './history-tabs';
import { RoundDetailDialog } from './RoundDetailDialog';
import { useCasinoRounds } from './use-casino-rounds';
import controls from '../../ui/controls.module.css';
import styles from './History.module.css';
import pageTabs from '../../ui/PageTabs.module.css';
import { scrollRegion } from '../../ui/scroll-region';

const T = CASINO_TEXT.history;

type Props = {
  tab: CasinoHistoryTab;
  /** /bet_result's tab row over every kind of bet, given by the route. */
  tabs?: ReactNode;
  /** The day-range filter above the rounds, given by the route with its range. */
  filters?: ReactNode;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  onPage: (page: number) => void;
};

/** /bet_result?tab=casino|slot: the member's rounds (game, bet, win, time, status), paged. */
export function CasinoHistoryPage(props: Props) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LoginRequired />;
  return <CasinoHistory {...props} />;
}

function CasinoHistory({ tab, tabs, filters, from, to, page, onPage }: Props) {
  const rounds = useCasinoRounds(tab, page, from, to);
  const [detail, setDetail] = useState<CasinoRoundView | null>(null);
  return (
    <div className={pageTabs.page} data-testid={`bet-result-${tab}-page`}>
      {tabs}
      <Card
        id="casino-history-title"
        heading="h1"
        title={tab === 'casino' ? T.casinoTitle : T.slotTitle}
      >
        {filters}
        {rounds.error ? (
          <Notice error>{errorMessage(rounds.error)}</Notice>
        ) : rounds.loading && rounds.rows.length === 0 ? (
          <Notice>{CASINO_TEXT.loading}</Notice>
        ) : rounds.rows.length === 0 ? (
          <Notice>{T.empty}</Notice>
        ) : (
          <div className={controls.tableWrap} {...scrollRegion()}>
            <table className={controls.table} data-testid="casino-rounds">
              <thead>
                <tr>
                  <th>{T.game}</th>
                  <th className={controls.num}>{T.stake}</th>
                  <th className={controls.num}>{T.win}</th>
                  <th>{T.time}</th>
                  <th>{T.status}</th>
                  <th>{T.detail}</th>
                </tr>
              </thead>
              <tbody>
                {rounds.rows.map((round) => (
                  <tr key={round.id} data-testid="casino-round-row" data-round-ref={round.roundRef}>
                    <td>{round.gameName}</td>
                    <td className={controls.num}>{formatWon(round.stake)}</td>
                    <td className={controls.num}>{formatWon(round.win)}</td>
                    <td>{formatDateTime(round.openedAt)}</td>
                    <td>{T.statuses[round.status] ?? round.status}</td>
                    <td>
                      <button
                        type="button"
                        className={styles.detailButton}
                        onClick={() => setDetail(round)}
                        data-testid="casino-round-detail"
                      >
                        {T.detail}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Pagination page={page} pageCount={rounds.pageCount} onChange={onPage} />
      {detail && <RoundDetailDialog round={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
