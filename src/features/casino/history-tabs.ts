/**
 * The casino and slot tabs of /bet_result. The route merges this into the sports
 * history's search, so `?tab=casino&page=2` is the casino tab's second page and a bad tab falls
 * back to the sports tab instead of failing.
 */
import { z } from 'zod';

export const CASINO_HISTORY_TABS = ['casino', 'slot'] as const;
export type CasinoHistoryTab = (typeof CASINO_HISTORY_TABS)[number];

export const casinoHistorySearchSchema = z.object({
  tab: z.enum(CASINO_HISTORY_TABS).optional().catch(undefined),
});

/** The history tab a search shows: undefined is the sports tab (the page's own). */
export const historyTabOf = (search: { tab?: CasinoHistoryTab | undefined }) => search.tab;
