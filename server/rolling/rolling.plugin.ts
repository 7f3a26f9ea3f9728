/**
 * Every HTTP route of the rolling area: the agent area's screens and the back office's rolling
 * rates, events and settlements. One registration in server/app.ts, which hands the plugin exactly
 * the use-cases `rollingNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { managerRoutes } from './manager.routes';
import { rollingRoutes } from './rolling.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const rollingNeeds = [
  'manager',
  'managerReport',
  'rollingSummary',
  'settlements',
  'eventRewards',
  'rollingRates',
] as const satisfies readonly ServiceName[];
export type RollingDeps = AreaDeps<typeof rollingNeeds>;

export const rollingPlugin: FastifyPluginAsyncZod<RollingDeps> = async (app, deps) => {
  await app.register(managerRoutes, deps);
  await app.register(rollingRoutes, deps);
};
