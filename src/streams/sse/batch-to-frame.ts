import { Observable, type OperatorFunction } from 'rxjs';

/** Asks for `flush` to run once at the next frame; returns a cancel function. */
export type FrameScheduler = (flush: () => void) => () => void;

/**
 * Hidden tabs get no animation frames; without this cap a background tab would buffer a whole
 * burst until it is shown again. Browsers clamp hidden-tab timers to ~1 s, which is fine.
 */
export const FRAME_FALLBACK_MS = 250;

export const animationFrameScheduler: FrameScheduler = (flush) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    flush();
  };
  const timer = setTimeout(once, FRAME_FALLBACK_MS);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(once) : null;
  const cancel = () => {
    clearTimeout(timer);
    if (frame !== null) cancelAnimationFrame(frame);
  };
  return () => {
    done = true;
    cancel();
  };
};

/**
 * Collects values and emits them as one array per frame, so a burst of messages costs one store
 * write and one render (docs/architecture.md §3). Pending values are flushed on complete and on error.
 */
export function batchToFrame<T>(
  requestFrame: FrameScheduler = animationFrameScheduler,
): OperatorFunction<T, T[]> {
  return (source) =>
    new Observable<T[]>((subscriber) => {
      let buffer: T[] = [];
      let cancelFrame: (() => void) | null = null;
      const flush = () => {
        cancelFrame = null;
        const batch = buffer;
        buffer = [];
        if (batch.length > 0) subscriber.next(batch);
      };
      const flushNow = () => {
        cancelFrame?.();
        flush();
      };
      const subscription = source.subscribe({
        next: (value) => {
          buffer.push(value);
          cancelFrame ??= requestFrame(flush);
        },
        error: (error) => {
          flushNow();
          subscriber.error(error);
        },
        complete: () => {
          flushNow();
          subscriber.complete();
        },
      });
      return () => {
        cancelFrame?.();
        subscription.unsubscribe();
      };
    });
}
