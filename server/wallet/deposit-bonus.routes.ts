import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositBonusRulesSchema } from '../../common/contract/deposit-bonus.contract';
import { actorOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['admin'];

/** Operators: bonus points per level paid on approved charges, replaced as a whole. */
export const depositBonusRoutes: FastifyPluginAsyncZod<RouteDeps<'depositBonus'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/deposit-bonus',
    { schema: { tags, response: { 200: depositBonusRulesSchema } } },
    async () => ({ rules: await services.depositBonus.rules() }),
  );

  app.put(
    '/api/admin/deposit-bonus',
    {
      schema: {
        tags,
        body: depositBonusRulesSchema,
        response: { 200: depositBonusRulesSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      rules: await services.depositBonus.replace(actorOf(request), request.body.rules),
    }),
  );
};
