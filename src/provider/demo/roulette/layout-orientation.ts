/**
 * The layout is drawn across on a wide window and down on a phone (as mobile live tables do):
 * the vertical board is the horizontal one turned a quarter, mirrored so 1-2-3 read left to right,
 * with 0 on top, the streets going down and the outside bets on the left.
 */
import { useEffect, useState } from 'react';
import { LAYOUT_HEIGHT, LAYOUT_WIDTH } from './roulette-spots';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export function placeBox(box: Box, vertical: boolean): Box {
  if (!vertical) return box;
  return { x: LAYOUT_HEIGHT - box.y - box.h, y: box.x, w: box.h, h: box.w };
}

export function boardSize(vertical: boolean): { width: number; height: number } {
  return vertical
    ? { width: LAYOUT_HEIGHT, height: LAYOUT_WIDTH }
    : { width: LAYOUT_WIDTH, height: LAYOUT_HEIGHT };
}

const NARROW = '(max-width: 520px)';

/** True while the window is phone-narrow (follows rotation and pop-up resizing). */
export function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;
    if (!query) return undefined;
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
