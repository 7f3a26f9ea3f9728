/**
 * Every HTTP route of the member area: the member's own record, points and friends. One
 * registration in server/app.ts, which hands the plugin exactly the use-cases `memberNeeds` names
 * (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { pointsRoutes } from './points.routes';
import { memberProfileRoutes } from './member.routes';
import { friendRoutes } from './friend.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const memberNeeds = [
  'points',
  'memberProfiles',
  'referrals',
] as const satisfies readonly ServiceName[];
export type MemberDeps = AreaDeps<typeof memberNeeds>;

export const memberPlugin: FastifyPluginAsyncZod<MemberDeps> = async (app, deps) => {
  await app.register(pointsRoutes, deps);
  await app.register(memberProfileRoutes, deps);
  await app.register(friendRoutes, deps);
};
