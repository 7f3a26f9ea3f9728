import { createStore } from 'zustand/vanilla';
import type { SlipFamily } from '../../common/domain/betting/slip-validation';

/**
 * Which family's slip is in front (the slips themselves are actors, one per family): the family
 * of the last pick, shown by `useSportsSlip()` when a page names none.
 */
export interface SportsSlipFrontState {
  readonly family: SlipFamily;
}

export const sportsSlipFrontStore = createStore<SportsSlipFrontState>()(() => ({
  family: 'korean',
}));
