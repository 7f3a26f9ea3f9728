import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContentRoutes } from './admin-content.routes';
import { adminMemberRoutes } from './admin-members.routes';
import { adminSecurityRoutes } from './admin-security.routes';
import type { RouteDeps } from '../platform/http/route-deps';

/**
 * `/api/admin/*` (the minimal admin API). One guard for the whole area: type 1,
 * role 10, not withdrawn (spec §6), else 403.
 */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.admin);
  await app.register(adminContentRoutes, deps);
  await app.register(adminMemberRoutes, deps);
  await app.register(adminSecurityRoutes, deps);
};
