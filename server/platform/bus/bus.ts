import type {
  BetsEvent,
  GeneralEvent,
  InplayEvent,
  SessionEndedStatus,
} from '../../../src/contract/sse.contract';

/**
 * An SSE message on its way to the hubs (ARCHITECTURE §7). Without `memberId` it is a broadcast;
 * with it, only that member's connections get it, and with `sessionId` as well only the
 * connections of that one session.
 */
export interface SseEnvelope<E> {
  event: E;
  memberId?: number;
  sessionId?: number;
}

/**
 * Sessions that ended, however they ended (server/auth/session-end.ts). Every node closes
 * the SSE connections it holds for them (server/platform/sse/session-streams.ts), whether or not its own
 * database write ended them. `status` is what their token now answers (401/555/556/406).
 */
export interface SessionEndedMessage {
  memberId: number;
  sessionIds: number[];
  status: SessionEndedStatus;
}

/** In-memory caches each node keeps; a change on any node tells every node to reload. */
export type CacheName = 'blockedIps' | 'settings';

/** Every topic and the shape of its messages: one place to read what travels on the bus. */
export interface BusTopics {
  'sse.general': SseEnvelope<GeneralEvent>;
  'sse.bets': SseEnvelope<BetsEvent>;
  'sse.inplay': SseEnvelope<InplayEvent>;
  'session.ended': SessionEndedMessage;
  'cache.invalidate': { cache: CacheName };
}
export type BusTopic = keyof BusTopics;

/**
 * The event bus (ARCHITECTURE §1): in-process by default; NATS or Redis implementations of the
 * same interface let several API nodes fan out the same events. Messages must be plain JSON.
 */
export interface Bus {
  publish<T extends BusTopic>(topic: T, message: BusTopics[T]): void;
  /** Returns the function that unsubscribes. */
  subscribe<T extends BusTopic>(topic: T, handler: (message: BusTopics[T]) => void): () => void;
  close(): Promise<void>;
}
