import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedIdSchema } from '../../../common/contract/sports.contract';
import { sportsBetParamsSchema } from '../../../common/contract/sports-bets.contract';
import {
  adminFixtureMarketsSchema,
  adminLimitsResponseSchema,
  adminResettleBodySchema,
  adminResettleResponseSchema,
  adminSelectionParamsSchema,
  adminSportsBetsPageSchema,
  adminSportsBetsQuerySchema,
  adminSportsBetViewSchema,
  adminSuspendMarketBodySchema,
  adminSuspendMarketResponseSchema,
  adminVoidBetBodySchema,
  levelLimitsSchema,
} from '../../../common/contract/sports-admin.contract';
import { actorOf } from '../../platform/http/auth';
import { errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['admin-sports'];
const fixtureParamsSchema = z.object({ fixtureId: feedIdSchema });

/** `/api/admin/sports/*`: bets, void, resettle, market suspension, limits. */
export const sportsAdminRoutes: FastifyPluginAsyncZod<
  RouteDeps<'sportsAdmin' | 'sportsAdminMarkets' | 'sportsLimits'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/sports/bets',
    {
      schema: {
        tags,
        querystring: adminSportsBetsQuerySchema,
        response: { 200: adminSportsBetsPageSchema },
      },
    },
    async (request) => services.sportsAdmin.list(request.query),
  );

  app.post(
    '/api/admin/sports/bets/:id/void',
    {
      schema: {
        tags,
        params: sportsBetParamsSchema,
        body: adminVoidBetBodySchema,
        response: { 200: adminSportsBetViewSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      services.sportsAdmin.void(actorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/sports/selections/:selectionId/resettle',
    {
      schema: {
        tags,
        params: adminSelectionParamsSchema,
        body: adminResettleBodySchema,
        response: { 200: adminResettleResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      services.sportsAdmin.resettle(
        actorOf(request),
        request.params.selectionId,
        request.body.settlement,
        request.body.reason,
      ),
  );

  app.post(
    '/api/admin/sports/markets/suspend',
    {
      schema: {
        tags,
        body: adminSuspendMarketBodySchema,
        response: { 200: adminSuspendMarketResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => services.sportsAdminMarkets.suspendMarket(actorOf(request), request.body),
  );

  app.get(
    '/api/admin/sports/fixtures/:fixtureId/markets',
    {
      schema: {
        tags,
        params: fixtureParamsSchema,
        response: { 200: adminFixtureMarketsSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.sportsAdminMarkets.fixtureMarkets(request.params.fixtureId),
  );

  app.get(
    '/api/admin/sports/limits',
    { schema: { tags, response: { 200: adminLimitsResponseSchema } } },
    async () => services.sportsLimits.list(),
  );

  app.put(
    '/api/admin/sports/limits',
    {
      schema: {
        tags,
        body: levelLimitsSchema,
        response: { 200: adminLimitsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => services.sportsLimits.update(actorOf(request), request.body),
  );
};
