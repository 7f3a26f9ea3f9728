import { useEffect, useState } from 'react';
import {
  fetchPrematchLeagues,
  fetchPrematchLocations,
  fetchPrematchSports,
} from '../../api/sports-book.api';
import { menuSportCounts, type SportCountRow } from '../../../common/domain/sports/sport-counts';
import { useIsLoggedIn } from '../../app/hooks';

export interface TreeNode {
  id: number;
  name: string;
  cnt: number;
}

/**
 * Counts of the left prematch menu (spec §7): the sports once (for members; 'etc' left out, the
 * total summed), then a sport's locations and a location's leagues when the member opens them.
 */
export function usePrematchSportCounts(): { rows: SportCountRow[]; total: number } | null {
  const loggedIn = useIsLoggedIn();
  const [counts, setCounts] = useState<{ rows: SportCountRow[]; total: number } | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      setCounts(null);
      return;
    }
    let live = true;
    fetchPrematchSports().then(
      (rows) => live && setCounts(menuSportCounts(rows)),
      () => live && setCounts(null),
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return counts;
}

/** Children of an opened node, fetched when it opens (null while closed or loading). */
export function useTreeChildren(
  open: boolean,
  load: () => Promise<TreeNode[]>,
  key: string,
): TreeNode[] | null {
  const [nodes, setNodes] = useState<TreeNode[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    load().then(
      (rows) => live && setNodes(rows),
      () => live && setNodes([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [open, key]);
  return open ? nodes : null;
}

export const loadLocations = (sportId: number) => async (): Promise<TreeNode[]> =>
  (await fetchPrematchLocations(sportId)).map((l) => ({
    id: l.location_id,
    name: l.name_korean,
    cnt: l.cnt,
  }));

export const loadLeagues = (sportId: number, locationId: number) => async (): Promise<TreeNode[]> =>
  (await fetchPrematchLeagues(sportId, locationId)).map((l) => ({
    id: l.league_id,
    name: l.name_korean,
    cnt: l.cnt,
  }));
