import { filter, map, type Observable, type OperatorFunction } from 'rxjs';
import type { z } from 'zod';
import type { SseMessage } from './sse-parser';

/**
 * Validates each message's JSON `data` against its contract schema. A malformed message is
 * dropped (and logged) rather than breaking the stream: the next snapshot repairs any gap.
 */
export function parseEvents<S extends z.ZodType>(
  schema: S,
): OperatorFunction<SseMessage, z.infer<S>> {
  return (source: Observable<SseMessage>) =>
    source.pipe(
      map((message) => {
        try {
          const parsed = schema.safeParse(JSON.parse(message.data));
          if (parsed.success) return parsed.data as z.infer<S>;
        } catch {
          // fall through to the warning
        }
        console.warn(`Ignored malformed SSE message ${message.id ?? ''} (${message.event})`);
        return undefined;
      }),
      filter((event): event is z.infer<S> => event !== undefined),
    );
}
