/**
 * How a market sits on a domestic board row: home price on the
 * left, the draw price or the handicap / over-under line in the middle, away price on the right.
 * Pure: the rows render these shapes with live prices from the store.
 */
import type {
  KoreaBoard,
  SportsMarketView,
  SportsSelectionView,
} from '../../../../common/contract/sports.contract';

export type MarketFamilyName = SportsMarketView['family'];

export type BoardMiddle =
  | { kind: 'selection'; selection: SportsSelectionView }
  | { kind: 'line'; text: string }
  | { kind: 'vs' };

export interface BoardLine {
  market: SportsMarketView;
  home: SportsSelectionView | null;
  middle: BoardMiddle;
  away: SportsSelectionView | null;
  /** Selections that do not fit the three columns (specials with many outcomes). */
  rest: SportsSelectionView[];
}

const HOME_NAMES = new Set(['1', 'home', 'over']);
const DRAW_NAMES = new Set(['x', 'draw']);
const AWAY_NAMES = new Set(['2', 'away', 'under']);

const byName = (selections: readonly SportsSelectionView[], names: ReadonlySet<string>) =>
  selections.find((s) => names.has(s.name.trim().toLowerCase())) ?? null;

/** The line as the home side reads it ('-1.5', '2.5'); markets without a line show 'VS'. */
function lineMiddle(market: SportsMarketView): BoardMiddle {
  const line = market.line ?? market.selections.find((s) => s.line !== null)?.line ?? null;
  return line === null ? { kind: 'vs' } : { kind: 'line', text: line };
}

/** Places one market's selections into the home / middle / away columns. */
export function boardLineOf(market: SportsMarketView): BoardLine {
  const { selections } = market;
  if (market.family === 'overUnder' || market.family === 'handicap') {
    const home = byName(selections, HOME_NAMES) ?? selections[0] ?? null;
    const away = byName(selections, AWAY_NAMES) ?? selections[1] ?? null;
    const rest = selections.filter((s) => s !== home && s !== away);
    return { market, home, middle: lineMiddle(market), away, rest };
  }
  if (market.family === 'winDrawLose' || market.family === 'winLose') {
    const home = byName(selections, HOME_NAMES);
    const draw = byName(selections, DRAW_NAMES);
    const away = byName(selections, AWAY_NAMES);
    if (home && away) {
      const rest = selections.filter((s) => s !== home && s !== away && s !== draw);
      const middle: BoardMiddle = draw ? { kind: 'selection', selection: draw } : { kind: 'vs' };
      return { market, home, middle, away, rest };
    }
  }
  // Specials and anything unexpected: two or three outcomes fill the columns, more wrap below.
  if (selections.length === 2) {
    return { market, home: selections[0]!, middle: { kind: 'vs' }, away: selections[1]!, rest: [] };
  }
  if (selections.length === 3) {
    return {
      market,
      home: selections[0]!,
      middle: { kind: 'selection', selection: selections[1]! },
      away: selections[2]!,
      rest: [],
    };
  }
  return { market, home: null, middle: { kind: 'vs' }, away: null, rest: [...selections] };
}

/** Which families lead a board's row, best first (the rest go behind '+N'). */
const BOARD_FAMILY_ORDER: Readonly<Record<KoreaBoard | 'europe', readonly MarketFamilyName[]>> = {
  cross: ['winDrawLose', 'winLose', 'handicap', 'overUnder', 'other'],
  wintielose: ['winDrawLose', 'winLose', 'handicap', 'overUnder', 'other'],
  handicap: ['handicap', 'winLose', 'winDrawLose', 'overUnder', 'other'],
  special: ['other', 'overUnder', 'handicap', 'winDrawLose', 'winLose'],
  live: ['winDrawLose', 'winLose', 'overUnder', 'handicap', 'other'],
  proto: ['winDrawLose', 'winLose', 'handicap', 'overUnder', 'other'],
  europe: ['winDrawLose', 'winLose', 'overUnder', 'handicap', 'other'],
};

/** Markets ordered for a board: the preferred family first, the feed's order kept within one. */
export function orderMarkets(
  markets: readonly SportsMarketView[],
  board: KoreaBoard | 'europe',
): SportsMarketView[] {
  const order = BOARD_FAMILY_ORDER[board];
  const rank = (m: SportsMarketView) => {
    const index = order.indexOf(m.family);
    return index === -1 ? order.length : index;
  };
  return markets
    .map((market, index) => ({ market, index }))
    .sort((a, b) => rank(a.market) - rank(b.market) || a.index - b.index)
    .map(({ market }) => market);
}

/** The '+N' of a row: open markets beyond the one the row shows. */
export function extraMarketCount(marketCount: number, shown: number): number {
  return Math.max(0, marketCount - shown);
}
