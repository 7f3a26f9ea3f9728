/**
 * Every HTTP route of the casino area: the operator's wallet that providers call, the
 * member's launch, catalog and history, and the operator's desk. One registration in server/app.ts;
 * each part adds its routes here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../platform/http/route-deps';
import { launchExchangeRoutes } from './launch/launch-exchange.routes';
import { casinoSiteRoutes } from './launch/site.routes';
import { casinoAdminBooksRoutes } from './admin/casino-admin-books.routes';
import { casinoAdminRoutes } from './admin/casino-admin.routes';
import { casinoWalletRoutes } from './wallet/wallet.routes';

export const casinoPlugin: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  void app;
  void deps;
  await app.register(casinoSiteRoutes, deps);
  await app.register(casinoWalletRoutes, { casinoWallet: deps.services.casino.casinoWallet });
  await app.register(launchExchangeRoutes, {
    launchExchange: deps.services.casino.launchExchange,
  });
  const desk = { admin: deps.services.casino.admin, adminGuard: deps.guards.admin };
  await app.register(casinoAdminRoutes, desk);
  await app.register(casinoAdminBooksRoutes, desk);
};
