import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  casinoCatalogSchema,
  casinoGamesQuerySchema,
} from '../../../common/contract/casino.contract';
import type { RouteDeps } from '../../platform/http/route-deps';

const tags = ['casino'];

/**
 * GET /api/casino/games: the lobbies' catalog (spec §2 /casino, /slot, index_cx, index_vinus).
 * Members only, like the rest of the site (spec §1: a site for logged-in members).
 */
export const casinoCatalogRoutes: FastifyPluginAsyncZod<RouteDeps<'casino'>> = async (
  app,
  { services, guards },
) => {
  // The published RTP is the computed one from the first request on.
  app.addHook('onReady', () => services.casino.catalog.publishSlotRtp());

  app.get(
    '/api/casino/games',
    {
      onRequest: guards.member,
      schema: { tags, querystring: casinoGamesQuerySchema, response: { 200: casinoCatalogSchema } },
    },
    async (request) => {
      const { kind, lobby, provider, q } = request.query;
      return services.casino.catalog.catalog({ kind, lobby, providerId: provider, search: q });
    },
  );
};
