import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import {
  PRICE_FLASH_MS,
  sportsBookStore,
  type PriceMove,
  type SelectionEntity,
} from '../../stores/sports-book.store';
import { flashClock } from './sports-flash-clock';

/**
 * Direction of the selection's last price change, for ~1.5 s after it happened; else null.
 * It lives beside the flash clock it ticks by (sports-flash-clock.ts) rather than in the store:
 * a store imports no stream (docs/architecture.md §2).
 */
export function usePriceFlash(selectionId: string): PriceMove | null {
  const selection = useStore(sportsBookStore, (s) => s.selections[selectionId]);
  return useSelectionFlash(selection);
}

/**
 * The same for a selection the caller already reads (an odds button): no store subscription of
 * its own, since the move and its time are fields of the selection object (every
 * subscription is a selector call per store write, 500 buttons at 60 writes a second).
 */
export function useSelectionFlash(
  selection: Pick<SelectionEntity, 'move' | 'movedAtMs'> | undefined,
): PriceMove | null {
  const move = selection?.move ?? null;
  const movedAtMs = selection?.movedAtMs ?? 0;
  const untilMs = movedAtMs + PRICE_FLASH_MS;
  // Read from the shared clock only (one tick expires every flash in one commit); a new move is
  // later than the clock's last tick, so it shows at once.
  const showing = useSyncExternalStore(flashClock.subscribe, () => untilMs > flashClock.now());
  useEffect(() => {
    if (movedAtMs > 0) flashClock.keepAliveUntil(untilMs);
  }, [movedAtMs, untilMs]);
  return showing ? move : null;
}
