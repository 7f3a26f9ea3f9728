import { defer, EMPTY, share, type Observable, type Subscription } from 'rxjs';
import {
  inplayEventSchema,
  type InplayEvent,
  type SessionEndedStatus,
} from '../../../common/contract/sse.contract';
import { sessionStore } from '../../stores/session.store';
import { batchToFrame, type FrameScheduler } from '../sse/batch-to-frame';
import { fromSse, type FromSseOptions } from '../sse/from-sse';
import { parseEvents } from '../sse/parse-events';
import { divertSessionEnded } from '../sse/session-ended';

export interface InplayStreamOptions {
  sse?: Omit<FromSseOptions, 'getToken'>;
  requestFrame?: FrameScheduler;
  /**
   * Opened with a token, the stream ends with that session and says so last (`sessionEnded`);
   * the app passes it on to the session machine (session-ended.ts).
   */
  onSessionEnded?: (status: SessionEndedStatus) => void;
}

/**
 * `/api/sse/inplay` as frame batches of parsed events. Lazy and ref-counted: connected while at
 * least one subscriber listens, closed (status `idle`) when the last one leaves. Every tab's
 * connection slot is precious (6 per origin for the whole browser profile), so only the pages
 * that show live fixtures open it.
 */
export function createInplayEvents$({
  sse = {},
  requestFrame,
  onSessionEnded = () => {},
}: InplayStreamOptions = {}): Observable<InplayEvent[]> {
  return fromSse('sse/inplay', { ...sse, getToken: () => sessionStore.getState().token }).pipe(
    divertSessionEnded(onSessionEnded, requestFrame),
    parseEvents(inplayEventSchema),
    batchToFrame(requestFrame),
    share(),
  );
}

let appInplayEvents$: Observable<InplayEvent[]> = EMPTY;

/**
 * The app's inplay feed, for the sports pages to subscribe to (start-app provides the source with
 * the app's transport); nothing before that.
 */
export const inplayEvents$: Observable<InplayEvent[]> = defer(() => appInplayEvents$);

/** Sets the source behind `inplayEvents$`; returns a function restoring the previous one. */
export function provideInplayEvents(source: Observable<InplayEvent[]>): () => void {
  const previous = appInplayEvents$;
  appInplayEvents$ = source;
  return () => {
    appInplayEvents$ = previous;
  };
}

/** Subscribes one listener to its own inplay feed (a page with its own options, or a test). */
export function startInplayStream(options: InplayStreamOptions = {}): Subscription {
  return createInplayEvents$(options).subscribe();
}
