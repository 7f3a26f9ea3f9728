import type { FrameScheduler } from '../../../../src/streams/sse/batch-to-frame';

/** A frame scheduler the test advances by hand. */
export function createManualFrames() {
  let callbacks: (() => void)[] = [];
  const request: FrameScheduler = (flush) => {
    callbacks.push(flush);
    return () => {
      callbacks = callbacks.filter((c) => c !== flush);
    };
  };
  return {
    request,
    pending: () => callbacks.length,
    run: () => {
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback();
    },
  };
}
