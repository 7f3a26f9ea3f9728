/**
 * Every HTTP route of the admin area: the back-office desk itself: members, security and staff. One
 * registration in server/app.ts, which hands the plugin exactly the use-cases `adminNeeds` names
 * (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { adminRoutes } from './admin.routes';
import { staffRoutes } from './staff/staff.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const adminNeeds = [
  'db',
  'audit',
  'adminMembers',
  'ipBlocks',
  'staffAccess',
  'staffAdmin',
] as const satisfies readonly ServiceName[];
export type AdminDeps = AreaDeps<typeof adminNeeds>;

export const adminPlugin: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(adminRoutes, deps);
  await app.register(staffRoutes, deps);
};
