import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberHistoryPageSchema,
  memberHistoryParamsSchema,
  memberHistoryQuerySchema,
} from '../../common/contract/money-history.contract';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

/** Operators: any member's cash / point history (spec §4 'money change', 'point change'). */
export const moneyHistoryRoutes: FastifyPluginAsyncZod<RouteDeps<'moneyHistory'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/members/:id/money-history',
    {
      schema: {
        tags: ['admin'],
        params: memberHistoryParamsSchema,
        querystring: memberHistoryQuerySchema,
        response: { 200: memberHistoryPageSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      services.moneyHistory.ofMember(request.params.id, request.query.currency, request.query.page),
  );
};
