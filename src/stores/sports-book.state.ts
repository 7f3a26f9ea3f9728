/**
 * The shape of the normalised sports book (docs/architecture.md §3: entities by id): fixtures, markets and
 * selections by id with the `seq` stamps that order HTTP snapshots against stream deltas. The
 * reducers that write it are in sports-book.reducers.ts.
 */
import type {
  FixtureChange,
  SportsBook,
  SportsMarketView,
  SportsSelectionView,
} from '../../common/contract/sports.contract';
import type { FeedBook, PriceMove } from '../../common/domain/sports/feed-book';

/** The books and price moves are domain words (the slip machine reads them too). */
export type { FeedBook, PriceMove } from '../../common/domain/sports/feed-book';

export interface FixtureEntity extends FixtureChange {
  readonly seq: number;
}

export interface MarketEntity extends Omit<SportsMarketView, 'selections'> {
  /** `${book}|${key}`: the same market key exists in both books of a fixture. */
  readonly id: string;
  readonly book: FeedBook;
  readonly fixtureId: string;
  readonly selectionIds: readonly string[];
}

export interface SelectionEntity extends SportsSelectionView {
  readonly fixtureId: string;
  readonly marketId: string;
  readonly book: FeedBook;
  readonly seq: number;
  /** Direction of the last price change and when it happened (the odds cell flashes). */
  readonly move: PriceMove | null;
  readonly movedAtMs: number;
}

export interface SportsBookState {
  readonly seq: number;
  readonly fixtures: Readonly<Record<string, FixtureEntity>>;
  readonly markets: Readonly<Record<string, MarketEntity>>;
  readonly selections: Readonly<Record<string, SelectionEntity>>;
  /** Market ids of each fixture per book, in the feed's order. */
  readonly fixtureMarkets: Readonly<Record<string, Partial<Record<FeedBook, readonly string[]>>>>;
  /** Fixtures of the in-play book, soonest start first. */
  readonly liveFixtureIds: readonly string[];
  /** Removed fixtures and the `seq` of their removal, so a late snapshot cannot revive them. */
  readonly removedAt: Readonly<Record<string, number>>;
}

export const initialSportsBookState: SportsBookState = {
  seq: 0,
  fixtures: {},
  markets: {},
  selections: {},
  fixtureMarkets: {},
  liveFixtureIds: [],
  removedAt: {},
};

/** Tombstones kept: enough for a snapshot in flight, bounded so a long session does not grow. */
export const REMOVED_FIXTURES_KEPT = 1_000;

export interface IngestOptions {
  /** Book the views were read from; default: in-play for a live fixture, else prematch. */
  book?: FeedBook | SportsBook;
  /** `seq` when the request was sent; default: now (the data is as new as anything held). */
  asOf?: number;
  /** Clock of price moves (tests). */
  nowMs?: number;
}

/** '/europe' and '/korea' read the prematch book. */
export function feedBookOf(book: FeedBook | SportsBook): FeedBook {
  return book === 'inplay' ? 'inplay' : 'prematch';
}

export const marketIdOf = (book: FeedBook, key: string): string => `${book}|${key}`;
