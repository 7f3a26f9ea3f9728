import { Observable, tap } from 'rxjs';
import { createSseParser, type SseMessage } from './sse-parser';

/**
 * What `fromSse` needs from the network: open one connection, report when it is open, hand over
 * every message, complete when the server ends the stream and error when it fails. Tests inject a
 * Subject-backed fake, so the stream logic is tested without a network.
 */
export type SseTransportEvent = { type: 'open' } | { type: 'message'; message: SseMessage };

export interface SseRequest {
  url: string;
  headers: Record<string, string>;
}

export type SseTransport = (request: SseRequest) => Observable<SseTransportEvent>;

export class SseHttpError extends Error {
  constructor(readonly status: number) {
    super(`SSE connection refused with status ${status}`);
    this.name = 'SseHttpError';
  }
}

export interface FetchSseTransportOptions {
  fetch?: typeof fetch;
  /** Lets the session machine hear 555/556/406/600 answered to a stream's connect. */
  onHttpStatus?: (status: number) => void;
}

/** The browser transport: fetch + ReadableStream, so request headers can be sent. */
export function createFetchSseTransport({
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  onHttpStatus = () => {},
}: FetchSseTransportOptions = {}): SseTransport {
  return ({ url, headers }) =>
    new Observable<SseTransportEvent>((subscriber) => {
      const abort = new AbortController();
      const run = async () => {
        const response = await fetchImpl(url, {
          headers: { Accept: 'text/event-stream', ...headers },
          cache: 'no-store',
          signal: abort.signal,
        });
        if (!response.ok || !response.body) {
          onHttpStatus(response.status);
          throw new SseHttpError(response.status);
        }
        subscriber.next({ type: 'open' });
        const parser = createSseParser((message) => subscriber.next({ type: 'message', message }));
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, { stream: true }));
        }
        subscriber.complete();
      };
      run().catch((error: unknown) => {
        if (!abort.signal.aborted) subscriber.error(error);
      });
      return () => abort.abort();
    });
}

/**
 * Tells `onHttpStatus` the status of every refused connection of this tab's subscriptions. Kept
 * outside the fetch transport so that, with shared connections, a follower tab hears the status
 * relayed from the leader's connection just as the leader does.
 */
export function reportHttpStatus(
  transport: SseTransport,
  onHttpStatus: (status: number) => void,
): SseTransport {
  return (request) =>
    transport(request).pipe(
      tap({
        error: (error: unknown) => {
          if (error instanceof SseHttpError) onHttpStatus(error.status);
        },
      }),
    );
}
