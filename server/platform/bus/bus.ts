import type {
  BetsEvent,
  GeneralEvent,
  InplayEvent,
  SessionEndedStatus,
} from '../../../common/contract/sse.contract';

/**
 * An SSE message on its way to the hubs (docs/architecture.md §7). Without `memberId` it is a broadcast;
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

/** The topics that are SSE streams: replayable, numbered, kept for the replay window. */
export type SseTopic = 'sse.general' | 'sse.bets' | 'sse.inplay';
export const SSE_TOPICS: readonly SseTopic[] = ['sse.general', 'sse.bets', 'sse.inplay'];

/**
 * How long a stream's events are kept for a client that reconnects with `Last-Event-ID`
 * (docs/architecture.md §7): the last `maxEvents`, none older than `maxAgeMs`. The hubs keep this window
 * in memory; on NATS the JetStream streams retain the same window.
 */
export interface ReplayWindow {
  maxEvents: number;
  maxAgeMs: number;
}
export const SSE_REPLAY_WINDOW: ReplayWindow = { maxEvents: 1_000, maxAgeMs: 5 * 60_000 };

/** Where an event sits in its stream's numbering, the same on every node. */
export interface StreamPosition {
  /** The JetStream stream sequence: the SSE event id. */
  seq: number;
  /** When the stream stored it (epoch ms): the age of the event for the replay window. */
  publishedAtMs: number;
}

/** What receives one SSE stream in the bus's numbering, starting from its retained window. */
export interface StreamSubscriber<T> {
  /** Called once, first: ids up to `seq` are no longer retained (a client behind must reset). */
  resumeAfter(seq: number): void;
  /** Every retained event, then every new one, in stream order, each once. */
  receive(message: T, position: StreamPosition): void;
}

/**
 * SSE streams numbered by the bus for every node at once (JetStream). A bus without it leaves
 * numbering to each hub, which is only right while there is one node.
 */
export interface SequencedStreams {
  /** The window the streams retain, which the hubs keep too. */
  readonly window: ReplayWindow;
  /** Returns the function that unsubscribes. */
  subscribe<T extends SseTopic>(topic: T, subscriber: StreamSubscriber<BusTopics[T]>): () => void;
}

/**
 * The event bus (docs/architecture.md §1): in-process by default; the NATS implementation of the
 * same interface lets several API nodes fan out the same events. Messages must be plain JSON.
 */
export interface Bus {
  publish<T extends BusTopic>(topic: T, message: BusTopics[T]): void;
  /** Returns the function that unsubscribes. */
  subscribe<T extends BusTopic>(topic: T, handler: (message: BusTopics[T]) => void): () => void;
  close(): Promise<void>;
  /**
   * Whether the bus reaches the other nodes now (readiness, health.routes.ts). A bus without it
   * (in-process) is connected for as long as the process runs.
   */
  isConnected?(): boolean;
  /** Present when SSE events get global ids from the bus (NATS JetStream); see SequencedStreams. */
  readonly streams?: SequencedStreams;
}
