import type { ZodType } from 'zod';
import { SSE_REPLAY_WINDOW, type SseEnvelope, type StreamPosition } from '../bus/bus';
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
  /**
   * Whose numbering the ids are. `hub` (one node, the in-process bus): `publish` numbers events
   * itself. `stream` (NATS JetStream): events arrive with their stream sequence
   * (`receive`), the same on every node, so a client's Last-Event-ID from any node is replayed.
   */
  ids?: 'hub' | 'stream';
  nowMs?: () => number;
}

export type ReplayResult<E> =
  | { kind: 'events'; events: HubEvent<E>[] }
  /** The listener missed events the window no longer holds: it must refetch a snapshot. */
  | { kind: 'reset'; lastId: number };

export function isVisibleTo<E>(event: SseEnvelope<E>, listener: HubListener<E>): boolean {
  if (event.memberId === undefined) return true;
  if (event.memberId !== listener.memberId) return false;
  return event.sessionId === undefined || event.sessionId === listener.sessionId;
}

/**
 * One SSE stream's fan-out and replay window (docs/architecture.md §7). Ids rise in publish order:
 * assigned here (`publish`) on one node, or the JetStream sequence (`receive`) across nodes.
 * Replay and joining the live listeners happen in one synchronous step, so an event published
 * around a reconnect is neither lost nor sent twice.
 *
 * A reconnecting client whose Last-Event-ID is behind the window gets `reset`. With stream ids,
 * one AHEAD of this node (it came from a node that heard more already) waits, without a reset,
 * and is sent only events after its id; with the hub's own ids nobody can be ahead, so that is a
 * client of another process and gets `reset`.
 *
 * Fan-out is the hot path (thousands of streams per node): a broadcast goes to every
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
  /**
   * Listeners ahead of this node, with the id they have seen: they join the live listeners at
   * the first event after it. Usually empty; checked once per event, not per listener.
   */
  private readonly ahead = new Map<HubListener<E>, number>();
  private readonly streamIds: boolean;
  /** Each event's wire text, made on first use and kept as long as the event is. */
  private readonly frames = new WeakMap<HubEvent<E>, Buffer>();
  private nextId: number;
  /** The highest id that left the window; a listener behind it has lost events. */
  private evictedThroughId: number;

  constructor(options: HubOptions<E>) {
    this.name = options.name;
    this.schema = options.schema;
    this.maxEvents = options.maxEvents ?? SSE_REPLAY_WINDOW.maxEvents;
    this.maxAgeMs = options.maxAgeMs ?? SSE_REPLAY_WINDOW.maxAgeMs;
    this.streamIds = options.ids === 'stream';
    this.nowMs = options.nowMs ?? Date.now;
    this.nextId = options.firstId ?? 1;
    this.evictedThroughId = this.nextId - 1;
  }

  get lastId(): number {
    return this.nextId - 1;
  }

  get listenerCount(): number {
    return this.listeners.size + this.ahead.size;
  }

  /** An event numbered by this hub (`ids: 'hub'`). */
  publish(envelope: SseEnvelope<E>): HubEvent<E> {
    if (this.streamIds) throw new Error(`hub ${this.name}: ids come from the stream (receive)`);
    return this.add(envelope, this.nextId, this.nowMs());
  }

  /**
   * Where the stream's retained window starts (`ids: 'stream'`), before its first event: ids up
   * to `seq` are gone, so a client behind them resets.
   */
  resumeAfter(seq: number): void {
    if (!this.streamIds) throw new Error(`hub ${this.name}: ids are the hub's own (publish)`);
    this.window.length = 0;
    this.nextId = seq + 1;
    this.evictedThroughId = seq;
  }

  /**
   * An event numbered by the stream (`ids: 'stream'`). One already seen is ignored; after a gap
   * (events this node never received) nothing before the gap can be replayed any more.
   */
  receive(envelope: SseEnvelope<E>, position: StreamPosition): HubEvent<E> | null {
    if (!this.streamIds) throw new Error(`hub ${this.name}: ids are the hub's own (publish)`);
    if (position.seq < this.nextId) return null;
    if (position.seq > this.nextId) this.resumeAfter(position.seq - 1);
    // Taken before the contract check: an event that fails it is skipped, not seen as a gap.
    this.nextId = position.seq + 1;
    return this.add(envelope, position.seq, position.publishedAtMs);
  }

  private add(envelope: SseEnvelope<E>, id: number, publishedAtMs: number): HubEvent<E> {
    const event: HubEvent<E> = {
      ...envelope,
      event: this.schema.parse(envelope.event),
      id,
      publishedAtMs,
    };
    this.nextId = id + 1;
    this.window.push(event);
    this.evict();
    if (this.ahead.size > 0) this.catchUp(id);
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
    if (lastEventId !== null && this.isAheadButNear(lastEventId)) {
      this.ahead.set(listener, lastEventId);
      return { kind: 'events', events: [] };
    }
    const replay = this.replayFor(listener, lastEventId);
    this.addListener(listener);
    return replay;
  }

  /**
   * A Last-Event-ID this node has not reached yet, from a node that heard more already. Nodes
   * lag each other by what is in flight; one further ahead than the whole window is no such
   * client (a stream recreated with a new numbering, say), and resetting it is the safe answer.
   */
  private isAheadButNear(lastEventId: number): boolean {
    return (
      this.streamIds && lastEventId > this.lastId && lastEventId - this.lastId <= this.maxEvents
    );
  }

  /** Moves the listeners that were ahead and are not any more (the event `id` is new to them). */
  private catchUp(id: number): void {
    for (const [listener, seenId] of this.ahead) {
      if (id <= seenId) continue;
      this.ahead.delete(listener);
      this.addListener(listener);
    }
  }

  private addListener(listener: HubListener<E>): void {
    this.listeners.add(listener);
    if (listener.memberId !== null) {
      const members = this.byMember.get(listener.memberId) ?? new Set<HubListener<E>>();
      this.byMember.set(listener.memberId, members);
      members.add(listener);
    }
  }

  leave(listener: HubListener<E>): void {
    this.ahead.delete(listener);
    this.listeners.delete(listener);
    if (listener.memberId === null) return;
    const members = this.byMember.get(listener.memberId);
    if (!members) return;
    members.delete(listener);
    if (members.size === 0) this.byMember.delete(listener.memberId);
  }

  private replayFor(listener: HubListener<E>, lastEventId: number | null): ReplayResult<E> {
    if (lastEventId === null) return { kind: 'events', events: [] };
    // Behind the window, or far ahead of anything this hub has (another process's numbering,
    // a restart that lost the window): either way the client cannot know what it missed.
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
