import { useEffect, useState } from 'react';
import type { MarketTab } from '../../../api/sports-book.api';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { boardLineOf, orderMarkets } from '../board/board-lines';
import { loadFixtureDetail } from '../board/ExtraMarkets';
import { MarketLine } from '../board/MarketLine';
import { useFixtureView } from '../common/use-fixture-view';
import { MarketTabs } from '../common/MarketTabs';
import { Scoreboard } from './Scoreboard';
import board from '../board/Board.module.css';
import styles from './Inplay.module.css';

/**
 * The selected live fixture: scoreboard and every in-play market from the store, so prices,
 * suspensions (🔒) and new markets show as the stream brings them.
 */
export function LiveMarkets({ fixtureId }: { fixtureId: string }) {
  const fixture = useFixtureView(fixtureId, 'inplay');
  const [tab, setTab] = useState<MarketTab>('all');
  useEffect(() => {
    // The list holds the leading markets only; the detail brings the rest into the store.
    void loadFixtureDetail(fixtureId, 'inplay').catch(() => undefined);
  }, [fixtureId]);
  if (!fixture) return <p className={board.empty}>{T.finished}</p>;
  const markets = orderMarkets(fixture.markets, 'live').filter(
    (m) => tab === 'all' || m.family === tab,
  );
  return (
    <section className={styles.markets} data-testid="live-markets" data-fixture-id={fixture.id}>
      <Scoreboard fixture={fixture} />
      <MarketTabs value={tab} onChange={setTab} />
      <div className={styles.marketList}>
        {markets.length === 0 ? <p className={board.note}>{T.noMarkets}</p> : null}
        {markets.map((market) => (
          <div key={market.key} className={styles.marketBox}>
            <MarketLine
              line={boardLineOf(market)}
              fixture={fixture}
              family="inplay"
              book="inplay"
              showName
            />
          </div>
        ))}
      </div>
    </section>
  );
}
