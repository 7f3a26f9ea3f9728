/** Seconds left in the betting window (countdown.ts), ticking while the round takes bets. */
import { useEffect, useRef, useState } from 'react';
import type { TableRoundView } from '../../../../common/contract/demo-provider.contract';
import { learnOffset, localDeadline, secondsLeft } from './countdown';

const TICK_MS = 250;

/**
 * `openedLive`: this round's betting opened while the page watched (TableView.openedLive), so
 * its closesAt tells the provider's clock.
 */
export function useCountdown(round: TableRoundView | null, openedLive: boolean): number | null {
  const offset = useRef<number | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const betting = round?.phase === 'betting';
  const closesAt = round?.closesAt ?? '';
  const roundNo = round?.roundNo ?? 0;

  useEffect(() => {
    if (!betting) {
      setDeadline(null);
      return;
    }
    const receivedAt = Date.now();
    if (openedLive) offset.current = learnOffset(closesAt, receivedAt) ?? offset.current;
    setDeadline(localDeadline(closesAt, receivedAt, offset.current));
    setNow(receivedAt);
  }, [betting, closesAt, roundNo, openedLive]);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : secondsLeft(deadline, now);
}
