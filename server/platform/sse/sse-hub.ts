import type { ZodType } from 'zod';
import type { SseEnvelope } from '../bus/bus';

/** An event as the hub keeps it: its monotonic id and when it was published. */
export interface HubEvent<E> extends SseEnvelope<E> {
  id: number;
  publishedAtMs: number;
}

/** One open stream: who is listening, and where its events go. */
export interface HubListener<E> {
  memberId: number | null;
  sessionId: number | null;
  deliver(event: HubEvent<E>): void;
}

export interface HubOptions<E> {
  name: string;
  /** Every event is checked against the contract before it is kept or sent. */
  schema: ZodType<E>;
  /** Replay window: the last `maxEvents` events, none older than `maxAgeMs`. */
  maxEvents?: number;
  maxAgeMs?: number;
  /** The id of the first event. Starting from the boot time keeps ids rising across restarts. */
  firstId?: number;
  nowMs?: () => number;
}

export type ReplayResult<E> =
  | { kind: 'events'; events: HubEvent<E>[] }
  /** The listener missed events the window no longer holds: it must refetch a snapshot. */
  | { kind: 'reset'; lastId: number };

const DEFAULT_MAX_EVENTS = 1_000;
const DEFAULT_MAX_AGE_MS = 5 * 60_000;

export function isVisibleTo<E>(event: SseEnvelope<E>, listener: HubListener<E>): boolean {
  if (event.memberId === undefined) return true;
  if (event.memberId !== listener.memberId) return false;
  return event.sessionId === undefined || event.sessionId === listener.sessionId;
}

/**
 * One SSE stream's fan-out and replay window (ARCHITECTURE §7). Ids are assigned here, in
 * publish order. Replay and joining the live listeners happen in one synchronous step, so an
 * event published around a reconnect is neither lost nor sent twice.
 */
export class SseHub<E> {
  readonly name: string;
  private readonly schema: ZodType<E>;
  private readonly maxEvents: number;
  private readonly maxAgeMs: number;
  private readonly nowMs: () => number;
  private readonly window: HubEvent<E>[] = [];
  private readonly listeners = new Set<HubListener<E>>();
  private nextId: number;
  /** The highest id that left the window; a listener behind it has lost events. */
  private evictedThroughId: number;

  constructor(options: HubOptions<E>) {
    this.name = options.name;
    this.schema = options.schema;
    this.maxEvents = options.maxEvents ?? DEFAULT_MAX_EVENTS;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.nowMs = options.nowMs ?? Date.now;
    this.nextId = options.firstId ?? 1;
    this.evictedThroughId = this.nextId - 1;
  }

  get lastId(): number {
    return this.nextId - 1;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  publish(envelope: SseEnvelope<E>): HubEvent<E> {
    const event: HubEvent<E> = {
      ...envelope,
      event: this.schema.parse(envelope.event),
      id: this.nextId++,
      publishedAtMs: this.nowMs(),
    };
    this.window.push(event);
    this.evict();
    for (const listener of [...this.listeners]) {
      if (isVisibleTo(event, listener)) listener.deliver(event);
    }
    return event;
  }

  /**
   * Adds a listener and returns what it missed since `lastEventId` (none when it has no id:
   * a fresh client loads a snapshot over HTTP). Call the returned `unsubscribe` on disconnect.
   */
  subscribe(
    listener: HubListener<E>,
    lastEventId: number | null,
  ): { replay: ReplayResult<E>; unsubscribe: () => void } {
    this.evict();
    const replay = this.replayFor(listener, lastEventId);
    this.listeners.add(listener);
    return { replay, unsubscribe: () => this.listeners.delete(listener) };
  }

  private replayFor(listener: HubListener<E>, lastEventId: number | null): ReplayResult<E> {
    if (lastEventId === null) return { kind: 'events', events: [] };
    // Behind the window, or ahead of anything this hub issued (another node, or a restart
    // that lost the window): either way the client cannot know what it missed.
    if (lastEventId < this.evictedThroughId || lastEventId > this.lastId) {
      return { kind: 'reset', lastId: this.lastId };
    }
    const events = this.window.filter((e) => e.id > lastEventId && isVisibleTo(e, listener));
    return { kind: 'events', events };
  }

  private evict(): void {
    const oldestKeptMs = this.nowMs() - this.maxAgeMs;
    while (
      this.window.length > 0 &&
      (this.window.length > this.maxEvents || this.window[0]!.publishedAtMs < oldestKeptMs)
    ) {
      this.evictedThroughId = this.window.shift()!.id;
    }
  }
}
