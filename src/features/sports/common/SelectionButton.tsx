import { memo, useCallback } from 'react';
import { useStore } from 'zustand';
import type { SportsSlipFamily } from './slip-bridge';
import { sportsBookStore, useSelection } from '../../../stores/sports-book.store';
import { useSelectionFlash } from '../../../streams/sports/price-flash';
import { isSelectionBettable, type BookKind } from './bettable';
import { OddsButton } from './OddsButton';
import { useIsPicked, useSlipPick } from './slip-bridge';

type Props = {
  selectionId: string;
  fixtureId: string;
  /** What the list answered, shown until the store holds the selection. */
  fallbackPriceHundredths: number;
  fallbackStatus: number;
  fallbackFixtureStatus: number;
  label: string;
  family: SportsSlipFamily;
  book: BookKind;
  align?: 'home' | 'center' | 'away';
};

/**
 * An odds button bound to the book store: it re-renders only when its own selection, its
 * fixture's status, its flash or its picked state changes (one store write per frame, one button per
 * selection: docs/architecture.md §3). Two book subscriptions per button (its selection, its
 * fixture's status): the flash reads the selection's own fields.
 */
export const SelectionButton = memo(function SelectionButton({
  selectionId,
  fixtureId,
  fallbackPriceHundredths,
  fallbackStatus,
  fallbackFixtureStatus,
  label,
  family,
  book,
  align,
}: Props) {
  const selection = useSelection(selectionId);
  const fixtureStatus = useStore(sportsBookStore, (s) => s.fixtures[fixtureId]?.status);
  const flash = useSelectionFlash(selection);
  const picked = useIsPicked(selectionId, family);
  const price = selection?.priceHundredths ?? fallbackPriceHundredths;
  const status = selection?.status ?? fallbackStatus;
  const locked = !isSelectionBettable(status, fixtureStatus ?? fallbackFixtureStatus, book);
  const pick = useSlipPick(family);
  const onPick = useCallback(() => pick(selectionId), [pick, selectionId]);
  return (
    <OddsButton
      selectionId={selectionId}
      label={label}
      priceHundredths={price}
      locked={locked}
      flash={flash}
      picked={picked}
      onPick={onPick}
      align={align}
    />
  );
});
