import { useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { fetchWalletRequests } from '../../api/wallet.api';
import type {
  WalletRequestKind,
  WalletRequestView,
} from '../../../common/contract/wallet.contract';
import { mergeWalletHistory, walletStore } from '../../stores/wallet.store';
import { useAsync } from '../../ui/use-async';
import { pagerOf } from '../../ui/DataTable';

/** One kind of the member's requests: the fetched page with live `walletRequest` events merged. */
export function useWalletHistory(kind: WalletRequestKind) {
  const [page, setPage] = useState(1);
  const fetchedAt = useRef(Date.now());
  const { data, error, loading, reload } = useAsync(() => {
    fetchedAt.current = Date.now();
    return fetchWalletRequests(kind, page);
  }, [kind, page]);
  const live = useStore(walletStore, (s) => s.live);
  const rows = useMemo<WalletRequestView[] | undefined>(
    () =>
      data
        ? mergeWalletHistory({ live }, data.items, kind, fetchedAt.current, data.page === 1)
        : undefined,
    [data, live, kind],
  );
  const pending = rows?.find((r) => r.status === 'pending') ?? null;
  return {
    rows,
    pending,
    error,
    loading,
    reload,
    pager: pagerOf(data, setPage),
  };
}
