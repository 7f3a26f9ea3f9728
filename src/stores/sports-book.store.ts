import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createStore } from 'zustand/vanilla';
import type {
  FixtureChange,
  SelectionChange,
  SportsBook,
  SportsFixtureView,
} from '../../common/contract/sports.contract';
import {
  applyFixtureChange,
  applySelectionChanges,
  ingestFixtures,
  initialSportsBookState,
  removeFixture,
  replaceLiveFixtures,
  type FeedBook,
  type FixtureEntity,
  type IngestOptions,
  type MarketEntity,
  type PriceMove,
  type SelectionEntity,
  type SportsBookState,
} from './sports-book.reducers';

export type {
  FeedBook,
  FixtureEntity,
  IngestOptions,
  MarketEntity,
  PriceMove,
  SelectionEntity,
  SportsBookState,
};
export { feedBookOf, marketIdOf } from './sports-book.reducers';

/**
 * The sports book store: one vanilla zustand store of fixtures, markets and
 * selections by id. The streams write it at most once per animation frame; pages write the lists
 * they fetch through `ingestFixtures`; components read the smallest slice with the hooks below,
 * so a price change re-renders only the odds button of that selection.
 */
export const sportsBookStore = createStore<SportsBookState>()(() => initialSportsBookState);

const write = (next: SportsBookState) => {
  if (next !== sportsBookStore.getState()) sportsBookStore.setState(next, true);
};

export const sportsBook = {
  getState: () => sportsBookStore.getState(),
  subscribe: sportsBookStore.subscribe,
  /**
   * The book's write position. Read it before sending a request whose answer you will ingest and
   * pass it as `asOf`: deltas that arrive meanwhile are then not overwritten by the older answer.
   */
  seq: () => sportsBookStore.getState().seq,
  ingestFixtures(views: readonly SportsFixtureView[], options?: IngestOptions): void {
    write(ingestFixtures(sportsBookStore.getState(), views, options));
  },
  applySelectionChanges(changes: readonly SelectionChange[]): void {
    write(applySelectionChanges(sportsBookStore.getState(), changes));
  },
  applyFixtureChange(fixture: FixtureChange): void {
    write(applyFixtureChange(sportsBookStore.getState(), fixture));
  },
  removeFixture(fixtureId: string): void {
    write(removeFixture(sportsBookStore.getState(), fixtureId));
  },
  /** The in-play snapshot: the whole live book (`GET /api/sports/inplay`). */
  replaceLiveFixtures(views: readonly SportsFixtureView[], asOf?: number): void {
    write(replaceLiveFixtures(sportsBookStore.getState(), views, { asOf }));
  },
  /** Several reducers as one store write (the streams' frame batches). */
  update(reduce: (state: SportsBookState) => SportsBookState): void {
    write(reduce(sportsBookStore.getState()));
  },
  reset(): void {
    sportsBookStore.setState(initialSportsBookState, true);
  },
};

/** How long an odds cell shows its up/down colour after a change (streams/sports/price-flash.ts). */
export const PRICE_FLASH_MS = 1_500;

const NO_IDS: readonly string[] = [];

export const useFixture = (fixtureId: string): FixtureEntity | undefined =>
  useStore(sportsBookStore, (s) => s.fixtures[fixtureId]);

/** One selection; the object changes only when that selection does. */
export const useSelection = (selectionId: string): SelectionEntity | undefined =>
  useStore(sportsBookStore, (s) => s.selections[selectionId]);

/** A fixture's markets of one book ('europe' and 'korea' read the prematch book). */
export function useMarketsOf(fixtureId: string, book: FeedBook | SportsBook): MarketEntity[] {
  const feedBook: FeedBook = book === 'inplay' ? 'inplay' : 'prematch';
  return useStore(
    sportsBookStore,
    useShallow((s) =>
      (s.fixtureMarkets[fixtureId]?.[feedBook] ?? NO_IDS).flatMap((id) => {
        const market = s.markets[id];
        return market ? [market] : [];
      }),
    ),
  );
}

/** Live fixtures (the in-play book), soonest start first, optionally of one sport. */
export function useLiveFixtureIds(sportId?: number): string[] {
  return useStore(
    sportsBookStore,
    useShallow((s) =>
      sportId === undefined
        ? [...s.liveFixtureIds]
        : s.liveFixtureIds.filter((id) => s.fixtures[id]?.sportId === sportId),
    ),
  );
}
