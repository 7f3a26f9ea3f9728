import type { JoinSnapshot, SseEnd } from './sse-source';
import type { SseRequest, SseTransportEvent } from './sse-transport';

/**
 * What the tabs of one browser profile say to each other about the shared SSE streams. The
 * channel name carries a version, so a tab still running an older build never misreads a newer
 * one's messages.
 */
export const TAB_CHANNEL_NAME = 'sse-share:v1';

export type TabMessage =
  /** A tab took the leadership: followers re-attach their subscriptions to it. */
  | { type: 'leader'; tabId: string }
  /** A follower needs a stream. `requestId` names this one attachment. */
  | { type: 'join'; tabId: string; requestId: string; request: SseRequest }
  | { type: 'leave'; tabId: string; requestId: string }
  /** Sent on `pagehide`: release everything this tab joined. */
  | { type: 'tab-closing'; tabId: string }
  /** The leader's answer to one `join`. */
  | ({ type: 'joined'; requestId: string } & JoinSnapshot)
  /** One event of a shared connection, once for all the followers attached to it. */
  | { type: 'relay'; connectionId: string; event: SseTransportEvent }
  | { type: 'ended'; connectionId: string; end: SseEnd };

/** The part of `BroadcastChannel` used here (tests pass an in-memory one). */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

const TAB_MESSAGE_TYPES = new Set<string>([
  'leader',
  'join',
  'leave',
  'tab-closing',
  'joined',
  'relay',
  'ended',
]);

/** Same-origin tabs only can post here; this guards against other code sharing the name. */
export function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && TAB_MESSAGE_TYPES.has(type);
}
