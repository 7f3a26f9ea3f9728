import type { SseMessage } from './sse-parser';
import { SseHttpError, type SseRequest, type SseTransportEvent } from './sse-transport';

/** The header `fromSse` resumes with; never part of what makes two requests "the same stream". */
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID';

/**
 * How a shared connection ended, in a form that survives `postMessage` (an Error loses its class
 * on the way, and the status of a refused connection is what the session machine needs).
 */
export type SseEnd =
  { kind: 'complete' } | { kind: 'error'; httpStatus: number | null; message: string };

/** What a subscription learns when it joins a shared connection. */
export interface JoinSnapshot {
  connectionId: string;
  /** The connection is already open: the joiner will not see its `open` event. */
  open: boolean;
  /** Events it missed since its Last-Event-ID (or a `reset` when they are no longer known). */
  replay: SseMessage[];
}

/** The receiving end of one subscription attached to a shared connection. */
export interface SseSink {
  joined(snapshot: JoinSnapshot): void;
  event(event: SseTransportEvent): void;
  end(end: SseEnd): void;
}

/**
 * Where a tab's subscriptions get their events: the leader tab's own connections, or the leader
 * over the tab channel. Returns the function that detaches the subscription.
 */
export interface SseSource {
  attach(request: SseRequest, sink: SseSink): () => void;
}

export function endOfError(error: unknown): SseEnd {
  return {
    kind: 'error',
    httpStatus: error instanceof SseHttpError ? error.status : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

export function errorOfEnd(end: Extract<SseEnd, { kind: 'error' }>): Error {
  return end.httpStatus === null ? new Error(end.message) : new SseHttpError(end.httpStatus);
}

export const lastEventIdOf = (request: SseRequest): string | null =>
  request.headers[LAST_EVENT_ID_HEADER] ?? null;

export function withLastEventId(request: SseRequest, lastId: string | null): SseRequest {
  const headers = { ...request.headers };
  delete headers[LAST_EVENT_ID_HEADER];
  if (lastId !== null) headers[LAST_EVENT_ID_HEADER] = lastId;
  return { url: request.url, headers };
}
