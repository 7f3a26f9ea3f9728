import { fetchMinigameHistory } from '../../api/bet-history.api';
import type { MinigameHistoryKind } from '../../contract/bet-history.contract';
import { useAsync } from '../../ui/use-async';

export type MinigameHistoryFilters = {
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
};

/** One page (15, spec §9) of the member's minigame or virtual bets, with the filters applied. */
export function useMinigameHistory(kind: MinigameHistoryKind, filters: MinigameHistoryFilters) {
  const page = filters.page ?? 1;
  const status = filters.status as -1 | 0 | 1 | 2 | 3 | undefined;
  const state = useAsync(
    () => fetchMinigameHistory({ kind, status, from: filters.from, to: filters.to, page }),
    [kind, status, filters.from, filters.to, page],
  );
  return {
    rows: state.data?.items ?? [],
    pageCount: state.data?.pageCount ?? 1,
    totalCount: state.data?.totalCount ?? 0,
    loading: state.loading,
    error: state.error,
    reload: state.reload,
  };
}
