import { Observable, type OperatorFunction } from 'rxjs';
import { sessionStatusEvent, type SessionStatusEvent } from '../../api/client';
import {
  SESSION_ENDED_UNAUTHENTICATED,
  sessionEndedEventSchema,
  type SessionEndedStatus,
} from '../../../common/contract/sse.contract';
import { animationFrameScheduler, type FrameScheduler } from './batch-to-frame';
import type { SseMessage } from './sse-parser';

/** The session-machine event a quiet 401 stands for (the user poll sends the same). */
export type SessionLostEvent = { type: 'SESSION_LOST' };

/**
 * What the session machine hears when a stream says its session ended: exactly what the same
 * status answered to a request leads to. 555/556/406 are the spec §8 outcomes the API client
 * reports; 401 (logout elsewhere, expiry, password change) ends the session quietly, as the user
 * poll does when its request gets 401.
 */
export function sessionEndedEvent(
  status: SessionEndedStatus,
): SessionStatusEvent | SessionLostEvent {
  return status === SESSION_ENDED_UNAUTHENTICATED
    ? { type: 'SESSION_LOST' }
    : sessionStatusEvent(status);
}

function sessionEndedStatusOf(message: SseMessage): SessionEndedStatus | null {
  // Cheap test first: the in-play stream carries bursts of prices, parsed once downstream.
  if (!message.data.includes('"sessionEnded"')) return null;
  try {
    const parsed = sessionEndedEventSchema.safeParse(JSON.parse(message.data));
    return parsed.success ? parsed.data.status : null;
  } catch {
    return null;
  }
}

/**
 * Takes a stream's `sessionEnded` (the server's last message before it closes the stream) out of
 * the messages and reports it at the next frame: the frame's store writes of the events before it
 * go first, so the logout that follows clears them instead of being overwritten by them. Every
 * other message passes through unchanged.
 */
export function divertSessionEnded(
  onSessionEnded: (status: SessionEndedStatus) => void,
  requestFrame: FrameScheduler = animationFrameScheduler,
): OperatorFunction<SseMessage, SseMessage> {
  return (source) =>
    new Observable<SseMessage>((subscriber) => {
      const pending = new Set<() => void>();
      const subscription = source.subscribe({
        next: (message) => {
          const status = sessionEndedStatusOf(message);
          if (status === null) return subscriber.next(message);
          const cancel = requestFrame(() => {
            pending.delete(cancel);
            onSessionEnded(status);
          });
          pending.add(cancel);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        subscription.unsubscribe();
        for (const cancel of pending) cancel();
      };
    });
}
