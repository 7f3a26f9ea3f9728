import type { ZodType } from 'zod';
import type { SseEnvelope } from '../bus/bus';
import { formatSseEvent } from './sse-format';

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
 *
 * Fan-out is the hot path (issue 16: thousands of streams per node): a broadcast goes to every
 * listener, an addressed event only to its member's listeners, found through an index instead
 * of a scan; the wire text of an event is formatted once (`frameOf`) and shared by every stream.
 */
export class SseHub<E> {
  readonly name: string;
  private readonly schema: ZodType<E>;
  private readonly maxEvents: number;
  private readonly maxAgeMs: number;
  private readonly nowMs: () => number;
  private readonly window: HubEvent<E>[] = [];
  private readonly listeners = new Set<HubListener<E>>();
  /** The listeners of each member (logged-in streams), so an addressed event skips everyone else. */
  private readonly byMember = new Map<number, Set<HubListener<E>>>();
  /** Each event's wire text, made on first use and kept as long as the event is. */
  private readonly frames = new WeakMap<HubEvent<E>, Buffer>();
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
    // No copy of the set per event: a listener that leaves while we deliver is skipped by the
    // Set's own iteration, and no listener joins from inside `deliver`.
    if (event.memberId === undefined) {
      for (const listener of this.listeners) listener.deliver(event);
    } else {
      const members = this.byMember.get(event.memberId);
      if (members) {
        for (const listener of members) {
          if (event.sessionId === undefined || event.sessionId === listener.sessionId) {
            listener.deliver(event);
          }
        }
      }
    }
    return event;
  }

  /** The event as the stream carries it, formatted once however many listeners it reaches. */
  frameOf(event: HubEvent<E>): Buffer {
    let frame = this.frames.get(event);
    if (frame === undefined) {
      frame = Buffer.from(
        formatSseEvent(event.id, (event.event as { type: string }).type, event.event),
      );
      this.frames.set(event, frame);
    }
    return frame;
  }

  /**
   * Adds a listener and returns what it missed since `lastEventId` (none when it has no id: a
   * fresh client loads a snapshot over HTTP). The listener itself is the handle: `leave` it on
   * disconnect (no per-listener closure).
   */
  join(listener: HubListener<E>, lastEventId: number | null): ReplayResult<E> {
    this.evict();
    const replay = this.replayFor(listener, lastEventId);
    this.listeners.add(listener);
    if (listener.memberId !== null) {
      const members = this.byMember.get(listener.memberId) ?? new Set<HubListener<E>>();
      this.byMember.set(listener.memberId, members);
      members.add(listener);
    }
    return replay;
  }

  leave(listener: HubListener<E>): void {
    this.listeners.delete(listener);
    if (listener.memberId === null) return;
    const members = this.byMember.get(listener.memberId);
    if (!members) return;
    members.delete(listener);
    if (members.size === 0) this.byMember.delete(listener.memberId);
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
