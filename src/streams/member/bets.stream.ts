import { EMPTY, switchMap, type Observable, type Subscription } from 'rxjs';
import {
  betsEventSchema,
  type BetsEvent,
  type SessionEndedStatus,
} from '../../../common/contract/sse.contract';
import { sessionStore } from '../../stores/session.store';
import { batchToFrame, type FrameScheduler } from '../sse/batch-to-frame';
import { streamClosedForLogout } from '../sse/connection-inputs';
import { fromSse, type FromSseOptions } from '../sse/from-sse';
import { divertMinigameBets } from '../minigame/minigame.stream';
import { parseEvents } from '../sse/parse-events';
import { divertSessionEnded } from '../sse/session-ended';
import { writeBalance } from './session-writes';
import { select$ } from '../sse/store-select';
import { divertSportsBets } from '../sports/sports-bets.stream';
import { writeWalletRequests } from './wallet-writes';

export interface BetsStreamOptions {
  sse?: Omit<FromSseOptions, 'getToken'>;
  requestFrame?: FrameScheduler;
  token$?: Observable<string | null>;
  /**
   * The stream's session ended on the server (its last message); the app passes it to the
   * session machine as it would the same status answered to a request (session-ended.ts).
   */
  onSessionEnded?: (status: SessionEndedStatus) => void;
}

/** The last balance of a frame is the only one worth rendering. */
export const latestBalance = (events: BetsEvent[]) =>
  events.findLast((event) => event.type === 'balance');

/**
 * `/api/sse/bets`: the member's own balance, bets and wallet requests. Only while logged in: the
 * stream is per member, so a logout closes it and marks it idle. When the server ends the session
 * it says so last (`sessionEnded`) and closes the stream; `onSessionEnded` hears it.
 */
export function startBetsStream({
  sse = {},
  requestFrame,
  token$ = select$(sessionStore, (s) => s.token),
  onSessionEnded = () => {},
}: BetsStreamOptions = {}): Subscription {
  const getToken = () => sessionStore.getState().token;
  return token$
    .pipe(
      switchMap((token) => {
        if (token === null) {
          streamClosedForLogout('bets');
          return EMPTY;
        }
        // Per connection: an end still waiting for its frame goes with the token it was about.
        return fromSse('sse/bets', { ...sse, getToken }).pipe(
          divertSessionEnded(onSessionEnded, requestFrame),
        );
      }),
      divertMinigameBets(requestFrame),
      divertSportsBets(requestFrame),
      parseEvents(betsEventSchema),
      batchToFrame(requestFrame),
    )
    .subscribe((events) => {
      const balance = latestBalance(events);
      if (balance) writeBalance(balance.emoney, balance.point);
      writeWalletRequests(
        events.flatMap((event) => (event.type === 'walletRequest' ? [event.request] : [])),
      );
    });
}
