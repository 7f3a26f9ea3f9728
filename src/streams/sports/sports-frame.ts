import { animationFrameScheduler, type FrameScheduler } from '../sse/batch-to-frame';

/**
 * One animation frame for every sports stream: the in-play batch, the general stream's prematch
 * prices and the bets stream's sports bets flush in the same callback, so their store writes fall
 * in one task and React renders them in ONE commit (at most one store write — and one
 * render — per frame, however many streams carry odds).
 */
export function createCoalescedFrameScheduler(
  requestFrame: FrameScheduler = animationFrameScheduler,
): FrameScheduler {
  let queued: (() => void)[] = [];
  let cancelFrame: (() => void) | null = null;
  const runAll = () => {
    cancelFrame = null;
    const due = queued;
    queued = [];
    for (const flush of due) flush();
  };
  return (flush) => {
    queued.push(flush);
    cancelFrame ??= requestFrame(runAll);
    return () => {
      queued = queued.filter((f) => f !== flush);
      if (queued.length === 0 && cancelFrame) {
        cancelFrame();
        cancelFrame = null;
      }
    };
  };
}

export const sportsFrameScheduler: FrameScheduler = createCoalescedFrameScheduler();
