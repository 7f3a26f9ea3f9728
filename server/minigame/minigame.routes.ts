import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  minigameBetPageSchema,
  minigameBetsQuerySchema,
  minigameEventsQuerySchema,
  minigameEventsSchema,
  minigamePlaceBetResponseSchema,
  minigamePlaceBetSchema,
  minigameResultsQuerySchema,
  minigameRoundPageSchema,
  minigameRoundSeedsSchema,
  minigameRoundParamsSchema,
  minigameSettingParamsSchema,
  minigameSettingSchema,
} from '../../common/contract/minigame.contract';
import { authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';
import { addMinigameBetHistoryRoute } from './minigame-bet-history.routes';

const tags = ['minigame'];

/** Member minigame API (spec §7 settingMinigame, minigame/events). */
export const minigameRoutes: FastifyPluginAsyncZod<
  RouteDeps<'minigameBets' | 'minigameQueries' | 'minigameSettings' | 'minigameHistory'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.member);
  addMinigameBetHistoryRoute(app, services);

  app.get(
    '/api/settingMinigame/:id',
    {
      schema: {
        tags,
        params: minigameSettingParamsSchema,
        response: { 200: minigameSettingSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.minigameSettings.get(request.params.id),
  );

  app.get(
    '/api/minigame/events',
    {
      schema: {
        tags,
        querystring: minigameEventsQuerySchema,
        response: { 200: minigameEventsSchema },
      },
    },
    async (request) => services.minigameQueries.events(request.query.gameId),
  );

  app.post(
    '/api/minigame/bets',
    {
      schema: {
        tags,
        body: minigamePlaceBetSchema,
        response: {
          200: minigamePlaceBetResponseSchema,
          ...errorResponses(400, 404, 409, 503),
        },
      },
    },
    async (request) => services.minigameBets.place(authOf(request).memberId, request.body),
  );

  app.get(
    '/api/minigame/bets',
    {
      schema: {
        tags,
        querystring: minigameBetsQuerySchema,
        response: { 200: minigameBetPageSchema },
      },
    },
    async (request) =>
      services.minigameQueries.memberBets(
        authOf(request).memberId,
        request.query.gameId,
        request.query.page,
      ),
  );

  app.get(
    '/api/minigame/rounds/:gameId/:roundId/seeds',
    {
      schema: {
        tags,
        params: minigameRoundParamsSchema,
        response: { 200: minigameRoundSeedsSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      services.minigameQueries.roundSeeds(
        authOf(request).memberId,
        request.params.gameId,
        request.params.roundId,
      ),
  );

  app.get(
    '/api/minigame/results',
    {
      schema: {
        tags,
        querystring: minigameResultsQuerySchema,
        response: { 200: minigameRoundPageSchema },
      },
    },
    async (request) =>
      services.minigameQueries.results(
        request.query.gameId,
        request.query.date,
        request.query.page,
      ),
  );
};
