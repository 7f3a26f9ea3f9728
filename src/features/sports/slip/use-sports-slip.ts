import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import type { BonusFolderView } from '../../../../common/contract/sports.contract';
import type { SportsSlipEntry, SportsSlipFamily } from '../../../machines/sports-slip.machine';
import { sportsBookStore } from '../../../stores/sports-book.store';
import { sportsSlipFrontStore } from '../../../stores/sports-slip.store';
import { frontSlipFamilyShown } from '../../../streams/sports/slip-inputs';
import { getSlipActor } from './slip-actors';
import {
  bonusEntryOf,
  slipEntryFromBook,
  slipEntryOf,
  type PickFixture,
  type PickMarket,
  type PickSelection,
} from './slip-entry-of';

export type { PickFixture, PickMarket, PickSelection } from './slip-entry-of';
export type { SportsSlipEntry, SportsSlipFamily };

/**
 * Adds a pick to its family's slip (spec §4 rules via `addPick`); a refusal shows the Korean
 * alert (spec §5 bonus rule …) and leaves the slip as it was. The family becomes the active one.
 */
export function pickSportsSelection(
  family: SportsSlipFamily,
  fixture: PickFixture,
  market: PickMarket,
  selection: PickSelection,
): void {
  frontSlipFamilyShown(family);
  getSlipActor(family).send({
    type: 'PICK',
    entry: slipEntryOf(family, fixture, market, selection),
  });
}

/** The same, for an odds button that knows only its selection id (read from the book store). */
export function pickSelectionById(family: SportsSlipFamily, selectionId: string): void {
  const entry = slipEntryFromBook(family, sportsBookStore.getState(), selectionId);
  if (!entry) return;
  frontSlipFamilyShown(family);
  getSlipActor(family).send({ type: 'PICK', entry });
}

/** A Korean bonus-odds folder (spec §5); the korean slip takes one. */
export function pickBonusFolder(folder: BonusFolderView): void {
  frontSlipFamilyShown('korean');
  getSlipActor('korean').send({ type: 'PICK', entry: bonusEntryOf(folder) });
}

/** Whether a selection is in a family's slip (default: the active one): one boolean per button. */
export function useIsPicked(selectionId: string, family?: SportsSlipFamily): boolean {
  const active = useStore(sportsSlipFrontStore, (s) => s.family);
  return useIsPickedIn(selectionId, family ?? active);
}

/**
 * The same for a known family: one subscription (the slip actor), not two. An odds button knows
 * its family, and 500 of them each listening to the front store too cost a selector call apiece
 * on every slip change.
 */
export function useIsPickedIn(selectionId: string, family: SportsSlipFamily): boolean {
  return useSelector(getSlipActor(family), (snapshot) =>
    snapshot.context.entries.some((entry) => entry.id === selectionId),
  );
}

export interface SportsSlipApi {
  family: SportsSlipFamily;
  entries: readonly SportsSlipEntry[];
  pick(
    family: SportsSlipFamily,
    fixture: PickFixture,
    market: PickMarket,
    selection: PickSelection,
  ): void;
  pickBonus(folder: BonusFolderView): void;
  remove(selectionId: string): void;
  clear(): void;
  isPicked(selectionId: string): boolean;
}

/**
 * The slip for components (sports.md client store API): the given family's, or the active one
 * (the family of the last pick).
 */
export function useSportsSlip(family?: SportsSlipFamily): SportsSlipApi {
  const active = useStore(sportsSlipFrontStore, (s) => s.family);
  const current = family ?? active;
  const actor = getSlipActor(current);
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const remove = useCallback((id: string) => actor.send({ type: 'REMOVE', id }), [actor]);
  const clear = useCallback(() => actor.send({ type: 'CLEAR' }), [actor]);
  return useMemo(
    () => ({
      family: current,
      entries,
      pick: pickSportsSelection,
      pickBonus: pickBonusFolder,
      remove,
      clear,
      isPicked: (selectionId: string) => entries.some((entry) => entry.id === selectionId),
    }),
    [current, entries, remove, clear],
  );
}
