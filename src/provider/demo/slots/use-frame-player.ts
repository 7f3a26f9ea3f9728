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
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    setIndex(0);
    if (!frames || frames.length === 0) {
      setPlaying(false);
      return undefined;
    }
    setPlaying(true);
    let current = 0;
    let timer: ReturnType<typeof setTimeout>;
    const advance = () => {
      const frame = frames[current] as SlotFrame;
      timer = setTimeout(
        () => {
          if (current + 1 < frames.length) {
            current += 1;
            setIndex(current);
            advance();
          } else {
            setPlaying(false);
            done.current();
          }
        },
        frameDurationMs(frame, reels, reducedMotion),
      );
    };
    advance();
    return () => clearTimeout(timer);
  }, [frames, reels, reducedMotion]);

  return { frame: frames?.[index] ?? null, playing };
}

/** The member's prefers-reduced-motion, read once (the stylesheet follows it live). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
