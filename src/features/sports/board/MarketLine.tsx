import type { SportsSelectionView } from '../../../../common/contract/sports.contract';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import type { BookKind } from '../common/bettable';
import { SelectionButton } from '../common/SelectionButton';
import type { SportsSlipFamily } from '../common/slip-bridge';
import type { BoardLine } from './board-lines';
import odds from '../common/Odds.module.css';
import styles from './Board.module.css';

type Props = {
  line: BoardLine;
  fixture: { id: string; status: number; homeName: string; awayName: string };
  family: SportsSlipFamily;
  book: BookKind;
  /** Show the market's Korean name above the prices (expanded rows, the detail view). */
  showName?: boolean;
  /** Where the teams are named beside the prices already: outcome labels (홈승, 무, 원정승). */
  outcomeLabels?: boolean;
};

/** Result markets name the teams on their buttons; totals and specials use the outcome label. */
function sideLabel(line: BoardLine, selection: SportsSelectionView, team: string): string {
  const family = line.market.family;
  if (family === 'winDrawLose' || family === 'winLose' || family === 'handicap') return team;
  return selection.label || selection.name;
}

/** One market as home / middle / away columns, extra outcomes wrapping below. */
export function MarketLine({
  line,
  fixture,
  family,
  book,
  showName = false,
  outcomeLabels = false,
}: Props) {
  const side = (selection: SportsSelectionView, team: string) =>
    outcomeLabels ? selection.label || selection.name : sideLabel(line, selection, team);
  const button = (
    selection: SportsSelectionView,
    label: string,
    align: 'home' | 'center' | 'away',
  ) => (
    <SelectionButton
      key={selection.id}
      selectionId={selection.id}
      fixtureId={fixture.id}
      fallbackPriceHundredths={selection.priceHundredths}
      fallbackStatus={selection.status}
      fallbackFixtureStatus={fixture.status}
      label={label}
      family={family}
      book={book}
      align={align}
    />
  );
  const { middle } = line;
  return (
    <div className={styles.line} data-testid="market-line" data-market-key={line.market.key}>
      {showName ? (
        <div className={styles.marketName}>
          {line.market.nameKorean}
          {line.market.line ? <span className={styles.marketLine}> {line.market.line}</span> : null}
        </div>
      ) : null}
      {line.home || line.away ? (
        <div className={styles.columns}>
          {line.home ? button(line.home, side(line.home, fixture.homeName), 'home') : <span />}
          {middle.kind === 'selection' ? (
            button(middle.selection, middle.selection.label || T.vs, 'center')
          ) : (
            <span className={odds.middleText} data-testid="market-middle">
              {middle.kind === 'line' ? middle.text : T.vs}
            </span>
          )}
          {line.away ? button(line.away, side(line.away, fixture.awayName), 'away') : <span />}
        </div>
      ) : null}
      {line.rest.length > 0 ? (
        <div className={styles.rest}>
          {line.rest.map((selection) =>
            button(selection, selection.label || selection.name, 'home'),
          )}
        </div>
      ) : null}
    </div>
  );
}
