import {
  catchError,
  EMPTY,
  from,
  map,
  merge,
  Observable,
  of,
  share,
  Subject,
  switchMap,
} from 'rxjs';
import { fetchInplaySnapshot } from '../../api/sports.api';
import type { InplayEvent } from '../../../common/contract/sse.contract';
import type { SelectionChange, SportsFixtureView } from '../../../common/contract/sports.contract';
import {
  applyFixtureChange,
  applySelectionChanges,
  ingestFixtures,
  removeFixture,
  type SportsBookState,
} from '../../stores/sports-book.reducers';
import { sportsBook } from '../../stores/sports-book.store';

/** A frame's in-play events, in stream order, folded into the book (one store write). */
export function foldInplayEvents(
  state: SportsBookState,
  events: readonly InplayEvent[],
  nowMs: number,
): SportsBookState {
  let next = state;
  // Consecutive price messages merge into one pass: a burst copies the selections map once.
  let prices: SelectionChange[] = [];
  const flushPrices = () => {
    if (prices.length > 0) next = applySelectionChanges(next, prices, nowMs);
    prices = [];
  };
  for (const event of events) {
    if (event.type === 'prices') {
      prices.push(...event.changes);
      continue;
    }
    flushPrices();
    if (event.type === 'liveFixture') {
      next = ingestFixtures(next, [event.fixture], { book: 'inplay', nowMs });
    } else if (event.type === 'fixture') next = applyFixtureChange(next, event.fixture);
    else if (event.type === 'fixtureRemoved') next = removeFixture(next, event.fixtureId);
  }
  flushPrices();
  return next;
}

export function writeInplayEvents(events: readonly InplayEvent[]): void {
  if (events.length > 0) sportsBook.update((state) => foldInplayEvents(state, events, Date.now()));
}

const inplayReset$ = new Subject<void>();

/** The in-play stream missed events (`reset`: replay window passed): refetch the snapshot. */
export function notifySportsInplayReset(): void {
  inplayReset$.next();
}

export interface SportsInplayWritesOptions {
  fetchSnapshot?: () => Promise<SportsFixtureView[]>;
  reset$?: Observable<void>;
  onError?: (error: unknown) => void;
}

/**
 * The in-play feed with its store writes. While anyone listens (a page showing
 * live fixtures, or the in-play slip holding entries): the snapshot `GET /api/sports/inplay` when
 * the stream connects and after every `reset`, and each frame's events merged into the book.
 * Shared, so a second listener costs neither a second write nor a second snapshot.
 *
 * Decision: in-play is opened on demand, not at start-up: an SSE connection
 * slot is shared by every tab of the profile (shared-sse-transport.ts), so only pages that show
 * live prices (and the in-play slip) hold it. The leader tab keeps one connection for all tabs.
 */
export function withSportsInplayWrites(
  events$: Observable<InplayEvent[]>,
  {
    fetchSnapshot = fetchInplaySnapshot,
    reset$ = inplayReset$,
    onError = (error) => console.warn('In-play snapshot failed', error),
  }: SportsInplayWritesOptions = {},
): Observable<InplayEvent[]> {
  return new Observable<InplayEvent[]>((subscriber) => {
    const events = events$.subscribe({
      next: (batch) => {
        writeInplayEvents(batch);
        subscriber.next(batch);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    const snapshots = merge(of(undefined), reset$)
      .pipe(
        switchMap(() => {
          const asOf = sportsBook.seq();
          return from(fetchSnapshot()).pipe(
            map((views) => ({ views, asOf })),
            catchError((error: unknown) => {
              onError(error);
              return EMPTY;
            }),
          );
        }),
      )
      .subscribe(({ views, asOf }) => sportsBook.replaceLiveFixtures(views, asOf));
    return () => {
      snapshots.unsubscribe();
      events.unsubscribe();
    };
  }).pipe(share());
}
