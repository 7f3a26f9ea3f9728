import { z } from 'zod';
import {
  sportsFixtureViewSchema,
  type KoreaBoard,
  type SportsBook,
} from '../../common/contract/sports.contract';
import {
  bonusFoldersResponseSchema,
  fixturesPageSchema,
  openGameResponseSchema,
  prematchLeagueCountSchema,
  prematchLocationCountSchema,
  prematchSportCountSchema,
  sportsResultsPageSchema,
  topEventsResponseSchema,
} from '../../common/contract/sports-book.contract';
import { api } from './client';

/**
 * Reading the sports book (spec §7 sports-prematch calls and kosca/opengame). Shapes come
 * from common/contract/sports.contract.ts; placing bets is the slip's business, not this file's.
 */

export type MarketTab = 'all' | 'overUnder' | 'winDrawLose' | 'winLose' | 'handicap' | 'other';

export interface FixturesRequest {
  book: SportsBook;
  board?: KoreaBoard;
  sportId?: number;
  locationId?: number;
  leagueId?: number;
  search?: string;
  market?: MarketTab;
  page?: number;
}

/** Drops absent and empty values: an empty filter is no filter, not `?search=`. */
function definedParams(params: Record<string, string | number | undefined>) {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => {
      const value = entry[1];
      return value !== undefined && value !== '';
    }),
  );
}

/** `GET /api/sports/fixtures`: one page (15, spec §9) of a book or a domestic board. */
export function fetchFixtures(request: FixturesRequest) {
  return api
    .get('sports/fixtures', {
      searchParams: definedParams({
        book: request.book,
        board: request.board,
        sport_id: request.sportId,
        location_id: request.locationId,
        league: request.leagueId,
        search: request.search,
        market: request.market ?? 'all',
        page: request.page ?? 1,
      }),
    })
    .json(fixturesPageSchema);
}

/** `GET /api/sports/fixtures/:id?book=`: every open market of one fixture. */
export function fetchFixture(fixtureId: string, book: SportsBook) {
  return api
    .get(`sports/fixtures/${encodeURIComponent(fixtureId)}`, { searchParams: { book } })
    .json(sportsFixtureViewSchema);
}

/** `GET /api/sports/bonus-folders`: the domestic book's bonus-odds folders (spec §5). */
export function fetchBonusFolders() {
  return api.get('sports/bonus-folders').json(bonusFoldersResponseSchema);
}

/** `GET /api/sports-prematch/sports` (spec §7): sport_id, cnt, name_korean. */
export function fetchPrematchSports() {
  return api.get('sports-prematch/sports').json(z.array(prematchSportCountSchema));
}

/** `GET /api/sports-prematch/location?sportId=` */
export function fetchPrematchLocations(sportId: number) {
  return api
    .get('sports-prematch/location', { searchParams: { sportId } })
    .json(z.array(prematchLocationCountSchema));
}

/** `GET /api/sports-prematch/league?sportId=&locationId=` */
export function fetchPrematchLeagues(sportId: number, locationId: number) {
  return api
    .get('sports-prematch/league', { searchParams: { sportId, locationId } })
    .json(z.array(prematchLeagueCountSchema));
}

/** `GET /api/sports-prematch/event/top`: the top events, soonest first. */
export function fetchTopEvents() {
  return api.get('sports-prematch/event/top').json(topEventsResponseSchema);
}

/** `GET /api/sports/results`: finished fixtures with their scores (/game_result/sports). */
export function fetchSportsResults(request: { sportId?: number; date?: string; page?: number }) {
  return api
    .get('sports/results', {
      searchParams: definedParams({
        sport_id: request.sportId,
        date: request.date,
        page: request.page ?? 1,
      }),
    })
    .json(sportsResultsPageSchema);
}

/** `GET /api/kosca/opengame?type=EU|IN` (spec §7): the URL of the book to open in a new window. */
export function fetchOpenGameUrl(type: 'EU' | 'IN') {
  return api.get('kosca/opengame', { searchParams: { type } }).json(openGameResponseSchema);
}
