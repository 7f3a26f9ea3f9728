import { EMPTY, switchMap, type Observable, type Subscription } from 'rxjs';
import { betsEventSchema, type BetsEvent } from '../contract/sse.contract';
import { sessionStore } from '../stores/session.store';
import { batchToFrame, type FrameScheduler } from './batch-to-frame';
import { writeStreamStatus } from './connection-writes';
import { fromSse, type FromSseOptions } from './from-sse';
import { divertMinigameBets } from './minigame.stream';
import { parseEvents } from './parse-events';
import { writeBalance } from './session-writes';
import { select$ } from './store-select';
import { divertSportsBets } from './sports-bets.stream';
import { writeWalletRequests } from './wallet-writes';

export interface BetsStreamOptions {
  sse?: Omit<FromSseOptions, 'getToken'>;
  requestFrame?: FrameScheduler;
  token$?: Observable<string | null>;
}

/** The last balance of a frame is the only one worth rendering. */
export const latestBalance = (events: BetsEvent[]) =>
  events.findLast((event) => event.type === 'balance');

/**
 * `/api/sse/bets`: the member's own balance (bets follow with the sports work). Only while logged
 * in: the stream is per member, so a logout closes it and marks it idle.
 */
export function startBetsStream({
  sse = {},
  requestFrame,
  token$ = select$(sessionStore, (s) => s.token),
}: BetsStreamOptions = {}): Subscription {
  const getToken = () => sessionStore.getState().token;
  return token$
    .pipe(
      switchMap((token) => {
        if (token === null) {
          writeStreamStatus('bets', 'idle');
          return EMPTY;
        }
        return fromSse('sse/bets', { ...sse, getToken });
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
