/**
 * Rows → the contract's views (sports.contract.ts): Korean labels, per-selection lines, markets
 * grouped by key in board order. Shared by the read APIs and the feed job's stream messages, so
 * a list and a live update never describe a fixture differently.
 */
import type {
  FixtureChange,
  Livescore,
  SportsFixtureView,
  SportsMarketView,
  SportsSelectionView,
} from '../../common/contract/sports.contract';
import {
  marketFamilyOfType,
  marketKeyOf,
  marketOrder,
  marketTypeOf,
  selectionLine,
} from '../../common/domain/sports/market-catalog';
import { marketNameKorean, periodLabel, selectionLabel } from '../../common/i18n/sports-labels.ko';
import { sportName } from '../../common/i18n/sports.ko';
import type { FixtureRow, SelectionRow, StoredLivescore } from './sports-book-rows';

export function livescoreView(sportId: number, stored: StoredLivescore | null): Livescore | null {
  if (!stored) return null;
  return {
    periodCode: stored.periodCode,
    periodLabel: periodLabel(sportId, stored.periodCode),
    clock: stored.clock,
    homeScore: stored.homeScore,
    awayScore: stored.awayScore,
    periods: stored.periods,
  };
}

/** An operator's suspension shows as the feed's (status 2) until lifted. */
export function effectiveStatus(row: Pick<SelectionRow, 'status' | 'operator_suspended'>) {
  return row.status !== 3 && row.operator_suspended ? 2 : row.status;
}

function selectionView(row: SelectionRow, sportId: number): SportsSelectionView {
  const kind = marketTypeOf(sportId, row.market_type_id)?.kind;
  return {
    id: row.id,
    name: row.name,
    label: selectionLabel(kind, row.name),
    line: selectionLine(kind, row.name, row.line),
    priceHundredths: row.price,
    status: effectiveStatus(row),
    settlement: row.settlement,
  };
}

const lineValue = (line: string | null) => (line === null ? 0 : Number(line));

/** Selections grouped into markets, in board order (winner first, lines ascending). */
export function marketViews(
  fixtureId: string,
  sportId: number,
  rows: readonly SelectionRow[],
): SportsMarketView[] {
  const markets = new Map<string, SportsMarketView>();
  for (const row of rows) {
    const key = marketKeyOf(fixtureId, row.market_type_id, row.line);
    let market = markets.get(key);
    if (!market) {
      const type = marketTypeOf(sportId, row.market_type_id);
      market = {
        key,
        marketTypeId: row.market_type_id,
        name: row.market_name,
        nameKorean: marketNameKorean(row.market_type_id, row.market_name),
        family: marketFamilyOfType(type ?? { name: row.market_name }),
        line: row.line,
        selections: [],
      };
      markets.set(key, market);
    }
    market.selections.push(selectionView(row, sportId));
  }
  return [...markets.values()].sort(
    (a, b) =>
      marketOrder(sportId, a.marketTypeId) - marketOrder(sportId, b.marketTypeId) ||
      lineValue(a.line) - lineValue(b.line),
  );
}

/** Distinct markets of a fixture's selections (the '+N' of the lists). */
export function marketCountOf(fixtureId: string, rows: readonly SelectionRow[]): number {
  return new Set(rows.map((r) => marketKeyOf(fixtureId, r.market_type_id, r.line))).size;
}

export function fixtureChangeView(row: FixtureRow, marketCount: number): FixtureChange {
  return {
    id: row.id,
    sportId: row.sport_id,
    sportNameKorean: sportName(row.sport_id),
    locationId: row.location_id,
    locationNameKorean: row.location_name,
    leagueId: row.league_id,
    leagueNameKorean: row.league_name,
    homeName: row.home_name,
    awayName: row.away_name,
    startsAt: new Date(row.starts_at).toISOString(),
    status: row.status,
    livescore: livescoreView(row.sport_id, row.livescore),
    isTop: row.is_top,
    marketCount,
  };
}

export function fixtureView(
  row: FixtureRow,
  markets: SportsMarketView[],
  marketCount: number,
): SportsFixtureView {
  return { ...fixtureChangeView(row, marketCount), markets };
}
