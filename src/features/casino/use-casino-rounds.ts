import { fetchCasinoRounds, type CasinoKind } from '../../api/casino.api';
import { useAsync } from '../../ui/use-async';

/**
 * One page of the member's casino or slot rounds, read when the tab, page or day range changes. Nothing of
 * the balance is kept here: the top bar reads it live from the bets stream.
 */
export function useCasinoRounds(kind: CasinoKind, page: number, from?: string, to?: string) {
  const state = useAsync(() => fetchCasinoRounds(kind, page, from, to), [kind, page, from, to]);
  return {
    rows: state.data?.items ?? [],
    pageCount: state.data?.pageCount ?? 1,
    loading: state.loading,
    error: state.error,
    reload: state.reload,
  };
}
