/**
 * Baccarat's outcome space: playCoup (the family's own deal and third-card rules) on every
 * sequence of the 8-deck shoe. The first four cards are dealt by rank, since the pair markets
 * compare ranks; the third cards by points only (10, J, Q, K all count 0 and settle no pair).
 */
import { playCoup, type BaccaratOutcome } from '../families/baccarat';
import { RANK_CLASSES, shoeSequenceSpace, type CardClass } from './shoe-space';
import type { OutcomeSpace } from './outcome-space';

const TWO_CARD_HANDS = 4;
const LONGEST_COUP = 6;

/** Aces to nines one class each; the four ranks worth 0 (10, J, Q, K) one class. */
const POINT_CLASSES: readonly CardClass[] = [
  ...RANK_CLASSES.slice(0, 9),
  {
    card: RANK_CLASSES[9]!.card,
    members: new Set(RANK_CLASSES.slice(9).flatMap((rank) => [...rank.members])),
  },
];

export function baccaratSpace(): OutcomeSpace<BaccaratOutcome> {
  return shoeSequenceSpace(
    playCoup,
    (position) => (position < TWO_CARD_HANDS ? RANK_CLASSES : POINT_CLASSES),
    LONGEST_COUP,
  );
}
