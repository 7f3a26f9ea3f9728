import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSportsBetBodySchema,
  cashoutBodySchema,
  cashoutOfferSchema,
  oddsPolicyBodySchema,
  placeSportsBetBodySchema,
  placeSportsBetResponseSchema,
  sportsBetParamsSchema,
  sportsBetRefusalSchema,
  sportsBetsPageSchema,
  sportsBetsQuerySchema,
  sportsLimitsResponseSchema,
} from '../../../common/contract/sports-bets.contract';
import { SportsBetRefusal } from './sports-bet-refusal';
import { authOf } from '../../platform/http/auth';
import { errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['sports-bets'];

/**
 * A refusal from re-pricing or cash-out answers 409 with what changed (current prices, new
 * offer) beside `{ code, message }` (sportsBetRefusalSchema); other errors take the usual path.
 */
async function answeringRefusals<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SportsBetRefusal)) throw error;
    return reply
      .code(error.status)
      .send({ code: error.code, message: error.message, ...error.extra });
  }
}

/** Member sports betting: placement, history, cancel, cash-out, limits and policy. */
export const sportsBetRoutes: FastifyPluginAsyncZod<
  RouteDeps<'sportsBets' | 'sportsBetsMember' | 'sportsCashout' | 'sportsLimits'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.member);

  app.post(
    '/api/sports/bets',
    {
      schema: {
        tags,
        body: placeSportsBetBodySchema,
        response: {
          200: placeSportsBetResponseSchema,
          409: sportsBetRefusalSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) =>
      answeringRefusals(reply, () =>
        services.sportsBets.place(authOf(request).memberId, request.body),
      ),
  );

  app.get(
    '/api/sports/bets',
    {
      schema: { tags, querystring: sportsBetsQuerySchema, response: { 200: sportsBetsPageSchema } },
    },
    async (request) => services.sportsBetsMember.list(authOf(request).memberId, request.query),
  );

  app.post(
    '/api/sports/bets/:id/cancel',
    {
      schema: {
        tags,
        params: sportsBetParamsSchema,
        body: cancelSportsBetBodySchema,
        response: { 200: placeSportsBetResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      services.sportsBetsMember.cancel(authOf(request).memberId, request.params.id, request.body),
  );

  app.get(
    '/api/sports/bets/:id/cashout',
    {
      schema: {
        tags,
        params: sportsBetParamsSchema,
        response: { 200: cashoutOfferSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.sportsCashout.offer(authOf(request).memberId, request.params.id),
  );

  app.post(
    '/api/sports/bets/:id/cashout',
    {
      schema: {
        tags,
        params: sportsBetParamsSchema,
        body: cashoutBodySchema,
        response: {
          200: placeSportsBetResponseSchema,
          409: sportsBetRefusalSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) =>
      answeringRefusals(reply, () =>
        services.sportsCashout.accept(authOf(request).memberId, request.params.id, request.body),
      ),
  );

  app.get(
    '/api/sports/limits',
    { schema: { tags, response: { 200: sportsLimitsResponseSchema } } },
    async (request) => services.sportsLimits.forMember(authOf(request).memberId),
  );

  app.put(
    '/api/sports/odds-policy',
    {
      schema: { tags, body: oddsPolicyBodySchema, response: { 200: sportsLimitsResponseSchema } },
    },
    async (request) =>
      services.sportsLimits.setPolicy(authOf(request).memberId, request.body.oddsPolicy),
  );
};
