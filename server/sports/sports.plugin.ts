/**
 * Every HTTP route of the sports area: the member's bets and cash-outs, the book, and the
 * operator's sports desk. One registration in server/app.ts, which hands the plugin exactly the
 * use-cases `sportsNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { sportsBetRoutes } from './bets/sports-bet.routes';
import { sportsAdminRoutes } from './admin/sports-admin.routes';
import { sportsBookRoutes } from './book/sports-book.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const sportsNeeds = [
  'sportsBets',
  'sportsBetsMember',
  'sportsCashout',
  'sportsLimits',
  'sportsAdmin',
  'sportsAdminMarkets',
  'sportsBook',
] as const satisfies readonly ServiceName[];
export type SportsDeps = AreaDeps<typeof sportsNeeds>;

export const sportsPlugin: FastifyPluginAsyncZod<SportsDeps> = async (app, deps) => {
  await app.register(sportsBetRoutes, deps);
  await app.register(sportsAdminRoutes, deps);
  await app.register(sportsBookRoutes, deps);
};
