import type { MarketTab } from '../../../api/sports-book.api';
import type { SportsFixtureView } from '../../../../common/contract/sports.contract';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { errorMessage } from '../../../api/errors';
import { useAsync } from '../../../ui/use-async';
import { boardLineOf, orderMarkets } from '../board/board-lines';
import { loadFixtureDetail } from '../board/ExtraMarkets';
import { MarketLine } from '../board/MarketLine';
import board from '../board/Board.module.css';

type Props = { fixture: SportsFixtureView; market: MarketTab };

/**
 * A fixture's every open market (GET /api/sports/fixtures/:id?book=europe), inline under its
 * row, narrowed by the page's market tab.
 */
export function FixtureDetail({ fixture, market }: Props) {
  const { data, error, loading } = useAsync(
    () => loadFixtureDetail(fixture.id, 'europe'),
    [fixture.id],
  );
  if (loading && !data) return <p className={board.note}>{T.loadingMarkets}</p>;
  if (error && !data) {
    return (
      <p className={board.note} role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  const markets = orderMarkets(data?.markets ?? [], 'europe').filter(
    (m) => market === 'all' || m.family === market,
  );
  return (
    <div
      className={board.extra}
      data-testid="fixture-detail"
      aria-label={T.fixtureDetail(fixture.homeName, fixture.awayName)}
      role="region"
    >
      {markets.length === 0 ? <p className={board.note}>{T.noMarkets}</p> : null}
      {markets.map((m) => (
        <MarketLine
          key={m.key}
          line={boardLineOf(m)}
          fixture={fixture}
          family="prematch"
          book="prematch"
          showName
        />
      ))}
    </div>
  );
}
