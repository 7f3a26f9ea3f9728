import { map } from 'rxjs';
import { fromCallback, fromPromise } from 'xstate';
import { errorMessage } from '../api/errors';
import { fetchSportsLimits, saveOddsPolicy } from '../api/sports.api';
import type { PlaceSportsBetBody } from '../../common/contract/sports-bets.contract';
import { sportsSlipMachine } from '../machines/sports-slip.machine';
import type {
  OddsPolicy,
  PlacementResult,
  SportsLimits,
  SportsSlipEvent,
  SportsSlipFamily,
  SportsSlipInput,
} from '../machines/sports-slip.machine';
import { sessionStore } from '../stores/session.store';
import { sportsBookStore } from '../stores/sports-book.store';
import { select$ } from '../streams/sse/store-select';
import { inplayEvents$ } from '../streams/sports/inplay.stream';
import { placeAndRecord } from './sports-slip-placement';

/** A failed call rejects with its Korean text, which the machine shows as the error. */
const withKoreanError = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(new Error(errorMessage(error))));

/**
 * The sports slip machine with its I/O (docs/architecture.md §2: machines get their side effects through
 * `.provide()` from src/app): the API calls, the book and the balance it follows, and the in-play
 * feed it holds open. The balance reaches the slip only from the session store.
 */
export const liveSportsSlipMachine = sportsSlipMachine.provide({
  actors: {
    placeBet: fromPromise<PlacementResult, PlaceSportsBetBody>(({ input }) =>
      placeAndRecord(input),
    ),
    loadLimits: fromPromise<SportsLimits>(() => fetchSportsLimits()),
    saveOddsPolicy: fromPromise<unknown, { policy: OddsPolicy }>(({ input }) =>
      withKoreanError(saveOddsPolicy(input.policy)),
    ),
    watchBook: fromCallback<SportsSlipEvent>(({ sendBack }) =>
      sportsBookStore.subscribe((book) => sendBack({ type: 'BOOK', book })),
    ),
    watchBalance: fromCallback<SportsSlipEvent>(({ sendBack }) => {
      const subscription = select$(sessionStore, (s) => s.user?.emoney ?? null)
        .pipe(map((balanceWon) => ({ type: 'BALANCE' as const, balanceWon })))
        .subscribe(sendBack);
      return () => subscription.unsubscribe();
    }),
    holdInplayFeed: fromCallback(() => {
      const subscription = inplayEvents$.subscribe();
      return () => subscription.unsubscribe();
    }),
  },
});

/** The input of a family's slip: the book it restores a re-bet against is the book store. */
export const sportsSlipInputOf = (family: SportsSlipFamily): SportsSlipInput => ({
  family,
  readBook: () => sportsBookStore.getState(),
});
