import { useMemo } from 'react';
import { useStore } from 'zustand';
import { fetchMinigameHistory } from '../../api/bet-history.api';
import type {
  MinigameHistoryItem,
  MinigameHistoryKind,
} from '../../../common/contract/bet-history.contract';
import { minigameBetsStore } from '../../stores/minigame-bets.store';
import { useAsync } from '../../ui/use-async';

export type MinigameHistoryFilters = {
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
};

/**
 * One page (15, spec §9) of the member's minigame or virtual bets, with the filters applied,
 * kept live: a bet the bets stream settles or cancels (the member's bets store) shows its new
 * status and payout at once; the round's result chips come with the next read.
 */
export function useMinigameHistory(kind: MinigameHistoryKind, filters: MinigameHistoryFilters) {
  const page = filters.page ?? 1;
  const status = filters.status as -1 | 0 | 1 | 2 | 3 | undefined;
  const state = useAsync(
    () => fetchMinigameHistory({ kind, status, from: filters.from, to: filters.to, page }),
    [kind, status, filters.from, filters.to, page],
  );
  const live = useStore(minigameBetsStore, (s) => s.bets);
  const items = state.data?.items;
  const rows = useMemo(
    () =>
      (items ?? []).map((item): MinigameHistoryItem => {
        const latest = live[String(item.id)];
        return latest
          ? {
              ...item,
              status: latest.status,
              payoutWon: latest.payoutWon,
              settledAt: latest.settledAt,
            }
          : item;
      }),
    [items, live],
  );
  return {
    rows,
    pageCount: state.data?.pageCount ?? 1,
    totalCount: state.data?.totalCount ?? 0,
    loading: state.loading,
    error: state.error,
    reload: state.reload,
  };
}
