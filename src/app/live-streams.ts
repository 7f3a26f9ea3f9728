import type { Subscription } from 'rxjs';
import { isSessionStatus, sessionStatusEvent } from '../api/client';
import { SESSION_STATUS, type SessionStatus } from '../../common/contract/error.contract';
import type { SessionEndedStatus } from '../../common/contract/sse.contract';
import { startBetsStream } from '../streams/member/bets.stream';
import { startGeneralStream } from '../streams/shell/general.stream';
import { sessionEndedEvent } from '../streams/sse/session-ended';
import { createInplayEvents$, provideInplayEvents } from '../streams/sports/inplay.stream';
import { createSharedSseTransport } from '../streams/sse/shared-sse-transport';
import { sportsFrameScheduler } from '../streams/sports/sports-frame';
import {
  notifySportsInplayReset,
  withSportsInplayWrites,
} from '../streams/sports/sports-inplay.stream';
import { startSportsMemberWatch } from '../streams/sports/sports-member.stream';
import {
  createFetchSseTransport,
  reportHttpStatus,
  type SseTransport,
} from '../streams/sse/sse-transport';
import { createOnline$, startOnlineStream } from '../streams/sse/online.stream';
import type { AppActors } from './actors';
import { refetchShellSnapshots } from './shell-snapshots';
import { startResponsibleTimers } from './responsible-io';
import { applyLiveUnread } from './unread-gate';

export interface LiveStreamsOptions {
  actors: AppActors;
  transport?: SseTransport;
}

/**
 * A 500 answered to a stream's connect is a failed connection, retried with back-off; logging the
 * member out for it (as for a 500 on a request, spec §8) would punish a brief server restart.
 */
const isStreamSessionStatus = (status: number): status is SessionStatus =>
  isSessionStatus(status) && status !== SESSION_STATUS.unexpected;

/**
 * One tab of the browser profile holds the SSE connections for all of them (see
 * createSharedSseTransport); without Web Locks or BroadcastChannel each tab connects itself.
 */
function appStreamTransport(injected?: SseTransport): { transport: SseTransport; close(): void } {
  if (injected) return { transport: injected, close: () => {} };
  const shared = createSharedSseTransport(createFetchSseTransport());
  return { transport: shared, close: () => shared.close() };
}

/**
 * The app's live side: the SSE streams (general, bets, in-play on demand), the sports member
 * watch and the responsible-gambling timers. start-app.ts loads this module as a chunk of its own
 * (the event schemas, stream operators and sports and minigame stores are not the
 * first page's JavaScript); returns a function that stops everything it started.
 */
export function startLiveStreams({ actors, transport }: LiveStreamsOptions): () => void {
  const streamTransport = appStreamTransport(transport);
  const sseTransport = reportHttpStatus(streamTransport.transport, (status) => {
    if (isStreamSessionStatus(status)) actors.session.send(sessionStatusEvent(status));
  });
  const online$ = createOnline$();
  const sse = { transport: sseTransport, online$ };
  // A stream's last word when the server ended its session: the same outcome as that status on
  // a request (555/556/406 the spec §8 alerts, 401 a quiet logout).
  const onSessionEnded = (status: SessionEndedStatus) =>
    actors.session.send(sessionEndedEvent(status));

  const subscriptions: Subscription[] = [
    startOnlineStream(online$),
    startGeneralStream({
      sse,
      handlers: {
        onMaintenance: (siteNoticeFlg) =>
          actors.maintenance.send({ type: 'MAINTENANCE_CHANGED', siteNoticeFlg }),
        onUnread: applyLiveUnread,
        onSessionEnded,
        onReset: refetchShellSnapshots,
      },
    }),
    startBetsStream({
      sse: { ...sse, onReset: () => actors.session.send({ type: 'REFRESH_USER' }) },
      onSessionEnded,
    }),
    startSportsMemberWatch(),
  ];
  // Not connected here: inplay opens when a page subscribes to `inplayEvents$` (the pages that
  // show live prices, and the in-play slip while it holds picks).
  // Sports: every in-play listener also feeds the book store (snapshot on
  // connect and on reset, one write per frame shared with the other sports streams).
  const restoreInplayEvents = provideInplayEvents(
    withSportsInplayWrites(
      createInplayEvents$({
        sse: { ...sse, onReset: notifySportsInplayReset },
        requestFrame: sportsFrameScheduler,
        onSessionEnded,
      }),
    ),
  );
  // The reality check and the session time limit run while the member is logged in.
  const stopResponsibleTimers = startResponsibleTimers(actors.session);

  return () => {
    stopResponsibleTimers();
    for (const subscription of subscriptions) subscription.unsubscribe();
    restoreInplayEvents();
    streamTransport.close();
  };
}
