import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { tournamentBoardStore } from '../../streams/tournament/tournament-board.store';

/** The countdowns tick once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

/** The server's now (ms), re-rendered every second: the browser's clock plus the learnt offset. */
export function useServerNow(): number {
  const offset = useStore(tournamentBoardStore, (s) => s.serverOffsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}
