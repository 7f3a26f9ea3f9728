import { createStore } from 'zustand/vanilla';
import type { SportsSlipFamily } from '../machines/sports-slip.entries';

/**
 * Which family's slip is in front (the slips themselves are actors, one per family): the family
 * of the last pick, shown by `useSportsSlip()` when a page names none.
 */
export interface SportsSlipFrontState {
  readonly family: SportsSlipFamily;
}

export const sportsSlipFrontStore = createStore<SportsSlipFrontState>()(() => ({
  family: 'korean',
}));
