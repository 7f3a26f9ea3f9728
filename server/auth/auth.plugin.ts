/**
 * Every HTTP route of the auth area: sign-in, sign-up, sessions and passwords. One registration in
 * server/app.ts, which hands the plugin exactly the use-cases `authNeeds` names
 * (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { memberRoutes } from './auth.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const authNeeds = [
  'db',
  'sessions',
  'signup',
  'passwords',
] as const satisfies readonly ServiceName[];
export type AuthDeps = AreaDeps<typeof authNeeds>;

export const authPlugin: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  await app.register(memberRoutes, deps);
};
