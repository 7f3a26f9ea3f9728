import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { friendPageSchema, friendQuerySchema } from '../../common/contract/friend.contract';
import { authOf } from '../platform/http/auth';
import type { RouteDeps } from '../platform/http/route-deps';

/** Friend / referral (spec §2 /friend): the caller's own code and referred members. */
export const friendRoutes: FastifyPluginAsyncZod<RouteDeps<'referrals'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/friend',
    {
      schema: {
        tags: ['friend'],
        querystring: friendQuerySchema,
        response: { 200: friendPageSchema },
      },
    },
    async (request) => services.referrals.page(authOf(request).memberId, request.query.page),
  );
};
