import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  casinoRoundPageSchema,
  casinoRoundsQuerySchema,
} from '../../../common/contract/casino.contract';
import { authOf } from '../../platform/http/auth';
import type { RouteDeps } from '../../platform/http/route-deps';

const tags = ['casino'];

/** GET /api/casino/rounds: the caller's own casino or slot rounds (/bet_result tabs). */
export const casinoHistoryRoutes: FastifyPluginAsyncZod<RouteDeps<'casino'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/casino/rounds',
    {
      schema: {
        tags,
        querystring: casinoRoundsQuerySchema,
        response: { 200: casinoRoundPageSchema },
      },
    },
    async (request) => {
      const { kind, page, from, to } = request.query;
      return services.casino.history.memberRounds(authOf(request).memberId, {
        kind,
        page,
        from,
        to,
      });
    },
  );
};
