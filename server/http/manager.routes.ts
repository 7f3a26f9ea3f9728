import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managerMemberPageSchema } from '../../src/contract/admin.contract';
import { pageQuerySchema } from '../../src/contract/common.contract';
import { authOf } from './auth';
import { errorResponses, type RouteDeps } from './route-deps';

/** The manager (agent) area, type 2 only (spec §6). */
export const managerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.manager);

  app.get(
    '/api/manager/members',
    {
      schema: {
        tags: ['manager'],
        querystring: pageQuerySchema,
        response: { 200: managerMemberPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => services.manager.downline(authOf(request).memberId, request.query.page),
  );
};
