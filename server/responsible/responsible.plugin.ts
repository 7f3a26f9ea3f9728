/**
 * Every HTTP route of the responsible area: the member's limits, time-outs and self-exclusion, and
 * the operator's view of them. One registration in server/app.ts, which hands the plugin exactly
 * the use-cases `responsibleNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { responsibleRoutes } from './responsible.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const responsibleNeeds = [
  'responsible',
  'responsibleAdmin',
] as const satisfies readonly ServiceName[];
export type ResponsibleDeps = AreaDeps<typeof responsibleNeeds>;

export const responsiblePlugin: FastifyPluginAsyncZod<ResponsibleDeps> = async (app, deps) => {
  await app.register(responsibleRoutes, deps);
};
