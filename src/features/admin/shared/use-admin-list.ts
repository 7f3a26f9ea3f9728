import { useCallback, useEffect, useState } from 'react';
import { pagerOf, type Pager } from '../../../ui/DataTable';
import { useAsync } from '../../../ui/use-async';

/** New rows show up without a click: operators have no per-member stream. */
export const ADMIN_LIST_POLL_MS = 5_000;

type Paged = { page: number; pageCount: number; items: readonly unknown[] };

export type AdminList<F, D extends Paged> = {
  filter: F;
  /** Changes the filter and goes back to page 1 (the old page may not exist under it). */
  setFilter: (patch: Partial<Omit<F, 'page'>>) => void;
  setPage: (page: number) => void;
  data: D | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** The page buttons once the first page has answered. */
  pager: Pager | null;
  /** What the card's table takes from the list: its rows, loading and error rows, and pager. */
  table: {
    rows: D['items'] | undefined;
    loading: boolean;
    error: unknown;
    pager: Pager | null;
  };
};

/**
 * The state of a back-office list card: its filter (with the page), the loaded page, and — with
 * `pollMs` — a reload every few seconds while the card is open.
 */
export function useAdminList<F extends { page: number }, D extends Paged>(
  initial: NoInfer<F>,
  load: (filter: F) => Promise<D>,
  options: { pollMs?: number } = {},
): AdminList<F, D> {
  const [filter, setFilterState] = useState<F>(initial);
  // The filter's fields are the loader's inputs; its shape never changes, so neither does the list.
  const { data, error, loading, reload } = useAsync(() => load(filter), Object.values(filter));
  const { pollMs } = options;

  useEffect(() => {
    if (!pollMs) return undefined;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [reload, pollMs]);

  const setFilter = useCallback(
    (patch: Partial<Omit<F, 'page'>>) => setFilterState((f) => ({ ...f, ...patch, page: 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setFilterState((f) => ({ ...f, page })), []);

  const pager = pagerOf(data, setPage);
  const table = { rows: data?.items, loading, error, pager };
  return { filter, setFilter, setPage, data, error, loading, reload, pager, table };
}
