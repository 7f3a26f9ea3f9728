import type { Subscription } from 'rxjs';
import type { InspectionEvent, Observer } from 'xstate';
import { isSessionStatus, onSessionStatus, sessionStatusEvent } from '../api/client';
import { SESSION_STATUS, type SessionStatus } from '../contract/error.contract';
import { configureEffects, type ShellEffects } from '../machines/effects';
import { startBetsStream } from '../streams/bets.stream';
import { createFetchSseTransport, type SseTransport } from '../streams/sse-transport';
import { startGeneralStream } from '../streams/general.stream';
import { startInplayStream } from '../streams/inplay.stream';
import { createOnline$, startOnlineStream } from '../streams/online.stream';
import { getActors } from './actors';
import { loadStartupSnapshots, refetchShellSnapshots } from './shell-snapshots';
import { applyLiveUnread } from './unread-gate';

export interface StartAppOptions {
  effects: Partial<ShellEffects>;
  inspect?: Observer<InspectionEvent>;
  transport?: SseTransport;
}

/**
 * A 500 answered to a stream's connect is a failed connection, retried with back-off; logging the
 * member out for it (as for a 500 on a request, spec §8) would punish a brief server restart.
 */
const isStreamSessionStatus = (status: number): status is SessionStatus =>
  isSessionStatus(status) && status !== SESSION_STATUS.unexpected;

/** Wires effects, actors and streams together; returns a function that stops everything. */
export function startApp({ effects, inspect, transport }: StartAppOptions): () => void {
  const restoreEffects = configureEffects(effects);
  const actors = getActors(inspect);
  const stopSessionStatus = onSessionStatus((event) => actors.session.send(event));
  const sseTransport =
    transport ??
    createFetchSseTransport({
      onHttpStatus: (status) => {
        if (isStreamSessionStatus(status)) {
          actors.session.send(sessionStatusEvent(status));
        }
      },
    });
  const online$ = createOnline$();
  const sse = { transport: sseTransport, online$ };

  const subscriptions: Subscription[] = [
    startOnlineStream(online$),
    startGeneralStream({
      sse,
      handlers: {
        onMaintenance: (siteNoticeFlg) =>
          actors.maintenance.send({ type: 'MAINTENANCE_CHANGED', siteNoticeFlg }),
        onUnread: applyLiveUnread,
        onSessionEnded: (status) => actors.session.send(sessionStatusEvent(status)),
        onReset: refetchShellSnapshots,
      },
    }),
    startBetsStream({
      sse: { ...sse, onReset: () => actors.session.send({ type: 'REFRESH_USER' }) },
    }),
    startInplayStream({ sse }),
  ];
  loadStartupSnapshots();

  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    stopSessionStatus();
    restoreEffects();
  };
}
