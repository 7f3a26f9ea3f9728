import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMemberRoutes } from './admin-members.routes';
import { adminSecurityRoutes } from './admin-security.routes';
import type { RouteDeps } from '../platform/http/route-deps';

/**
 * The desk's own `/api/admin/*` routes: members and security. One guard for all of them: type 1,
 * role 10, not withdrawn (spec §6), else 403. The back office's content, community and money
 * routes live in the areas that own them, behind the same guard.
 */
export const adminRoutes: FastifyPluginAsyncZod<
  RouteDeps<'adminMembers' | 'db' | 'ipBlocks' | 'audit'>
> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.admin);
  await app.register(adminMemberRoutes, deps);
  await app.register(adminSecurityRoutes, deps);
};
