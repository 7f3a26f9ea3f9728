import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMinigameBetListSchema,
  adminMinigameCancelResponseSchema,
  adminMinigameGameParamsSchema,
  adminMinigameRoundPageSchema,
  minigameRoundParamsSchema,
  adminMinigameRoundsQuerySchema,
  adminMinigameSettingsListSchema,
  adminMinigameSettingsUpdateSchema,
  minigameSettingSchema,
} from '../../common/contract/minigame.contract';
import { actorOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['admin-minigame'];

/** `/api/admin/minigame/*`: settings, rounds, a round's bets, cancel and refund. */
export const minigameAdminRoutes: FastifyPluginAsyncZod<
  RouteDeps<'minigame' | 'minigameQueries' | 'minigameSettings'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/minigame/settings',
    { schema: { tags, response: { 200: adminMinigameSettingsListSchema } } },
    async () => services.minigameSettings.list(),
  );

  app.put(
    '/api/admin/minigame/settings/:gameId',
    {
      schema: {
        tags,
        params: adminMinigameGameParamsSchema,
        body: adminMinigameSettingsUpdateSchema,
        response: { 200: minigameSettingSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      services.minigameSettings.update(actorOf(request), request.params.gameId, request.body),
  );

  app.get(
    '/api/admin/minigame/rounds',
    {
      schema: {
        tags,
        querystring: adminMinigameRoundsQuerySchema,
        response: { 200: adminMinigameRoundPageSchema },
      },
    },
    async (request) =>
      services.minigameQueries.adminRounds(request.query.gameId, request.query.page),
  );

  app.get(
    '/api/admin/minigame/rounds/:gameId/:roundId/bets',
    {
      schema: {
        tags,
        params: minigameRoundParamsSchema,
        response: { 200: adminMinigameBetListSchema },
      },
    },
    async (request) =>
      services.minigameQueries.roundBets(request.params.gameId, request.params.roundId),
  );

  app.post(
    '/api/admin/minigame/rounds/:gameId/:roundId/cancel',
    {
      schema: {
        tags,
        params: minigameRoundParamsSchema,
        response: { 200: adminMinigameCancelResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      services.minigame.cancel(actorOf(request), request.params.gameId, request.params.roundId),
  );
};
