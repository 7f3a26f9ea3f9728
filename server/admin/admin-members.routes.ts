import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlockMemberSchema,
  adminMemberPageSchema,
  adminMemberQuerySchema,
  resetPasswordResponseSchema,
} from '../../common/contract/admin.contract';
import { idParamsSchema, okSchema } from '../../common/contract/common.contract';
import {
  adminAgentOptionListSchema,
  adminMemberDetailSchema,
  adminMemberProfileBodySchema,
  loginHistoryPageSchema,
  loginHistoryQuerySchema,
  sharedLoginMemberListSchema,
} from '../../common/contract/member-admin.contract';
import { actorOf } from '../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['admin'];

/**
 * Members: list, force logout, block, password reset; the detail with its edit (level, agent,
 * memo), login history and shared IPs/devices. The balance adjustment is the wallet area's
 * (server/wallet/balance-adjust.routes.ts): only the wallet moves money.
 */
export const adminMemberRoutes: FastifyPluginAsyncZod<RouteDeps<'adminMembers'>> = async (
  app,
  { services },
) => {
  const { adminMembers } = services;

  app.get(
    '/api/admin/members',
    {
      schema: {
        tags,
        querystring: adminMemberQuerySchema,
        response: { 200: adminMemberPageSchema },
      },
    },
    async (request) => adminMembers.list(request.query.page, request.query.search),
  );

  app.post(
    '/api/admin/members/:id/force-logout',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await adminMembers.forceLogout(actorOf(request), request.params.id);
      return OK;
    },
  );

  app.post(
    '/api/admin/members/:id/block',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: adminBlockMemberSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await adminMembers.setBlocked(actorOf(request), request.params.id, request.body.blocked);
      return OK;
    },
  );

  app.post(
    '/api/admin/members/:id/reset-password',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: resetPasswordResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({
      temporaryPassword: await adminMembers.resetPassword(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/members/agents',
    { schema: { tags, response: { 200: adminAgentOptionListSchema } } },
    async () => adminMembers.profile.agentOptions(),
  );

  app.get(
    '/api/admin/members/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: adminMemberDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => adminMembers.profile.detail(request.params.id),
  );

  app.put(
    '/api/admin/members/:id/profile',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: adminMemberProfileBodySchema,
        response: { 200: adminMemberDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      adminMembers.profile.update(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/members/:id/logins',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: loginHistoryQuerySchema,
        response: { 200: loginHistoryPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => adminMembers.logins.history(request.params.id, request.query.page),
  );

  app.get(
    '/api/admin/members/:id/shared-logins',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: sharedLoginMemberListSchema, ...errorResponses(404) },
      },
    },
    async (request) => adminMembers.logins.shared(request.params.id),
  );
};
