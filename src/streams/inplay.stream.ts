import type { Subscription } from 'rxjs';
import { inplayEventSchema } from '../contract/sse.contract';
import { sessionStore } from '../stores/session.store';
import { batchToFrame, type FrameScheduler } from './batch-to-frame';
import { fromSse, type FromSseOptions } from './from-sse';
import { parseEvents } from './parse-events';

export interface InplayStreamOptions {
  sse?: Omit<FromSseOptions, 'getToken'>;
  requestFrame?: FrameScheduler;
}

/**
 * `/api/sse/inplay`: connected so its health shows; the fixture normaliser and its store come with
 * the sports work, which replaces the empty subscriber below.
 */
export function startInplayStream({
  sse = {},
  requestFrame,
}: InplayStreamOptions = {}): Subscription {
  return fromSse('sse/inplay', { ...sse, getToken: () => sessionStore.getState().token })
    .pipe(parseEvents(inplayEventSchema), batchToFrame(requestFrame))
    .subscribe();
}
