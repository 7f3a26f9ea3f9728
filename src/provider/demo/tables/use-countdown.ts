/** Seconds left in the betting window, ticking once a second while the round takes bets. */
import { useEffect, useState } from 'react';
import type { TableRoundView } from '../../../contract/demo-provider.contract';
import { localDeadline, secondsLeft } from './countdown';

const TICK_MS = 250;

export function useCountdown(round: TableRoundView | null): number | null {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const betting = round?.phase === 'betting';
  const closesAt = round?.closesAt ?? '';
  const roundNo = round?.roundNo ?? 0;

  useEffect(() => {
    setDeadline(betting ? localDeadline(closesAt, Date.now()) : null);
  }, [betting, closesAt, roundNo]);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : secondsLeft(deadline, now);
}
