import { useMemo } from 'react';
import { useStore } from 'zustand';
import { fetchSportsBets } from '../../../api/sports.api';
import type { SportsBetView } from '../../../../common/contract/sports-bets.contract';
import { sportsBetsStore } from '../../../stores/sports-bets.store';
import { sportsBetsSeq, writeSportsBets } from '../../../streams/sports/sports-bets.stream';
import { useAsync } from '../../../ui/use-async';
import type { BetResultSearch } from './bet-result-search';

const matches = (bet: SportsBetView, status?: number, family?: string) =>
  (status === undefined || bet.status === status) &&
  (family === undefined || bet.family === family);

/**
 * One page (15, spec §9) of the member's sports bets, kept live: the rows come from the sports
 * bets store, which the bets stream updates (settled, cancelled, cashed out); on the first page
 * bets placed after the page was read (the slip, another tab) appear on top.
 */
export function useBetHistory(search: BetResultSearch) {
  const page = search.page ?? 1;
  const state = useAsync(async () => {
    const asOf = sportsBetsSeq();
    const answer = await fetchSportsBets({ status: search.status, family: search.family, page });
    writeSportsBets(answer.items, asOf);
    return { ...answer, readAt: new Date().toISOString() };
  }, [search.status, search.family, page]);
  const bets = useStore(sportsBetsStore, (s) => s.bets);
  const data = state.data;
  const { status, family } = search;

  const rows = useMemo(() => {
    if (!data) return [];
    const listed = data.items.map((item) => bets[String(item.id)] ?? item);
    if (page !== 1) return listed;
    const shown = new Set(listed.map((bet) => bet.id));
    const newest = data.items[0]?.createdAt ?? '';
    const arrived = Object.values(bets)
      .filter((bet) => !shown.has(bet.id) && bet.createdAt > newest && matches(bet, status, family))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return [...arrived, ...listed];
  }, [bets, data, page, status, family]);

  return {
    rows,
    pageCount: data?.pageCount ?? 1,
    totalCount: data?.totalCount ?? 0,
    loading: state.loading,
    error: state.error,
    reload: state.reload,
  };
}
