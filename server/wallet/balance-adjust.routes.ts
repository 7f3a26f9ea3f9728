import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBalanceAdjustResponseSchema,
  adminBalanceAdjustSchema,
} from '../../common/contract/admin.contract';
import { idParamsSchema } from '../../common/contract/common.contract';
import { actorOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['admin'];

/**
 * The back office's balance adjustment on a member's detail (`/api/admin/members/:id/balance`).
 * The wallet owns it, as it owns every movement of a member's money; behind the operator guard,
 * which checks the staff role's permission for the route.
 */
export const balanceAdjustRoutes: FastifyPluginAsyncZod<RouteDeps<'balances'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.post(
    '/api/admin/members/:id/balance',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: adminBalanceAdjustSchema,
        response: { 200: adminBalanceAdjustResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => services.balances.adjust(actorOf(request), request.params.id, request.body),
  );
};
