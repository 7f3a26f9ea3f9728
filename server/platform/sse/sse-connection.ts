import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  sessionEndedEventSchema,
  sseResetEventSchema,
  type SessionEndedStatus,
} from '../../../common/contract/sse.contract';
import type { HubEvent, HubListener, SseHub } from './sse-hub';
import { formatSseComment, formatSseEvent, formatSseRetry } from './sse-format';
import { SSE_RESPONSE_HEADERS } from './sse-headers';
import { sseHeartbeats, type HeartbeatTarget } from './sse-heartbeats';
import type { SessionBoundStream, SessionStreams } from './session-streams';
import { httpChunkOf, sseTickWriter, type TickFlushable } from './sse-tick-writer';

/**
 * A client that stops reading would make us buffer without end; past this it is dropped and
 * resumes with Last-Event-ID when it reads again.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SseConnectionOptions<E extends { type: string }> {
  hub: SseHub<E>;
  request: IncomingMessage;
  response: ServerResponse;
  memberId: number | null;
  sessionId: number | null;
  lastEventId: number | null;
  heartbeatMs: number;
  retryMs: number;
  /** With a `sessionId`, the stream is registered here and ends when its session ends. */
  sessions: SessionStreams;
}

/** Serves one event stream on a hijacked response until either side closes it. */
export function serveSseConnection<E extends { type: string }>(
  options: SseConnectionOptions<E>,
): void {
  new SseConnection(options).start(options.lastEventId, options.retryMs);
}

/** The stream behind each request and response, for the close handlers all streams share. */
const connectionOf = new WeakMap<IncomingMessage | ServerResponse, { close(): void }>();

function closeConnectionOf(this: IncomingMessage | ServerResponse): void {
  connectionOf.get(this)?.close();
}

/**
 * One open stream. Events reach it as Buffers its hub formatted once for every listener; they
 * wait in `pendingFrames` until the end of the event loop's turn, when the shared tick writer
 * writes them in one piece (sse-tick-writer.ts). Heartbeats come from one shared timer
 * (sse-heartbeats.ts). It is its own hub listener, session registration and heartbeat target,
 * so an open stream costs no closures of its own.
 */
class SseConnection<E extends { type: string }>
  implements HubListener<E>, TickFlushable, HeartbeatTarget, SessionBoundStream
{
  readonly memberId: number | null;
  readonly sessionId: number | null;
  pendingFrames: Buffer[] = [];
  private readonly hub: SseHub<E>;
  private readonly request: IncomingMessage;
  private readonly response: ServerResponse;
  private readonly sessions: SessionStreams;
  private readonly heartbeatMs: number;
  private closed = false;
  private joinedHub = false;
  private joinedSession = false;

  constructor(options: SseConnectionOptions<E>) {
    this.hub = options.hub;
    this.request = options.request;
    this.response = options.response;
    this.memberId = options.memberId;
    this.sessionId = options.sessionId;
    this.sessions = options.sessions;
    this.heartbeatMs = options.heartbeatMs;
  }

  start(lastEventId: number | null, retryMs: number): void {
    const { request, response } = this;
    response.writeHead(200, SSE_RESPONSE_HEADERS);
    connectionOf.set(request, this);
    connectionOf.set(response, this);
    request.on('close', closeConnectionOf);
    response.on('close', closeConnectionOf);
    response.on('error', closeConnectionOf);
    sseHeartbeats.add(this.heartbeatMs, this);

    const replay = this.hub.join(this, lastEventId);
    this.joinedHub = true;
    // What the stream says on opening goes out in one write, before any live event: those are
    // only queued until the end of this turn.
    response.cork();
    response.write(formatSseRetry(retryMs));
    if (replay.kind === 'reset') {
      const reset = sseResetEventSchema.parse({ type: 'reset' });
      response.write(formatSseEvent(replay.lastId, 'reset', reset));
    } else {
      for (const event of replay.events) response.write(this.hub.frameOf(event));
    }
    // Flushes the headers now even when nothing was replayed, so the client sees "connected".
    response.write(formatSseComment(`connected ${this.hub.name}`));
    response.uncork();
    if (this.sessionId !== null && !this.closed) {
      this.joinedSession = this.sessions.join(this.sessionId, this);
    }
  }

  deliver(event: HubEvent<E>): void {
    this.sendFrame(this.hub.frameOf(event));
  }

  sendFrame(frame: Buffer): void {
    if (this.closed) return;
    if (this.pendingFrames.length === 0) sseTickWriter.enqueue(this);
    this.pendingFrames.push(frame);
  }

  flushFrames(data: Buffer, chunk: Buffer): void {
    this.pendingFrames = [];
    if (this.closed) return;
    const socket = this.response.socket;
    // Past the head, a chunked response is only chunks: writing the shared, already framed
    // chunk to the socket saves the response's per-write framing (four socket writes and a
    // size string per stream per turn). The bytes on the wire are the same. Anything else
    // (an HTTP/1.0 client gets no chunking) goes through the response.
    if (socket !== null && this.chunked && this.response.headersSent) {
      socket.write(chunk);
      if (socket.writableLength > MAX_BUFFERED_BYTES) this.close();
    } else {
      this.response.write(data);
      if (this.response.writableLength > MAX_BUFFERED_BYTES) this.close();
    }
  }

  /** Whether the response frames its body as HTTP/1.1 chunks (Node decides when it sends the head). */
  private get chunked(): boolean {
    return (
      (this.response as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding === true
    );
  }

  /**
   * The session's end is this stream's last word: no `id:`, so it does not move the client's
   * Last-Event-ID (the next stream, logged out or of a new session, resumes where this left).
   * Events still waiting for the turn's end go out first.
   */
  endSession(status: SessionEndedStatus): void {
    if (this.closed) return;
    this.joinedSession = false;
    const ended = sessionEndedEventSchema.parse({ type: 'sessionEnded', status });
    this.pendingFrames.push(Buffer.from(formatSseEvent(null, ended.type, ended)));
    const data = Buffer.concat(this.pendingFrames);
    this.flushFrames(data, httpChunkOf(data));
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pendingFrames = [];
    sseHeartbeats.remove(this.heartbeatMs, this);
    if (this.joinedHub) this.hub.leave(this);
    if (this.joinedSession && this.sessionId !== null) this.sessions.leave(this.sessionId, this);
    this.response.end();
  }
}
