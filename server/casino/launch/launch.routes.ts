import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playfunAuthBodySchema,
  playfunAuthResponseSchema,
} from '../../../common/contract/casino.contract';
import { authOf } from '../../platform/http/auth';
import { errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['casino'];

/** POST /api/playfun/auth (spec §7): a logged-in member opens a casino table or a slot. */
export const casinoLaunchRoutes: FastifyPluginAsyncZod<RouteDeps<'casino'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.post(
    '/api/playfun/auth',
    {
      schema: {
        tags,
        body: playfunAuthBodySchema,
        response: { 200: playfunAuthResponseSchema, ...errorResponses(400, 403, 404, 503) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return services.casino.launch.launch(auth.memberId, auth.sessionId, request.body.gameId);
    },
  );
};
