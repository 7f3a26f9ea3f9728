/**
 * The sports book normalised (docs/architecture.md §3: entities by id): fixtures,
 * markets and selections by id, fed by the fixture lists, the in-play snapshot and the stream
 * deltas. Pure reducers, so every merge rule has a unit test.
 *
 * Ordering: HTTP snapshots race with the streams. Every write advances `seq` and stamps what it
 * touched; a snapshot carries `asOf`, the `seq` when its request was sent, and never overwrites an
 * entity stamped later (a delta that arrived while the request was in flight is newer than the
 * snapshot's copy) nor re-adds a fixture removed later.
 */
import type {
  FixtureChange,
  SelectionChange,
  SportsFixtureView,
  SportsSelectionView,
} from '../../common/contract/sports.contract';
import {
  feedBookOf,
  marketIdOf,
  REMOVED_FIXTURES_KEPT,
  type FeedBook,
  type FixtureEntity,
  type IngestOptions,
  type PriceMove,
  type SelectionEntity,
  type SportsBookState,
} from './sports-book.state';

export {
  feedBookOf,
  initialSportsBookState,
  marketIdOf,
  REMOVED_FIXTURES_KEPT,
} from './sports-book.state';
export type {
  FeedBook,
  FixtureEntity,
  IngestOptions,
  MarketEntity,
  PriceMove,
  SelectionEntity,
  SportsBookState,
} from './sports-book.state';

const isNewer = (entity: { seq: number } | undefined, asOf: number) =>
  entity !== undefined && entity.seq > asOf;

export function priceMoveOf(before: number, after: number): PriceMove | null {
  if (after > before) return 'up';
  if (after < before) return 'down';
  return null;
}

function fixtureOf(view: SportsFixtureView, seq: number): FixtureEntity {
  const { markets: _markets, ...fixture } = view;
  return { ...fixture, seq };
}

function selectionOf(
  view: SportsSelectionView,
  previous: SelectionEntity | undefined,
  context: { fixtureId: string; marketId: string; book: FeedBook; seq: number; nowMs: number },
): SelectionEntity {
  const move = previous ? priceMoveOf(previous.priceHundredths, view.priceHundredths) : null;
  return {
    ...view,
    fixtureId: context.fixtureId,
    marketId: context.marketId,
    book: context.book,
    seq: context.seq,
    move: move ?? previous?.move ?? null,
    movedAtMs: move ? context.nowMs : (previous?.movedAtMs ?? 0),
  };
}

const byStart = (fixtures: SportsBookState['fixtures']) => (a: string, b: string) => {
  const fa = fixtures[a];
  const fb = fixtures[b];
  const ta = fa ? Date.parse(fa.startsAt) : 0;
  const tb = fb ? Date.parse(fb.startsAt) : 0;
  return ta - tb || (a < b ? -1 : a > b ? 1 : 0);
};

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Ingests fixture views (a list page, a fixture's detail, the in-play snapshot, a `liveFixture`
 * event). Markets the view lists are merged into the fixture's book; markets it does not list are
 * kept (a list shows the main markets, the detail all of them); `removeFixture` drops them.
 */
export function ingestFixtures(
  state: SportsBookState,
  views: readonly SportsFixtureView[],
  options: IngestOptions = {},
): SportsBookState {
  if (views.length === 0) return state;
  const seq = state.seq + 1;
  const asOf = options.asOf ?? state.seq;
  const nowMs = options.nowMs ?? Date.now();
  const fixtures = { ...state.fixtures };
  const markets = { ...state.markets };
  const selections = { ...state.selections };
  const fixtureMarkets = { ...state.fixtureMarkets };
  let liveFixtureIds = state.liveFixtureIds;
  let removedAt = state.removedAt;

  for (const view of views) {
    const removed = state.removedAt[view.id];
    if (removed !== undefined) {
      if (removed > asOf) continue;
      if (removedAt === state.removedAt) removedAt = { ...state.removedAt };
      delete (removedAt as Record<string, number>)[view.id];
    }
    const book = options.book
      ? feedBookOf(options.book)
      : view.status === 2
        ? 'inplay'
        : 'prematch';
    if (!isNewer(fixtures[view.id], asOf)) fixtures[view.id] = fixtureOf(view, seq);
    const ids = [...(fixtureMarkets[view.id]?.[book] ?? [])];
    for (const market of view.markets) {
      const id = marketIdOf(book, market.key);
      const { selections: marketSelections, ...meta } = market;
      markets[id] = {
        ...meta,
        id,
        book,
        fixtureId: view.id,
        selectionIds: marketSelections.map((s) => s.id),
      };
      if (!ids.includes(id)) ids.push(id);
      for (const selection of marketSelections) {
        const previous = selections[selection.id];
        if (isNewer(previous, asOf)) continue;
        selections[selection.id] = selectionOf(selection, previous, {
          fixtureId: view.id,
          marketId: id,
          book,
          seq,
          nowMs,
        });
      }
    }
    if (!sameList(fixtureMarkets[view.id]?.[book], ids)) {
      fixtureMarkets[view.id] = { ...fixtureMarkets[view.id], [book]: ids };
    }
    if (book === 'inplay' && !liveFixtureIds.includes(view.id)) {
      liveFixtureIds = [...liveFixtureIds, view.id];
    }
  }
  return {
    seq,
    fixtures,
    markets,
    selections,
    fixtureMarkets,
    liveFixtureIds:
      liveFixtureIds === state.liveFixtureIds
        ? liveFixtureIds
        : [...liveFixtureIds].sort(byStart(fixtures)),
    removedAt,
  };
}

/**
 * Price and status deltas (in-play `prices`, general `prematchPrices`), in stream order, so each
 * one is newer than what is held. A selection the book does not hold is skipped: nothing shows
 * it, and the next list or snapshot brings it whole.
 */
export function applySelectionChanges(
  state: SportsBookState,
  changes: readonly SelectionChange[],
  nowMs: number = Date.now(),
): SportsBookState {
  const seq = state.seq + 1;
  let selections: Record<string, SelectionEntity> | null = null;
  for (const change of changes) {
    const current = (selections ?? state.selections)[change.id];
    if (!current) continue;
    if (current.priceHundredths === change.priceHundredths && current.status === change.status) {
      continue;
    }
    const move = priceMoveOf(current.priceHundredths, change.priceHundredths);
    selections ??= { ...state.selections };
    selections[change.id] = {
      ...current,
      priceHundredths: change.priceHundredths,
      status: change.status,
      seq,
      move: move ?? current.move,
      movedAtMs: move ? nowMs : current.movedAtMs,
    };
  }
  return selections ? { ...state, seq, selections } : state;
}

/** Score, period, clock or status of a fixture the book holds; unknown fixtures are skipped. */
export function applyFixtureChange(state: SportsBookState, change: FixtureChange): SportsBookState {
  const current = state.fixtures[change.id];
  if (!current) return state;
  const seq = state.seq + 1;
  return { ...state, seq, fixtures: { ...state.fixtures, [change.id]: { ...change, seq } } };
}

function pruneRemoved(removedAt: Record<string, number>): Record<string, number> {
  const ids = Object.keys(removedAt);
  if (ids.length <= REMOVED_FIXTURES_KEPT) return removedAt;
  const kept = ids
    .sort((a, b) => (removedAt[b] ?? 0) - (removedAt[a] ?? 0))
    .slice(0, REMOVED_FIXTURES_KEPT);
  return Object.fromEntries(kept.map((id) => [id, removedAt[id] ?? 0]));
}

/** A finished fixture leaves with its markets and selections of every book. */
export function removeFixture(state: SportsBookState, fixtureId: string): SportsBookState {
  const seq = state.seq + 1;
  const removedAt = pruneRemoved({ ...state.removedAt, [fixtureId]: seq });
  if (!state.fixtures[fixtureId] && !state.fixtureMarkets[fixtureId]) {
    return { ...state, seq, removedAt };
  }
  const fixtures = { ...state.fixtures };
  delete fixtures[fixtureId];
  const markets = { ...state.markets };
  const selections = { ...state.selections };
  const fixtureMarkets = { ...state.fixtureMarkets };
  for (const ids of Object.values(state.fixtureMarkets[fixtureId] ?? {})) {
    for (const marketId of ids ?? []) {
      for (const selectionId of markets[marketId]?.selectionIds ?? []) {
        delete selections[selectionId];
      }
      delete markets[marketId];
    }
  }
  delete fixtureMarkets[fixtureId];
  return {
    seq,
    fixtures,
    markets,
    selections,
    fixtureMarkets,
    liveFixtureIds: state.liveFixtureIds.filter((id) => id !== fixtureId),
    removedAt,
  };
}

/**
 * The in-play snapshot is the whole live book: fixtures it no longer lists (they finished while
 * the stream was away) leave, unless something newer than the snapshot touched them.
 */
export function replaceLiveFixtures(
  state: SportsBookState,
  views: readonly SportsFixtureView[],
  options: Omit<IngestOptions, 'book'> = {},
): SportsBookState {
  const asOf = options.asOf ?? state.seq;
  const listed = new Set(views.map((view) => view.id));
  let next = state;
  for (const id of state.liveFixtureIds) {
    if (listed.has(id) || isNewer(state.fixtures[id], asOf)) continue;
    next = removeFixture(next, id);
  }
  return ingestFixtures(next, views, { ...options, asOf, book: 'inplay' });
}
