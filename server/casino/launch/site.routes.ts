/**
 * The member-facing routes of the casino area: catalog, launch
 * (spec §7 /playfun/auth) and round history, registered by casino.plugin.ts with one line.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../platform/http/route-deps';
import { casinoCatalogRoutes } from '../catalog/catalog.routes';
import { casinoHistoryRoutes } from '../history/history.routes';
import { casinoLaunchRoutes } from './launch.routes';

export const casinoSiteRoutes: FastifyPluginAsyncZod<RouteDeps<'casino'>> = async (app, deps) => {
  await app.register(casinoCatalogRoutes, deps);
  await app.register(casinoLaunchRoutes, deps);
  await app.register(casinoHistoryRoutes, deps);
};
