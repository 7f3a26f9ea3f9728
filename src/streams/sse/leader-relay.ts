import type { ConnectionObserver } from './sse-connection-hub';
import type { SseSource } from './sse-source';
import type { TabMessage } from './tab-messages';

export interface LeaderRelayOptions {
  post(message: TabMessage): void;
  /** Calls `onGone` once the given tab has closed (see `TabLeadership.watchTab`). */
  watchTab(tabId: string, onGone: () => void): void;
}

export interface LeaderRelay {
  /** Give to the hub: relays each connection's events once to all followers. */
  readonly observer: ConnectionObserver;
  /** Starts answering the followers' joins from `source` (the leader's hub). */
  serve(source: SseSource): void;
  handle(message: TabMessage): void;
}

interface Membership {
  tabId: string;
  connectionId: string | null;
  leave(): void;
}

/**
 * The leader's side of the tab channel: each follower `join` becomes a subscriber of the hub (so
 * it counts for keeping the connection open) until the follower leaves, says it is closing, or
 * is found gone by its presence lock.
 */
export function createLeaderRelay({ post, watchTab }: LeaderRelayOptions): LeaderRelay {
  let source: SseSource | null = null;
  const memberships = new Map<string, Membership>();
  /** Followers attached per connection: a connection only this tab uses is not relayed. */
  const followerCounts = new Map<string, number>();
  const watchedTabs = new Set<string>();

  const countFollower = (connectionId: string, delta: number) => {
    const count = (followerCounts.get(connectionId) ?? 0) + delta;
    if (count > 0) followerCounts.set(connectionId, count);
    else followerCounts.delete(connectionId);
  };

  const forget = (requestId: string): Membership | undefined => {
    const membership = memberships.get(requestId);
    if (!membership) return undefined;
    memberships.delete(requestId);
    if (membership.connectionId !== null) countFollower(membership.connectionId, -1);
    return membership;
  };

  const releaseTab = (tabId: string) => {
    for (const [requestId, membership] of [...memberships]) {
      if (membership.tabId === tabId) forget(requestId)?.leave();
    }
  };

  const watch = (tabId: string) => {
    if (watchedTabs.has(tabId)) return;
    watchedTabs.add(tabId);
    watchTab(tabId, () => {
      watchedTabs.delete(tabId);
      releaseTab(tabId);
    });
  };

  function join({ tabId, requestId, request }: Extract<TabMessage, { type: 'join' }>) {
    if (!source || memberships.has(requestId)) return;
    watch(tabId);
    const membership: Membership = { tabId, connectionId: null, leave: () => {} };
    memberships.set(requestId, membership);
    const leave = source.attach(request, {
      joined: (snapshot) => {
        membership.connectionId = snapshot.connectionId;
        countFollower(snapshot.connectionId, 1);
        post({ type: 'joined', requestId, ...snapshot });
      },
      // Relayed once per connection by the observer, not once per follower.
      event: () => {},
      end: () => void forget(requestId),
    });
    // The connection may have ended during `attach` (a transport that fails at once).
    if (memberships.get(requestId) === membership) membership.leave = leave;
  }

  return {
    observer: {
      event(connectionId, event) {
        if (followerCounts.has(connectionId)) post({ type: 'relay', connectionId, event });
      },
      end(connectionId, end) {
        if (followerCounts.has(connectionId)) post({ type: 'ended', connectionId, end });
      },
    },
    serve(hub) {
      source = hub;
    },
    handle(message) {
      if (message.type === 'join') join(message);
      else if (message.type === 'leave') forget(message.requestId)?.leave();
      else if (message.type === 'tab-closing') releaseTab(message.tabId);
    },
  };
}
