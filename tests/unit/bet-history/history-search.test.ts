/**
 * /bet_result's search: five tabs in one row, and old links still land where they did
 * (`?status=2&page=3` the sports tab, `?tab=casino` the casino tab); bad values fall back.
 */
import { describe, expect, it } from 'vitest';
import {
  historySearchSchema,
  isRangeReversed,
  tabOf,
  tabSearch,
} from '../../../src/features/bet-history/history-search';
import { betResultSearchSchema } from '../../../src/features/sports/bet-result/bet-result-search';

const routeSearch = betResultSearchSchema.merge(historySearchSchema);

describe('/bet_result search', () => {
  it('keeps the old links: no tab is sports, casino and slot as before', () => {
    const sports = routeSearch.parse({ status: '2', page: '3' });
    expect(sports).toEqual({ status: 2, page: 3 });
    expect(tabOf(sports)).toBe('sports');
    expect(tabOf(routeSearch.parse({ tab: 'casino', page: '2' }))).toBe('casino');
    expect(tabOf(routeSearch.parse({ tab: 'slot' }))).toBe('slot');
  });

  it('reads the minigame and virtual tabs with status and a date range', () => {
    expect(
      routeSearch.parse({ tab: 'virtual', status: '-1', from: '2025-03-01', to: '2025-03-10' }),
    ).toEqual({ tab: 'virtual', status: -1, from: '2025-03-01', to: '2025-03-10' });
  });

  it('drops bad values instead of failing', () => {
    expect(routeSearch.parse({ tab: 'poker', status: '9', from: '2025-13-01', to: 'x' })).toEqual(
      {},
    );
  });

  it('links the sports tab bare and the others by name', () => {
    expect(tabSearch('sports')).toEqual({});
    expect(tabSearch('minigame')).toEqual({ tab: 'minigame' });
  });

  it('tells a reversed range, and only with both ends', () => {
    expect(isRangeReversed('2025-03-11', '2025-03-10')).toBe(true);
    expect(isRangeReversed('2025-03-10', '2025-03-10')).toBe(false);
    expect(isRangeReversed('2025-03-11', undefined)).toBe(false);
  });
});
