import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sportsFixtureViewSchema } from '../../../common/contract/sports.contract';
import {
  bonusFoldersResponseSchema,
  fixtureBookQuerySchema,
  fixtureParamsSchema,
  fixturesPageSchema,
  fixturesQuerySchema,
  inplaySnapshotQuerySchema,
  inplaySnapshotResponseSchema,
  openGameQuerySchema,
  openGameResponseSchema,
  prematchLeagueCountSchema,
  prematchLeagueQuerySchema,
  prematchLocationCountSchema,
  prematchLocationQuerySchema,
  prematchSportCountSchema,
  sportsResultsPageSchema,
  sportsResultsQuerySchema,
  topEventsResponseSchema,
} from '../../../common/contract/sports-book.contract';
import { errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['sports'];

/** Spec §7: the European book opens in a new window; the in-play one at its live tab. */
const OPEN_GAME_URLS = { EU: '/europe', IN: '/inplay#Live' } as const;

/**
 * Reading the sports book (spec §7 sports-prematch calls and kosca/opengame,
 * §9 page size). Members only, like every page that shows it.
 */
export const sportsBookRoutes: FastifyPluginAsyncZod<RouteDeps<'sportsBook'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);
  const book = services.sportsBook;

  app.get(
    '/api/sports-prematch/sports',
    { schema: { tags, response: { 200: z.array(prematchSportCountSchema) } } },
    async () => book.sportCounts(),
  );

  app.get(
    '/api/sports-prematch/location',
    {
      schema: {
        tags,
        querystring: prematchLocationQuerySchema,
        response: { 200: z.array(prematchLocationCountSchema) },
      },
    },
    async (request) => book.locationCounts(request.query.sportId),
  );

  app.get(
    '/api/sports-prematch/league',
    {
      schema: {
        tags,
        querystring: prematchLeagueQuerySchema,
        response: { 200: z.array(prematchLeagueCountSchema) },
      },
    },
    async (request) => book.leagueCounts(request.query.sportId, request.query.locationId),
  );

  app.get(
    '/api/sports-prematch/event/top',
    { schema: { tags, response: { 200: topEventsResponseSchema } } },
    async () => book.topEvents(),
  );

  app.get(
    '/api/sports/fixtures',
    { schema: { tags, querystring: fixturesQuerySchema, response: { 200: fixturesPageSchema } } },
    async (request) => book.fixtures(request.query),
  );

  app.get(
    '/api/sports/fixtures/:fixtureId',
    {
      schema: {
        tags,
        params: fixtureParamsSchema,
        querystring: fixtureBookQuerySchema,
        response: { 200: sportsFixtureViewSchema, ...errorResponses(404) },
      },
    },
    async (request) => book.fixture(request.params.fixtureId, request.query.book),
  );

  app.get(
    '/api/sports/bonus-folders',
    { schema: { tags, response: { 200: bonusFoldersResponseSchema } } },
    async () => book.bonusFolders(),
  );

  app.get(
    '/api/sports/results',
    {
      schema: {
        tags,
        querystring: sportsResultsQuerySchema,
        response: { 200: sportsResultsPageSchema },
      },
    },
    async (request) => book.results(request.query.sport_id, request.query.date, request.query.page),
  );

  app.get(
    '/api/sports/inplay',
    {
      schema: {
        tags,
        querystring: inplaySnapshotQuerySchema,
        response: { 200: inplaySnapshotResponseSchema },
      },
    },
    async (request) => book.inplay(request.query.sport_id),
  );

  app.get(
    '/api/kosca/opengame',
    {
      schema: { tags, querystring: openGameQuerySchema, response: { 200: openGameResponseSchema } },
    },
    async (request) => ({ url: OPEN_GAME_URLS[request.query.type] }),
  );
};
