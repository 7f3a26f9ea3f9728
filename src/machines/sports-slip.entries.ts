/**
 * What a sports slip holds per pick and how it follows the book: the slip machine reacts to
 * price changes and suspensions of its entries.
 */
import type { SlipEntry } from '../../common/domain/betting/slip-entry';
import type { SlipFamily } from '../../common/domain/betting/slip-validation';
import type { FeedBook, PriceMove } from '../../common/domain/sports/feed-book';

export type SportsSlipFamily = SlipFamily;

/**
 * What the slip reads of the book: each selection's price and status, each fixture's status
 * (LSports codes, sports.contract.ts). The book store's state is one; src/app hands it over, as
 * the machine imports no store (docs/architecture.md §2).
 */
export interface SlipBook {
  readonly selections: Readonly<
    Record<string, { readonly priceHundredths: number; readonly status: number }>
  >;
  readonly fixtures: Readonly<Record<string, { readonly status: number }>>;
}

export interface SportsSlipEntry extends SlipEntry {
  /** Which book prices the pick; bonus folders live outside the book store. */
  readonly book: FeedBook | 'bonus';
  readonly homeName: string;
  readonly awayName: string;
  readonly leagueNameKorean: string;
  readonly marketNameKorean: string;
  readonly selectionLabel: string;
  readonly line: string | null;
  /** Bonus folders: the regular picks the folder needs (spec §5). */
  readonly minFolders?: number;
  /** The price moved since the member last looked (marked until accepted). */
  readonly changed: PriceMove | null;
  /** Suspended, settled, started (prematch) or gone from the book: it cannot be placed. */
  readonly locked: boolean;
}

/** The feed book a family's picks come from (sports.md: family ↔ book). */
export const BOOK_OF_FAMILY: Record<SportsSlipFamily, FeedBook> = {
  prematch: 'prematch',
  korean: 'prematch',
  inplay: 'inplay',
};

/**
 * Bettable (sports.md fixed points): selection open (1) and its fixture in the state its book
 * bets on: prematch not started (1) or about to start (9); in-play in progress (2). The start
 * time is the server's to announce (its clock may be simulated): a started fixture arrives as
 * status 2 through `prematchFixture`.
 */
export function isBettableIn(
  book: FeedBook,
  selectionStatus: number | undefined,
  fixtureStatus: number | undefined,
): boolean {
  if (selectionStatus !== 1 || fixtureStatus === undefined) return false;
  return book === 'inplay' ? fixtureStatus === 2 : fixtureStatus === 1 || fixtureStatus === 9;
}

/** The direction of a move, kept against the price the member last accepted. */
function changedAgainst(entry: SportsSlipEntry, priceHundredths: number): PriceMove | null {
  if (priceHundredths === entry.betPriceHundredths) return entry.changed;
  return priceHundredths > entry.betPriceHundredths ? 'up' : 'down';
}

/** One entry after the book moved; the same object when nothing it shows changed. */
export function syncEntry(entry: SportsSlipEntry, book: SlipBook): SportsSlipEntry {
  if (entry.book === 'bonus') return entry;
  const selection = book.selections[entry.id];
  if (!selection) return entry.locked ? entry : { ...entry, locked: true };
  const fixture = book.fixtures[entry.fixtureId];
  const locked = !isBettableIn(entry.book, selection.status, fixture?.status);
  const price = selection.priceHundredths;
  if (locked === entry.locked && price === entry.betPriceHundredths) return entry;
  return {
    ...entry,
    betPriceHundredths: price,
    changed: changedAgainst(entry, price),
    locked,
  };
}

/** The entries after the book moved; the same array when none of them changed. */
export function syncEntries(
  entries: readonly SportsSlipEntry[],
  book: SlipBook,
): readonly SportsSlipEntry[] {
  const next = entries.map((entry) => syncEntry(entry, book));
  return next.every((entry, i) => entry === entries[i]) ? entries : next;
}

/** A 409's current prices (sportsBetRefusalSchema.prices) applied to the entries. */
export function applyRepricedLegs(
  entries: readonly SportsSlipEntry[],
  prices: readonly { selectionId: string; priceHundredths: number; status: number }[],
): readonly SportsSlipEntry[] {
  const byId = new Map(prices.map((leg) => [leg.selectionId, leg]));
  return entries.map((entry) => {
    const leg = byId.get(entry.id);
    if (!leg) return entry;
    return {
      ...entry,
      betPriceHundredths: leg.priceHundredths,
      changed: changedAgainst(entry, leg.priceHundredths),
      locked: leg.status !== 1,
    };
  });
}
