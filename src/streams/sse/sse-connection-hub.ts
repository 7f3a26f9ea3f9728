import type { Subscription } from 'rxjs';
import { createReplayHistory, type ReplayHistory } from './replay-history';
import {
  endOfError,
  LAST_EVENT_ID_HEADER,
  lastEventIdOf,
  withLastEventId,
  type SseEnd,
  type SseSink,
  type SseSource,
} from './sse-source';
import type { SseRequest, SseTransport, SseTransportEvent } from './sse-transport';

/** Hears every shared connection's events once, however many subscribers it has (the relay). */
export interface ConnectionObserver {
  event(connectionId: string, event: SseTransportEvent): void;
  end(connectionId: string, end: SseEnd): void;
}

export interface SseConnectionHub extends SseSource {
  /** Closes every real connection (the tab stops being the leader or the app stops). */
  close(): void;
}

export interface SseConnectionHubOptions {
  /** Makes connection ids unique across tabs, so a stale relay is never taken for a new one. */
  connectionIdPrefix: string;
  observer?: ConnectionObserver;
}

interface LiveConnection {
  id: string;
  open: boolean;
  sinks: Set<SseSink>;
  subscription: Subscription | null;
}

interface SharedStream {
  history: ReplayHistory;
  live: LiveConnection | null;
}

/**
 * Requests that differ only by Last-Event-ID are the same stream. The token is part of the key:
 * a login or logout in one tab opens the member's connection or lets it close, without touching
 * the connections of tabs that still hold the other token.
 */
export function connectionKeyOf(request: SseRequest): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== LAST_EVENT_ID_HEADER)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.url, headers]);
}

/**
 * The leader's side of stream sharing: one real connection per stream for any number of
 * subscribers (this tab's and, through the relay, the other tabs'), open while at least one is
 * attached. Reconnecting stays with the subscribers (`fromSse`'s back-off): a dropped connection
 * ends them all, and the first to come back reopens it from where the stream stood.
 */
export function createSseConnectionHub(
  direct: SseTransport,
  { connectionIdPrefix, observer }: SseConnectionHubOptions,
): SseConnectionHub {
  const streams = new Map<string, SharedStream>();
  let connectionCount = 0;

  function finish(stream: SharedStream, live: LiveConnection, end: SseEnd) {
    if (stream.live !== live) return;
    stream.live = null;
    // The observer first: the relay still counts the other tabs' subscribers it must tell.
    observer?.end(live.id, end);
    const sinks = [...live.sinks];
    live.sinks.clear();
    for (const sink of sinks) sink.end(end);
  }

  function connect(stream: SharedStream, live: LiveConnection, request: SseRequest) {
    const subscription = direct(request).subscribe({
      next: (event) => {
        if (stream.live !== live) return;
        if (event.type === 'open') live.open = true;
        else stream.history.record(event.message);
        observer?.event(live.id, event);
        for (const sink of [...live.sinks]) sink.event(event);
      },
      error: (error: unknown) => finish(stream, live, endOfError(error)),
      complete: () => finish(stream, live, { kind: 'complete' }),
    });
    if (stream.live === live) live.subscription = subscription;
  }

  function leave(key: string, stream: SharedStream, live: LiveConnection, sink: SseSink) {
    if (!live.sinks.delete(sink) || live.sinks.size > 0 || stream.live !== live) return;
    stream.live = null;
    live.subscription?.unsubscribe();
    // Nobody follows the stream any more: its history would only go stale.
    streams.delete(key);
  }

  return {
    attach(request, sink) {
      const key = connectionKeyOf(request);
      const stream = streams.get(key) ?? { history: createReplayHistory(), live: null };
      streams.set(key, stream);
      const existing = stream.live;
      const live: LiveConnection = existing ?? {
        id: `${connectionIdPrefix}:${(connectionCount += 1)}`,
        open: false,
        sinks: new Set(),
        subscription: null,
      };
      let resumeId: string | null = null;
      if (!existing) {
        stream.live = live;
        resumeId = stream.history.resumeIdFor(lastEventIdOf(request));
        stream.history.opened(resumeId);
      }
      live.sinks.add(sink);
      // Joined before the real connection starts, so no live event can overtake the replay.
      sink.joined({
        connectionId: live.id,
        open: live.open,
        replay: stream.history.replayAfter(lastEventIdOf(request)),
      });
      if (!existing && stream.live === live) {
        connect(stream, live, withLastEventId(request, resumeId));
      }
      return () => leave(key, stream, live, sink);
    },
    close() {
      for (const stream of streams.values()) {
        const live = stream.live;
        stream.live = null;
        live?.subscription?.unsubscribe();
      }
      streams.clear();
    },
  };
}
