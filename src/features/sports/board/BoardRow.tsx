import { useState, type ReactNode } from 'react';
import type { SportsBook, SportsFixtureView } from '../../../../common/contract/sports.contract';
import { formatShortDateTime } from '../../../../common/domain/format';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import type { BookKind } from '../common/bettable';
import type { SportsSlipFamily } from '../common/slip-bridge';
import { boardLineOf, extraMarketCount, orderMarkets } from './board-lines';
import { ExtraMarkets } from './ExtraMarkets';
import { MarketLine } from './MarketLine';
import styles from './Board.module.css';

const NAMED_FAMILIES: ReadonlySet<string> = new Set(['winDrawLose', 'winLose', 'handicap']);

type Props = {
  fixture: SportsFixtureView;
  board: Parameters<typeof orderMarkets>[1];
  book: SportsBook;
  bookKind: BookKind;
  family: SportsSlipFamily;
  /** Proto lists number their games. */
  number?: number;
  /** Shown instead of the start time (a live score, a period). */
  status?: ReactNode;
  /** What opens under the row (default: the markets behind '+N'). */
  renderDetail?: (fixture: SportsFixtureView) => ReactNode;
};

/**
 * One fixture of a board: start time MM-DD HH:mm, the leading market as
 * home / draw-or-line / away, and '+N' opening the fixture's other markets below the row.
 */
export function BoardRow({
  fixture,
  board,
  book,
  bookKind,
  family,
  number,
  status,
  renderDetail,
}: Props) {
  const [open, setOpen] = useState(false);
  const markets = orderMarkets(fixture.markets, board);
  const main = markets[0];
  const more = extraMarketCount(fixture.marketCount, main ? 1 : 0);
  return (
    <div
      className={styles.row}
      data-testid="board-row"
      data-fixture-id={fixture.id}
      data-starts-at={fixture.startsAt}
      // Result markets name the teams on their buttons; the teams line is then for phones only.
      data-named={main ? String(NAMED_FAMILIES.has(main.family)) : 'false'}
    >
      <div className={styles.rowMain}>
        {number !== undefined ? (
          <span className={styles.number} data-testid="proto-number">
            {number}
          </span>
        ) : null}
        <span className={styles.time}>{status ?? formatShortDateTime(fixture.startsAt)}</span>
        <div className={styles.teams}>
          {fixture.homeName} <span className={styles.vs}>{T.vs}</span> {fixture.awayName}
        </div>
        <div className={styles.market}>
          {main ? (
            <MarketLine
              line={boardLineOf(main)}
              fixture={fixture}
              family={family}
              book={bookKind}
            />
          ) : (
            <span className={styles.note}>{T.noMarkets}</span>
          )}
        </div>
        <button
          type="button"
          className={styles.more}
          data-testid="more-markets"
          aria-expanded={open}
          aria-label={
            open
              ? T.lessMarketsLabel(fixture.homeName, fixture.awayName)
              : T.moreMarketsLabel(fixture.homeName, fixture.awayName, more)
          }
          disabled={more === 0 && !open}
          onClick={() => setOpen((v) => !v)}
        >
          {T.moreMarkets(more)}
        </button>
      </div>
      {open && renderDetail ? renderDetail(fixture) : null}
      {open && !renderDetail ? (
        <ExtraMarkets
          fixture={fixture}
          book={book}
          board={board}
          family={family}
          bookKind={bookKind}
          shownKeys={main ? [main.key] : []}
        />
      ) : null}
    </div>
  );
}
