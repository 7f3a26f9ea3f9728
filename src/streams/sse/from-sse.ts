import { asyncScheduler, NEVER, Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { API_BASE, AUTH_HEADER, bearer } from '../../api/client';
import { SSE_STREAMS, type SseStreamName } from '../../../common/contract/sse.contract';
import type { ConnectionStatus } from '../../stores/connection.store';
import { reconnectDelayMs } from './backoff';
import { writeStreamStatus } from './connection-writes';
import {
  createMemoryLastEventIdStore,
  isAlreadyDelivered,
  type LastEventIdStore,
} from './last-event-id';
import type { SseMessage } from './sse-parser';
import { createFetchSseTransport, type SseTransport } from './sse-transport';

/** The server's "your Last-Event-ID is too old" message (see `sseResetEventSchema`). */
export const SSE_RESET_EVENT = 'reset';

export interface FromSseOptions {
  transport?: SseTransport;
  getToken?: () => string | null;
  lastEventIdStore?: LastEventIdStore;
  /** Defaults to writing the connection store under the stream's name (last path segment). */
  onStatus?: (status: ConnectionStatus) => void;
  /** Events were lost (server replay window passed): refetch the snapshots. */
  onReset?: () => void;
  reconnectDelay?: (attempt: number) => number;
  scheduler?: SchedulerLike;
  /** Browser connectivity; while offline no reconnect is attempted. */
  online$?: Observable<boolean>;
  baseUrl?: string;
}

const streamNameOf = (path: string): SseStreamName | null => {
  const name = path.split('/').filter(Boolean).pop();
  return SSE_STREAMS.find((stream) => stream === name) ?? null;
};

const joinUrl = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * A cold observable of one SSE stream: each subscription opens its own connection, reconnects
 * with exponential back-off, resumes with `Last-Event-ID`, and never delivers an id twice
 * (docs/architecture.md §3/§7). Unsubscribing closes the connection and marks the stream `idle`.
 */
export function fromSse(path: string, options: FromSseOptions = {}): Observable<SseMessage> {
  const {
    transport = createFetchSseTransport(),
    getToken = () => null,
    lastEventIdStore = createMemoryLastEventIdStore(),
    onReset = () => {},
    reconnectDelay = (attempt) => reconnectDelayMs(attempt),
    scheduler = asyncScheduler,
    online$ = NEVER,
    baseUrl = API_BASE,
  } = options;
  const streamName = streamNameOf(path);
  const onStatus =
    options.onStatus ??
    ((status) => (streamName ? writeStreamStatus(streamName, status) : undefined));
  const url = joinUrl(baseUrl, path);

  return new Observable<SseMessage>((subscriber) => {
    let online = true;
    let started = false;
    let everConnected = false;
    let attempt = 0;
    let connection: Subscription | null = null;
    let activeAttempt: object | null = null;
    let retryTimer: Subscription | null = null;

    const headers = () => {
      const result: Record<string, string> = {};
      const token = getToken();
      if (token) result[AUTH_HEADER] = bearer(token);
      const lastId = lastEventIdStore.get();
      if (lastId !== null) result['Last-Event-ID'] = lastId;
      return result;
    };

    const deliver = (message: SseMessage) => {
      // A reset carries the stream's current position: always honour it, even if it moved back.
      if (message.event === SSE_RESET_EVENT) {
        if (message.id !== null) lastEventIdStore.set(message.id);
        onReset();
        return;
      }
      if (message.id !== null) {
        if (isAlreadyDelivered(message.id, lastEventIdStore.get())) return;
        lastEventIdStore.set(message.id);
      }
      subscriber.next(message);
    };

    const stopConnection = () => {
      activeAttempt = null;
      connection?.unsubscribe();
      connection = null;
      retryTimer?.unsubscribe();
      retryTimer = null;
    };

    const scheduleReconnect = () => {
      if (!online) return onStatus('offline');
      onStatus('reconnecting');
      retryTimer = scheduler.schedule(connect, reconnectDelay(attempt));
      attempt += 1;
    };

    function connect() {
      retryTimer = null;
      onStatus(everConnected || attempt > 0 ? 'reconnecting' : 'connecting');
      // Identifies this attempt, so a late callback of a dropped connection changes nothing.
      const thisAttempt = {};
      activeAttempt = thisAttempt;
      const ended = () => {
        if (activeAttempt !== thisAttempt) return;
        activeAttempt = null;
        connection = null;
        scheduleReconnect();
      };
      const current: Subscription = transport({ url, headers: headers() }).subscribe({
        next: (event) => {
          if (activeAttempt !== thisAttempt) return;
          if (event.type === 'open') {
            attempt = 0;
            everConnected = true;
            onStatus('connected');
          } else {
            deliver(event.message);
          }
        },
        error: ended,
        complete: ended,
      });
      if (activeAttempt === thisAttempt) connection = current;
    }

    const onlineSubscription = online$.subscribe((isOnline) => {
      if (isOnline === online) return;
      online = isOnline;
      if (!started) return;
      if (!isOnline) {
        // A dead network leaves the socket hanging until a TCP timeout: drop it now.
        stopConnection();
        onStatus('offline');
      } else if (!connection && !retryTimer) {
        attempt = 0;
        connect();
      }
    });
    started = true;
    if (online) connect();
    else onStatus('offline');

    return () => {
      onlineSubscription.unsubscribe();
      stopConnection();
      onStatus('idle');
    };
  });
}
