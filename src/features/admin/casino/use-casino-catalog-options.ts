import { useMemo } from 'react';
import { fetchAdminCasinoCatalog } from '../../../api/admin-casino.api';
import { useAsync } from '../../../ui/use-async';

/** Provider and game choices for the search filters, from the operator's catalog. */
export function useCasinoCatalogOptions() {
  const { data } = useAsync(fetchAdminCasinoCatalog, []);
  return useMemo(
    () => ({
      providers: (data?.providers ?? []).map((p) => ({ value: String(p.id), label: p.name })),
      games: (data?.games ?? []).map((g) => ({
        value: String(g.id),
        label: `${g.name} (${g.gameCode})`,
      })),
    }),
    [data],
  );
}
