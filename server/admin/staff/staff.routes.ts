import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/contract/common.contract';
import {
  staffCreateSchema,
  staffCreatedSchema,
  staffListSchema,
  staffMeSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '../../../common/contract/staff.contract';
import { actorOf, authOf } from '../../platform/http/auth';
import { errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['admin'];

/**
 * `/api/admin/staff*`. The admin guard checks each route's
 * permission (server/admin/staff/admin-permissions.ts): `me` is any operator's, the rest the
 * super admin's (staff.manage).
 */
export const staffRoutes: FastifyPluginAsyncZod<RouteDeps<'staffAccess' | 'staffAdmin'>> = async (
  app,
  { services, guards },
) => {
  const { staffAccess, staffAdmin } = services;
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/staff/me',
    { schema: { tags, response: { 200: staffMeSchema, ...errorResponses(401, 403) } } },
    async (request) => staffAccess.me(authOf(request).memberId),
  );

  app.get(
    '/api/admin/staff',
    { schema: { tags, response: { 200: staffListSchema, ...errorResponses(401, 403) } } },
    async () => staffAdmin.list(),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags,
        body: staffCreateSchema,
        response: { 200: staffCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => staffAdmin.create(actorOf(request), request.body),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: staffUpdateSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => staffAdmin.update(actorOf(request), request.params.id, request.body),
  );
};
