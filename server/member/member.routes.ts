import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberProfileSchema,
  profileUpdateSchema,
} from '../../common/contract/member-profile.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['member'];

/** `/member`: the logged-in member's own page and info edit; nobody else's. */
export const memberProfileRoutes: FastifyPluginAsyncZod<RouteDeps<'memberProfiles'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/member/profile',
    { schema: { tags, response: { 200: memberProfileSchema, ...errorResponses(401) } } },
    async (request) => services.memberProfiles.profile(authOf(request).memberId),
  );

  app.patch(
    '/api/member/profile',
    {
      schema: {
        tags,
        body: profileUpdateSchema,
        response: { 200: memberProfileSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => services.memberProfiles.update(actorOf(request), request.body),
  );
};
