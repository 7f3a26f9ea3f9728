import { fetchTopEvents } from '../../../api/sports-book.api';
import { formatShortDateTime } from '../../../../common/domain/format';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { sportsBook } from '../../../stores/sports-book.store';
import { useAsync } from '../../../ui/use-async';
import { boardLineOf, orderMarkets } from '../board/board-lines';
import { MarketLine } from '../board/MarketLine';
import styles from './Europe.module.css';

/** How many top events the strip shows. */
const TOP_EVENTS_SHOWN = 6;

async function loadTopEvents() {
  const asOf = sportsBook.seq();
  const { items } = await fetchTopEvents();
  sportsBook.ingestFixtures(items, { asOf, book: 'europe' });
  return items;
}

/** The top events strip of /europe (spec §7 GET /sports-prematch/event/top). */
export function TopEvents() {
  const { data } = useAsync(loadTopEvents, []);
  const events = (data ?? []).slice(0, TOP_EVENTS_SHOWN);
  if (events.length === 0) return null;
  return (
    <section className={styles.top} aria-label={T.topEvents} data-testid="top-events">
      <h3 className={styles.topTitle}>{T.topEvents}</h3>
      <div className={styles.topList}>
        {events.map((fixture) => {
          const main = orderMarkets(fixture.markets, 'europe')[0];
          return (
            <article key={fixture.id} className={styles.topCard} data-fixture-id={fixture.id}>
              <div className={styles.topMeta}>
                <span>{fixture.leagueNameKorean}</span>
                <span>{formatShortDateTime(fixture.startsAt)}</span>
              </div>
              <div className={styles.topTeams}>
                {fixture.homeName} <span className={styles.topVs}>{T.vs}</span> {fixture.awayName}
              </div>
              {main ? (
                <MarketLine
                  line={boardLineOf(main)}
                  fixture={fixture}
                  family="prematch"
                  book="prematch"
                />
              ) : null}
            </article>
          );
        })}
      </div>
    </section>
  );
}
