/**
 * Shows a spin's frames one after another (slot-frames.ts durations), then reports the end so the
 * page can show the final win and the balance after it.
 */
import { useEffect, useRef, useState } from 'react';
import { frameDurationMs, type SlotFrame } from './slot-frames';

export interface FramePlayer {
  readonly frame: SlotFrame | null;
  readonly playing: boolean;
}

export function useFramePlayer(
  frames: readonly SlotFrame[] | null,
  reels: number,
  reducedMotion: boolean,
  onDone: () => void,
): FramePlayer {
  // Progress is kept with the frames it belongs to, so new frames start at 0 and count as playing
  // from their very first render (no in-between render that looks idle).
  const [progress, setProgress] = useState<{
    frames: readonly SlotFrame[] | null;
    index: number;
    done: boolean;
  }>({ frames: null, index: 0, done: true });
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!frames || frames.length === 0) return undefined;
    let current = 0;
    let timer: ReturnType<typeof setTimeout>;
    const advance = () => {
      const frame = frames[current] as SlotFrame;
      timer = setTimeout(
        () => {
          if (current + 1 < frames.length) {
            current += 1;
            setProgress({ frames, index: current, done: false });
            advance();
          } else {
            setProgress({ frames, index: current, done: true });
            done.current();
          }
        },
        frameDurationMs(frame, reels, reducedMotion),
      );
    };
    advance();
    return () => clearTimeout(timer);
  }, [frames, reels, reducedMotion]);

  const mine = progress.frames === frames;
  const index = mine ? progress.index : 0;
  const playing = frames !== null && frames.length > 0 && !(mine && progress.done);
  return { frame: frames?.[index] ?? null, playing };
}

/** The member's prefers-reduced-motion, read once (the stylesheet follows it live). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
