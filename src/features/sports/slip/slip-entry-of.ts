import type { BonusFolderView } from '../../../../common/contract/sports.contract';
import {
  BOOK_OF_FAMILY,
  isBettableIn,
  type SportsSlipEntry,
  type SportsSlipFamily,
} from '../../../machines/sports-slip.entries';
import type { MarketFamily } from '../../../../common/domain/sports/market-names';
import type { SportsBookState } from '../../../stores/sports-book.reducers';

/** What a pick needs of its fixture, market and selection (views or store entities both fit). */
export interface PickFixture {
  id: string;
  homeName: string;
  awayName: string;
  leagueNameKorean: string;
  startsAt: string;
  status: number;
}
export interface PickMarket {
  name: string;
  nameKorean: string;
  family: MarketFamily;
  line: string | null;
}
export interface PickSelection {
  id: string;
  label: string;
  line: string | null;
  priceHundredths: number;
  status: number;
}

/** A slip entry (spec §3: id, fixtureId, marketName, betPrice) with what the slip shows. */
export function slipEntryOf(
  family: SportsSlipFamily,
  fixture: PickFixture,
  market: PickMarket,
  selection: PickSelection,
): SportsSlipEntry {
  const book = BOOK_OF_FAMILY[family];
  const startsAt = Date.parse(fixture.startsAt);
  return {
    id: selection.id,
    fixtureId: fixture.id,
    marketName: market.name,
    marketFamily: market.family,
    betPriceHundredths: selection.priceHundredths,
    ...(Number.isFinite(startsAt) ? { startsAt } : {}),
    book,
    homeName: fixture.homeName,
    awayName: fixture.awayName,
    leagueNameKorean: fixture.leagueNameKorean,
    marketNameKorean: market.nameKorean,
    selectionLabel: selection.label,
    line: selection.line ?? market.line,
    changed: null,
    locked: !isBettableIn(book, selection.status, fixture.status),
  };
}

/** The pick of a selection the book store holds (the odds buttons know only the id). */
export function slipEntryFromBook(
  family: SportsSlipFamily,
  book: SportsBookState,
  selectionId: string,
): SportsSlipEntry | null {
  const selection = book.selections[selectionId];
  const market = selection && book.markets[selection.marketId];
  const fixture = selection && book.fixtures[selection.fixtureId];
  if (!selection || !market || !fixture) return null;
  return slipEntryOf(family, fixture, market, selection);
}

/** Korean books' bonus-odds folder (spec §5) as a slip entry: one per slip, never locked. */
export function bonusEntryOf(folder: BonusFolderView): SportsSlipEntry {
  return {
    id: folder.id,
    fixtureId: 'bonus',
    marketName: 'Bonus',
    marketFamily: 'other',
    betPriceHundredths: folder.priceHundredths,
    isBonus: true,
    book: 'bonus',
    homeName: folder.label,
    awayName: '',
    leagueNameKorean: '',
    marketNameKorean: folder.label,
    selectionLabel: folder.label,
    line: null,
    minFolders: folder.minFolders,
    changed: null,
    locked: false,
  };
}
