/**
 * /inplay lists live fixtures by sport, then league. Pure: the page selects
 * `sportId|leagueId|fixtureId` keys (strings, so an unchanged list does not re-render) and groups
 * them here.
 */
import { SPORTS } from '../../../../common/i18n/sports.ko';

export interface LiveKey {
  sportId: number;
  leagueId: number;
  fixtureId: string;
}

export const liveKeyOf = (sportId: number, leagueId: number, fixtureId: string): string =>
  `${sportId}|${leagueId}|${fixtureId}`;

export function parseLiveKey(key: string): LiveKey {
  const [sport, league, ...rest] = key.split('|');
  return { sportId: Number(sport), leagueId: Number(league), fixtureId: rest.join('|') };
}

export interface LiveLeagueGroup {
  sportId: number;
  leagueId: number;
  fixtureIds: string[];
}

const sportRank = (sportId: number) => {
  const index = SPORTS.findIndex((s) => s.id === sportId);
  return index === -1 ? SPORTS.length : index;
};

/**
 * Groups keeping the store's order (soonest start first) inside a league; sports in the site's
 * order, leagues in order of their first fixture.
 */
export function groupLiveKeys(keys: readonly string[]): LiveLeagueGroup[] {
  const groups: LiveLeagueGroup[] = [];
  const byLeague = new Map<string, LiveLeagueGroup>();
  for (const key of keys) {
    const { sportId, leagueId, fixtureId } = parseLiveKey(key);
    const id = `${sportId}|${leagueId}`;
    let group = byLeague.get(id);
    if (!group) {
      group = { sportId, leagueId, fixtureIds: [] };
      byLeague.set(id, group);
      groups.push(group);
    }
    group.fixtureIds.push(fixtureId);
  }
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => sportRank(a.group.sportId) - sportRank(b.group.sportId) || a.index - b.index)
    .map(({ group }) => group);
}

/** Live fixtures per sport, for the sport tabs. */
export function countBySport(keys: readonly string[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const key of keys) {
    const { sportId } = parseLiveKey(key);
    counts[sportId] = (counts[sportId] ?? 0) + 1;
  }
  return counts;
}
