import type { SessionEndedStatus } from '../../../common/contract/sse.contract';
import type { Bus, SessionEndedMessage } from '../bus/bus';

/** Ends one open connection after telling it why (sse-connection.ts). */
export type EndStream = (status: SessionEndedStatus) => void;

/** A connection object that ends itself: registered as is, without a closure per connection. */
export interface SessionBoundStream {
  endSession(status: SessionEndedStatus): void;
}

type Registered = EndStream | SessionBoundStream;

function endOne(stream: Registered, status: SessionEndedStatus): void {
  if (typeof stream === 'function') stream(status);
  else stream.endSession(status);
}

/**
 * Ended sessions remembered per node, so a connection whose token checked out just before its
 * session ended (the end arrived between the token check and the stream's start) still closes
 * at once. Bounded: an id only matters for that short race, and ids never come back to life.
 */
const REMEMBERED_ENDS = 10_000;

/**
 * This node's open SSE connections per session (`general`, `bets`, `inplay` opened with a token),
 * closed when the bus says their session ended (`session.ended`). Every node subscribes, so a
 * session ended through any node, or by the expiry sweep, loses its streams on all of them.
 */
export class SessionStreams {
  private readonly open = new Map<number, Set<Registered>>();
  private readonly ended = new Map<number, SessionEndedStatus>();
  private readonly unsubscribe: () => void;

  constructor(bus: Bus) {
    this.unsubscribe = bus.subscribe('session.ended', (message) => this.end(message));
  }

  /** Connections currently held for sessions (tests and metrics). */
  get openCount(): number {
    let count = 0;
    for (const streams of this.open.values()) count += streams.size;
    return count;
  }

  /**
   * Registers a connection of `sessionId`; returns the function that unregisters it. A session
   * already known to have ended ends the connection right away.
   */
  attach(sessionId: number, endStream: EndStream): () => void {
    if (!this.join(sessionId, endStream)) return () => {};
    return () => this.leave(sessionId, endStream);
  }

  /**
   * `attach` without the returned closure: false when the session had already ended (the stream
   * was ended at once and is not registered); otherwise call `leave` when the stream closes.
   */
  join(sessionId: number, stream: Registered): boolean {
    const status = this.ended.get(sessionId);
    if (status !== undefined) {
      endOne(stream, status);
      return false;
    }
    const streams = this.open.get(sessionId) ?? new Set<Registered>();
    this.open.set(sessionId, streams);
    streams.add(stream);
    return true;
  }

  leave(sessionId: number, stream: Registered): void {
    const streams = this.open.get(sessionId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.open.delete(sessionId);
  }

  detach(): void {
    this.unsubscribe();
  }

  private end({ sessionIds, status }: SessionEndedMessage): void {
    for (const sessionId of sessionIds) {
      this.remember(sessionId, status);
      const streams = this.open.get(sessionId);
      if (!streams) continue;
      this.open.delete(sessionId);
      for (const stream of [...streams]) endOne(stream, status);
    }
  }

  private remember(sessionId: number, status: SessionEndedStatus): void {
    // The first end of a session is the one its token answers; a repeat changes nothing.
    if (this.ended.has(sessionId)) return;
    this.ended.set(sessionId, status);
    if (this.ended.size > REMEMBERED_ENDS) {
      const oldest = this.ended.keys().next().value;
      if (oldest !== undefined) this.ended.delete(oldest);
    }
  }
}
