import { Observable, Subject, type OperatorFunction } from 'rxjs';
import type { z } from 'zod';
import { batchToFrame, type FrameScheduler } from '../sse/batch-to-frame';
import type { SseMessage } from '../sse/sse-parser';

const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

function parseData(message: SseMessage): unknown {
  try {
    return JSON.parse(message.data);
  } catch {
    return undefined;
  }
}

/**
 * Takes the sports events out of a shared SSE stream (general: prematch prices and fixtures;
 * bets: the member's sports bets): they are validated, collected per animation frame and handed
 * to `write` as one batch, so a burst of price changes is one store write.
 * Every other message passes through to the stream's own parser unchanged.
 */
export function divertSportsEvents<S extends z.ZodType>(
  types: readonly string[],
  schema: S,
  write: (events: z.infer<S>[]) => void,
  requestFrame?: FrameScheduler,
): OperatorFunction<SseMessage, SseMessage> {
  return (source) =>
    new Observable<SseMessage>((subscriber) => {
      const diverted = new Subject<z.infer<S>>();
      const writes = diverted.pipe(batchToFrame(requestFrame)).subscribe(write);
      const main = source.subscribe({
        next: (message) => {
          const data = parseData(message);
          const type = typeOf(data);
          if (typeof type !== 'string' || !types.includes(type)) return subscriber.next(message);
          const parsed = schema.safeParse(data);
          if (parsed.success) diverted.next(parsed.data as z.infer<S>);
          else console.warn(`Ignored malformed SSE message ${message.id ?? ''} (${type})`);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        main.unsubscribe();
        diverted.complete();
        writes.unsubscribe();
      };
    });
}
