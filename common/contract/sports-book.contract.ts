/**
 * Reading the sports book (spec §2 /korea/*, /europe, /inplay, /game_result/sports; §7
 * sports-prematch calls and kosca/opengame): the queries and pages of fixtures, results and
 * bonus folders. The views they carry are in sports.contract.ts.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  int4IdSchema,
  pageOf,
  pageSchema,
  textSchema,
} from './common.contract';
import {
  bonusFolderViewSchema,
  feedIdSchema,
  koreaBoardSchema,
  sportIdSchema,
  sportsBookSchema,
  sportsFixtureViewSchema,
} from './sports.contract';

/** `GET /api/sports-prematch/sports` (spec §7): 'etc' excluded, totals summed by the client. */
export const prematchSportCountSchema = z.object({
  sport_id: z.number().int(),
  cnt: z.number().int(),
  name_korean: z.string(),
});
/** `GET /api/sports-prematch/location?sportId=` */
export const prematchLocationCountSchema = z.object({
  location_id: z.number().int(),
  cnt: z.number().int(),
  name_korean: z.string(),
});
export const prematchLocationQuerySchema = z.object({ sportId: sportIdSchema });
/** `GET /api/sports-prematch/league?sportId=&locationId=` */
export const prematchLeagueCountSchema = z.object({
  league_id: z.number().int(),
  cnt: z.number().int(),
  name_korean: z.string(),
});
export const prematchLeagueQuerySchema = z.object({
  sportId: sportIdSchema,
  locationId: int4IdSchema,
});
/** `GET /api/sports-prematch/event/top`: the top events, soonest first. */
export const topEventsResponseSchema = z.object({ items: z.array(sportsFixtureViewSchema) });

/**
 * `GET /api/sports/fixtures`: one page (15, spec §9) of a book. `search` matches team and league
 * names; `market` narrows the markets shown (default 'all'); `board` picks a domestic board.
 */
export const fixturesQuerySchema = z.object({
  book: sportsBookSchema,
  board: koreaBoardSchema.optional(),
  sport_id: sportIdSchema.optional(),
  location_id: int4IdSchema.optional(),
  league: int4IdSchema.optional(),
  search: textSchema({ max: 50 }).optional(),
  market: z
    .enum(['all', 'overUnder', 'winDrawLose', 'winLose', 'handicap', 'other'])
    .default('all'),
  page: pageSchema,
});
export type FixturesQuery = z.infer<typeof fixturesQuerySchema>;
export const fixturesPageSchema = pageOf(sportsFixtureViewSchema);

/** `GET /api/sports/fixtures/:fixtureId?book=`: every open market of one fixture. */
export const fixtureParamsSchema = z.object({ fixtureId: feedIdSchema });
export const fixtureBookQuerySchema = z.object({ book: sportsBookSchema });

/** `GET /api/sports/bonus-folders`: the Korean book's bonus-odds folders. */
export const bonusFoldersResponseSchema = z.object({ items: z.array(bonusFolderViewSchema) });

/** `GET /api/sports/results?sport_id=&date=YYYY-MM-DD&page=` (/game_result/sports). */
export const sportsResultsQuerySchema = z.object({
  sport_id: sportIdSchema.optional(),
  date: calendarDateSchema.optional(),
  page: pageSchema,
});
export const sportsResultsPageSchema = pageOf(sportsFixtureViewSchema);

/**
 * `GET /api/sports/inplay?sport_id=`: every live fixture with all its open in-play markets, the
 * snapshot the client loads before (re)connecting `/api/sse/inplay` and after a `reset`.
 */
export const inplaySnapshotQuerySchema = z.object({ sport_id: sportIdSchema.optional() });
export const inplaySnapshotResponseSchema = z.object({
  items: z.array(sportsFixtureViewSchema),
  serverTime: z.string(),
});

/** `GET /api/kosca/opengame?type=EU|IN` (spec §7): our own book in a new window. */
export const openGameQuerySchema = z.object({ type: z.enum(['EU', 'IN']) });
export const openGameResponseSchema = z.object({ url: z.string() });
