import {
  catchError,
  EMPTY,
  from,
  map,
  merge,
  of,
  Subject,
  switchMap,
  type Observable,
  type Subscription,
} from 'rxjs';
import { fetchTournamentBoard } from '../../api/tournament.api';
import {
  tournamentStreamEventSchema,
  type TournamentBoard,
  type TournamentStreamEvent,
} from '../../../common/contract/tournament.contract';
import { sessionStore } from '../../stores/session.store';
import { batchToFrame, type FrameScheduler } from '../sse/batch-to-frame';
import { fromSse, type FromSseOptions } from '../sse/from-sse';
import { parseEvents } from '../sse/parse-events';
import { select$ } from '../sse/store-select';
import { writeBoards, writeConnection, writeStatus } from './tournament-board-writes';

/** The board stream of one tournament (contract: GET /api/sse/tournament/:id). */
export const tournamentStreamPath = (tournamentId: number) => `sse/tournament/${tournamentId}`;

export interface TournamentBoardWatchOptions {
  sse?: Omit<FromSseOptions, 'onReset' | 'getToken' | 'onStatus'>;
  /** The board now: on start, on a login switch and after a missed replay window. */
  fetchBoard?: (tournamentId: number) => Promise<TournamentBoard>;
  requestFrame?: FrameScheduler;
  token$?: Observable<string | null>;
}

type Item =
  { kind: 'snapshot'; board: TournamentBoard } | { kind: 'event'; event: TournamentStreamEvent };

/** One frame's items: every board merged at once (the newest wins), then the latest status. */
function writeFrame(tournamentId: number, items: readonly Item[]): void {
  const boards: TournamentBoard[] = [];
  for (const item of items) {
    if (item.kind === 'snapshot') boards.push(item.board);
    else if (item.event.type === 'board') boards.push(item.event.board);
  }
  writeBoards(tournamentId, boards);
  for (const item of items) {
    if (item.kind === 'event' && item.event.type === 'status') {
      writeStatus(tournamentId, item.event.status);
    }
  }
}

/**
 * While a tournament's detail is open: the board snapshot, then the
 * stream's coalesced boards (the server sends at most one a second). It reconnects with the new
 * token on login and logout so the member's own row is pinned for the right member, and refetches
 * the snapshot when the server's replay window was missed.
 */
export function watchTournamentBoard(
  tournamentId: number,
  {
    sse = {},
    fetchBoard = fetchTournamentBoard,
    requestFrame,
    token$ = select$(sessionStore, (s) => s.token),
  }: TournamentBoardWatchOptions = {},
): Subscription {
  const reset$ = new Subject<void>();
  const getToken = () => sessionStore.getState().token;
  const snapshot$ = merge(of(undefined), reset$).pipe(
    switchMap(() =>
      from(fetchBoard(tournamentId)).pipe(
        // A failed snapshot leaves the last board shown; the stream's next board repairs it.
        catchError(() => EMPTY),
      ),
    ),
  );
  const events$ = fromSse(tournamentStreamPath(tournamentId), {
    ...sse,
    getToken,
    onStatus: (status) => writeConnection(tournamentId, status),
    onReset: () => reset$.next(),
  }).pipe(parseEvents(tournamentStreamEventSchema));

  return token$
    .pipe(
      switchMap(() =>
        merge(
          snapshot$.pipe(map((board): Item => ({ kind: 'snapshot', board }))),
          events$.pipe(map((event): Item => ({ kind: 'event', event }))),
        ),
      ),
      batchToFrame(requestFrame),
    )
    .subscribe((items) => writeFrame(tournamentId, items));
}
