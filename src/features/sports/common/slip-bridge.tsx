/**
 * Where the book pages meet the slip (CORE's src/features/sports/slip): picking a selection the
 * store holds, a bonus folder, whether a selection is in the slip, and the slip panel itself.
 * One file, so the pages do not depend on the slip's inner shape.
 *
 * TEMPORARY: the slip is not in the tree yet; until it is, picks do nothing and no panel shows.
 */
import { useCallback } from 'react';
import type { BonusFolderView } from '../../../contract/sports.contract';

export type SportsSlipFamily = 'prematch' | 'korean' | 'inplay';

export function useSlipPick(_family: SportsSlipFamily): (selectionId: string) => void {
  return useCallback((_selectionId: string) => undefined, []);
}

export function useBonusPick(): (folder: BonusFolderView) => void {
  return useCallback((_folder: BonusFolderView) => undefined, []);
}

export function useIsPicked(_selectionId: string): boolean {
  return false;
}

export function SlipSlot(_props: { family: SportsSlipFamily }) {
  return null;
}
