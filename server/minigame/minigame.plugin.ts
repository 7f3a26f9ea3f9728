/**
 * Every HTTP route of the minigame area: the member's rounds, bets and results, and the operator's
 * minigame desk. One registration in server/app.ts, which hands the plugin exactly the use-cases
 * `minigameNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { minigameRoutes } from './minigame.routes';
import { minigameAdminRoutes } from './minigame-admin.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const minigameNeeds = [
  'minigame',
  'minigameBets',
  'minigameQueries',
  'minigameSettings',
  'minigameHistory',
] as const satisfies readonly ServiceName[];
export type MinigameDeps = AreaDeps<typeof minigameNeeds>;

export const minigamePlugin: FastifyPluginAsyncZod<MinigameDeps> = async (app, deps) => {
  await app.register(minigameRoutes, deps);
  await app.register(minigameAdminRoutes, deps);
};
