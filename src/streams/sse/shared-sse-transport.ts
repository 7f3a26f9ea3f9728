import { Observable } from 'rxjs';
import { SSE_RESET_EVENT } from './from-sse';
import { isAlreadyDelivered } from './last-event-id';
import { createLeaderRelay } from './leader-relay';
import { createRemoteLeaderSource } from './remote-leader-source';
import { createSseConnectionHub, type SseConnectionHub } from './sse-connection-hub';
import type { SseMessage } from './sse-parser';
import { errorOfEnd, lastEventIdOf, withLastEventId, type SseSink } from './sse-source';
import type { SseTransport, SseTransportEvent } from './sse-transport';
import { startTabLeadership, type TabLocks } from './tab-leadership';
import { isTabMessage, TAB_CHANNEL_NAME, type TabChannel, type TabMessage } from './tab-messages';

export type SharedSseRole = 'direct' | 'follower' | 'leader';

export interface SharedSseTransport extends SseTransport {
  role(): SharedSseRole;
  /** Gives up the leadership and the channel (the app stops). */
  close(): void;
}

export interface SharedSseTransportOptions {
  /** Defaults to `navigator.locks`; null (or missing) falls back to the direct transport. */
  locks?: TabLocks | null;
  /** Defaults to `BroadcastChannel`; null (or missing) falls back to the direct transport. */
  openChannel?: ((name: string) => TabChannel) | null;
  /** Where `pagehide`/`pageshow` fire; defaults to `window`. */
  pageLifecycle?: EventTarget | null;
  tabId?: string;
  /** Channel and lock names; distinct names make distinct groups of tabs (tests). */
  name?: string;
}

const browserLocks = (): TabLocks | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

const browserChannel = (): ((name: string) => TabChannel) | null =>
  typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null;

const newTabId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface Subscription {
  /** Detaches from the current source and attaches to the current one, resuming where it was. */
  reattach(): void;
}

/**
 * Shares the SSE connections between the tabs of a browser profile (HTTP/1.1 allows 6 per origin
 * for the whole profile; three streams per tab starved every request once two tabs were open).
 * One tab, elected with Web Locks, holds the real connections and relays their events over a
 * BroadcastChannel; the others subscribe through it. To `fromSse` either way looks like a
 * transport: `open`, messages, then complete or error, so back-off, Last-Event-ID, dedupe and the
 * connection statuses work unchanged in every tab. On a leader change every subscription
 * re-attaches with the last id it delivered, so the new leader resumes without loss; `fromSse`
 * drops any repeat.
 */
export function createSharedSseTransport(
  direct: SseTransport,
  options: SharedSseTransportOptions = {},
): SharedSseTransport {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const openChannel = options.openChannel === undefined ? browserChannel() : options.openChannel;
  if (!locks || !openChannel) {
    return Object.assign((request: Parameters<SseTransport>[0]) => direct(request), {
      role: (): SharedSseRole => 'direct',
      close: () => {},
    });
  }
  const tabId = options.tabId ?? newTabId();
  const name = options.name ?? TAB_CHANNEL_NAME;
  const pageLifecycle =
    options.pageLifecycle === undefined && typeof window !== 'undefined'
      ? window
      : (options.pageLifecycle ?? null);

  const channel = openChannel(name);
  const subscriptions = new Set<Subscription>();
  let hub: SseConnectionHub | null = null;
  let closed = false;

  const reattachAll = () => [...subscriptions].forEach((subscription) => subscription.reattach());
  // Nothing is said before this tab holds its presence lock (see `TabLeadership.present`);
  // promise callbacks run in order, so the messages keep theirs.
  const post = (message: TabMessage) =>
    void leadership.present.then(() => {
      if (!closed) channel.postMessage(message);
    });

  const remoteLeader = createRemoteLeaderSource({ tabId, post });
  const relay = createLeaderRelay({
    post,
    watchTab: (otherTabId, onGone) => leadership.watchTab(otherTabId, onGone),
  });
  const leadership = startTabLeadership(locks, {
    name,
    tabId,
    onLeader() {
      hub = createSseConnectionHub(direct, { connectionIdPrefix: tabId, observer: relay.observer });
      relay.serve(hub);
      post({ type: 'leader', tabId });
      reattachAll();
    },
  });

  channel.onmessage = ({ data }: MessageEvent) => {
    if (closed || !isTabMessage(data)) return;
    if (hub) relay.handle(data);
    else if (data.type === 'leader') reattachAll();
    else remoteLeader.handle(data);
  };

  // Explicit release, so the leader closes what only this tab needed without waiting for the
  // presence lock; a page restored from the back/forward cache joins again.
  const onPageHide = () => {
    if (!hub) post({ type: 'tab-closing', tabId });
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) reattachAll();
  };
  pageLifecycle?.addEventListener('pagehide', onPageHide);
  pageLifecycle?.addEventListener('pageshow', onPageShow);

  const transport: SseTransport = (request) =>
    new Observable<SseTransportEvent>((subscriber) => {
      let lastId = lastEventIdOf(request);
      let detach: (() => void) | null = null;
      const deliver = (message: SseMessage) => {
        // The position to resume from if this subscription must re-attach (a reset may go back).
        if (message.id !== null) {
          if (message.event === SSE_RESET_EVENT || !isAlreadyDelivered(message.id, lastId)) {
            lastId = message.id;
          }
        }
        subscriber.next({ type: 'message', message });
      };
      const sink: SseSink = {
        joined({ open, replay }) {
          if (open) subscriber.next({ type: 'open' });
          replay.forEach(deliver);
        },
        event: (event) =>
          event.type === 'message' ? deliver(event.message) : subscriber.next(event),
        end(end) {
          detach = null;
          subscriptions.delete(subscription);
          if (end.kind === 'complete') subscriber.complete();
          else subscriber.error(errorOfEnd(end));
        },
      };
      const subscription: Subscription = {
        reattach() {
          detach?.();
          detach = null;
          detach = (hub ?? remoteLeader).attach(withLastEventId(request, lastId), sink);
        },
      };
      subscriptions.add(subscription);
      subscription.reattach();
      return () => {
        subscriptions.delete(subscription);
        detach?.();
        detach = null;
      };
    });

  return Object.assign(transport, {
    role: (): SharedSseRole => (hub ? 'leader' : 'follower'),
    close() {
      if (closed) return;
      closed = true;
      pageLifecycle?.removeEventListener('pagehide', onPageHide);
      pageLifecycle?.removeEventListener('pageshow', onPageShow);
      channel.onmessage = null;
      hub?.close();
      hub = null;
      leadership.release();
      channel.close();
    },
  });
}
