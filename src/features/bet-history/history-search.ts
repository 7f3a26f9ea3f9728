/**
 * `/bet_result`'s search: which of the five tabs, and the minigame/virtual tabs' date
 * range. The route merges it with the sports tab's own search (status, family, page), so old links
 * keep working: `?status=2&page=3` is still the sports tab, `?tab=casino` still the casino one.
 * A bad value falls back to its default instead of failing.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../../../common/contract/common.contract';

export const HISTORY_TABS = ['sports', 'minigame', 'virtual', 'casino', 'slot'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export const historySearchSchema = z.object({
  tab: z.enum(HISTORY_TABS).optional().catch(undefined),
  from: calendarDateSchema.optional().catch(undefined),
  to: calendarDateSchema.optional().catch(undefined),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

/** No tab is the sports tab, as before there were five. */
export const tabOf = (search: { tab?: HistoryTab | undefined }): HistoryTab =>
  search.tab ?? 'sports';

/** The URL search of a tab's link: the sports tab keeps the bare `/bet_result`. */
export const tabSearch = (tab: HistoryTab): { tab?: HistoryTab } =>
  tab === 'sports' ? {} : { tab };

/** Spec §4 statuses in the order the filters offer them. */
export const HISTORY_STATUS_FILTERS = [0, 2, 1, 3, -1] as const;

/** A range whose start is after its end cannot be asked for (the server refuses it too). */
export const isRangeReversed = (from?: string, to?: string): boolean =>
  from !== undefined && to !== undefined && from > to;
