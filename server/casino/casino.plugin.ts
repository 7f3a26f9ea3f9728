/**
 * Every HTTP route of the casino area: the operator's wallet that providers call, the
 * member's launch, catalog and history, and the operator's desk. One registration in server/app.ts;
 * each part adds its routes here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { launchExchangeRoutes } from './launch/launch-exchange.routes';
import { casinoSiteRoutes } from './launch/site.routes';
import { casinoAdminBooksRoutes } from './admin/casino-admin-books.routes';
import { casinoAdminRoutes } from './admin/casino-admin.routes';
import { casinoWalletRoutes } from './wallet/wallet.routes';

/**
 * The use-cases this area's routes reach (server/app.ts hands exactly these): the area's own,
 * wired by casino-services.ts; another area's only along AREA_DEPENDS.
 */
export const casinoNeeds = ['casino'] as const satisfies readonly ServiceName[];
export type CasinoDeps = AreaDeps<typeof casinoNeeds>;

export const casinoPlugin: FastifyPluginAsyncZod<CasinoDeps> = async (app, deps) => {
  await app.register(casinoSiteRoutes, deps);
  await app.register(casinoWalletRoutes, { casinoWallet: deps.services.casino.casinoWallet });
  await app.register(launchExchangeRoutes, {
    launchExchange: deps.services.casino.launchExchange,
  });
  const desk = { admin: deps.services.casino.admin, adminGuard: deps.guards.admin };
  await app.register(casinoAdminRoutes, desk);
  await app.register(casinoAdminBooksRoutes, desk);
};
