import type { SportsBook, SportsFixtureView } from '../../../../common/contract/sports.contract';
import { fetchFixture } from '../../../api/sports-book.api';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { sportsBook } from '../../../stores/sports-book.store';
import { errorMessage } from '../../../api/errors';
import { useAsync } from '../../../ui/use-async';
import type { BookKind } from '../common/bettable';
import type { SportsSlipFamily } from '../common/slip-bridge';
import { boardLineOf, orderMarkets } from './board-lines';
import { MarketLine } from './MarketLine';
import styles from './Board.module.css';

/** Loads one fixture with every open market of its book into the store, and answers the view. */
export async function loadFixtureDetail(
  fixtureId: string,
  book: SportsBook,
): Promise<SportsFixtureView> {
  const asOf = sportsBook.seq();
  const view = await fetchFixture(fixtureId, book);
  sportsBook.ingestFixtures([view], { asOf, book });
  return view;
}

type Props = {
  fixture: SportsFixtureView;
  book: SportsBook;
  board: Parameters<typeof orderMarkets>[1];
  family: SportsSlipFamily;
  bookKind: BookKind;
  /** Market keys the row already shows. */
  shownKeys: readonly string[];
};

/** The markets behind a row's '+N', fetched when the row opens (GET /api/sports/fixtures/:id). */
export function ExtraMarkets({ fixture, book, board, family, bookKind, shownKeys }: Props) {
  const { data, error, loading } = useAsync(
    () => loadFixtureDetail(fixture.id, book),
    [fixture.id, book],
  );
  if (loading && !data) return <p className={styles.note}>{T.loadingMarkets}</p>;
  if (error && !data) {
    return (
      <p className={styles.note} role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  const extra = orderMarkets(data?.markets ?? [], board).filter((m) => !shownKeys.includes(m.key));
  if (extra.length === 0) return <p className={styles.note}>{T.noMarkets}</p>;
  return (
    <div className={styles.extra} data-testid="extra-markets">
      {extra.map((market) => (
        <MarketLine
          key={market.key}
          line={boardLineOf(market)}
          fixture={fixture}
          family={family}
          book={bookKind}
          showName
        />
      ))}
    </div>
  );
}
