import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionEndedEventSchema, sseResetEventSchema } from '../../../src/contract/sse.contract';
import type { HubEvent, SseHub } from './sse-hub';
import { formatSseComment, formatSseEvent, formatSseRetry } from './sse-format';
import { SSE_RESPONSE_HEADERS } from './sse-headers';
import type { SessionStreams } from './session-streams';

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
  const { hub, request, response } = options;
  let closed = false;
  let detachSession = (): void => {};

  response.writeHead(200, SSE_RESPONSE_HEADERS);

  const write = (chunk: string): void => {
    if (closed) return;
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) close();
  };
  const send = (event: HubEvent<E>): void => {
    write(formatSseEvent(event.id, event.event.type, event.event));
  };

  const heartbeat = setInterval(() => write(formatSseComment('heartbeat')), options.heartbeatMs);
  const { replay, unsubscribe } = hub.subscribe(
    { memberId: options.memberId, sessionId: options.sessionId, deliver: send },
    options.lastEventId,
  );
  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    detachSession();
    response.end();
  }
  request.on('close', close);
  response.on('close', close);
  response.on('error', close);

  write(formatSseRetry(options.retryMs));
  if (replay.kind === 'reset') {
    write(formatSseEvent(replay.lastId, 'reset', sseResetEventSchema.parse({ type: 'reset' })));
  } else {
    for (const event of replay.events) send(event);
  }
  // Flushes the headers now even when nothing was replayed, so the client sees "connected".
  write(formatSseComment(`connected ${hub.name}`));
  if (options.sessionId !== null && !closed) {
    // The session's end is this stream's last word: no `id:`, so it does not move the client's
    // Last-Event-ID (the next stream, logged out or of a new session, resumes where this left).
    detachSession = options.sessions.attach(options.sessionId, (status) => {
      const ended = sessionEndedEventSchema.parse({ type: 'sessionEnded', status });
      write(formatSseEvent(null, ended.type, ended));
      close();
    });
  }
}
