/**
 * Every HTTP route of the reports area: the operator's figures, read by SQL. One registration in
 * server/app.ts, which hands the plugin exactly the use-cases `reportsNeeds` names
 * (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { reportsRoutes } from './reports.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const reportsNeeds = ['db'] as const satisfies readonly ServiceName[];
export type ReportsDeps = AreaDeps<typeof reportsNeeds>;

export const reportsPlugin: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  await app.register(reportsRoutes, deps);
};
