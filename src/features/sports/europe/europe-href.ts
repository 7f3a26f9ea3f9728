import { sportQuery } from '../common/SportTabs';

export interface EuropeFilter {
  sportId?: number;
  locationId?: number;
  leagueId?: number;
  search?: string;
}

/**
 * `/europe?sport_id=6046&Football=1&location_id=…&league=…&search=…` (spec §2). A location
 * belongs to a sport and a league to a location, so each level is dropped without its parent.
 */
export function europeHref({ sportId, locationId, leagueId, search }: EuropeFilter): string {
  const location = sportId !== undefined ? locationId : undefined;
  const league = location !== undefined ? leagueId : undefined;
  return `/europe${sportQuery(sportId, { location_id: location, league, search })}`;
}
