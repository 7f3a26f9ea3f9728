/**
 * Where the book pages meet the slip (src/features/sports/slip): picking a selection the store
 * holds, a bonus folder, whether a selection is in the slip, and the slip panel itself. One file,
 * so the pages do not depend on the slip's inner shape.
 */
import { useCallback } from 'react';
import type { BonusFolderView } from '../../../../common/contract/sports.contract';
import { SportsSlipPanel } from '../slip/SportsSlipPanel';
import {
  pickBonusFolder,
  pickSelectionById,
  useIsPickedIn,
  type SportsSlipFamily,
} from '../slip/use-sports-slip';

export type { SportsSlipFamily };

/**
 * Adds (or, clicked again, removes) a selection of the store to the slip of `family`; a refusal
 * (spec §5 bonus rule …) shows the slip's Korean alert. Read at click time, so the price is the
 * one the button shows.
 */
export function useSlipPick(family: SportsSlipFamily): (selectionId: string) => void {
  return useCallback((selectionId: string) => pickSelectionById(family, selectionId), [family]);
}

export function useBonusPick(): (folder: BonusFolderView) => void {
  return pickBonusFolder;
}

/** Whether a selection is in the slip of `family` (one boolean per button). */
export function useIsPicked(selectionId: string, family: SportsSlipFamily): boolean {
  return useIsPickedIn(selectionId, family);
}

/** The slip beside the board (desktop) or as a bottom sheet (phones), drawn by the slip. */
export function SlipSlot({ family }: { family: SportsSlipFamily }) {
  return <SportsSlipPanel family={family} />;
}
