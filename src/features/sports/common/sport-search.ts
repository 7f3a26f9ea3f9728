import { isKnownSportId, type SportId } from '../../../../common/domain/sports/sport-ids';
import { SPORTS, type SportFlag } from '../../../../common/i18n/sports.ko';

/** The sport-related search values of spec §2 (the route's schema validates them). */
export type SportSearch = {
  sport_id?: number;
  location_id?: number;
  league?: string;
  search?: string;
  time?: number;
} & Partial<Record<SportFlag, number>>;

/**
 * The sport a sports page shows (spec §2): `sport_id` when it is one of ours, else the first
 * sport-name flag set to 1 (`Football=1`), else every sport.
 */
export function selectedSportId(search: SportSearch): SportId | undefined {
  if (search.sport_id !== undefined && isKnownSportId(search.sport_id)) return search.sport_id;
  const flagged = SPORTS.find((sport) => search[sport.flag] === 1);
  return flagged?.id;
}

/** Search values that select one sport: its id and its flag, every other sport's flag dropped. */
export function sportSearch(sportId: number | undefined): Partial<SportSearch> {
  const flags = Object.fromEntries(SPORTS.map((s) => [s.flag, undefined])) as Record<
    SportFlag,
    undefined
  >;
  const sport = SPORTS.find((s) => s.id === sportId);
  if (!sport) return { ...flags, sport_id: undefined };
  return { ...flags, sport_id: sport.id, [sport.flag]: 1 };
}

/** `league` travels as text in the URL (spec §2); the API wants a positive integer. */
export function leagueIdOf(search: SportSearch): number | undefined {
  const id = Number(search.league);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
