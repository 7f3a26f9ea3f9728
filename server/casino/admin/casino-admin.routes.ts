/**
 * `/api/admin/casino/*`: providers and games, members' casino and slot
 * bars, and the searches. Admins only (spec §6: type 1, role 10), as every back-office route;
 * each change is audited by its use-case. The books' actions are in casino-admin-books.routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCasinoCallPageSchema,
  adminCasinoCallsQuerySchema,
  adminCasinoCatalogSchema,
  adminCasinoMemberFlagsBodySchema,
  adminCasinoMemberFlagsSchema,
  adminCasinoRoundPageSchema,
  adminCasinoRoundsQuerySchema,
  adminCasinoSwitchBodySchema,
  adminCasinoTransactionPageSchema,
  adminCasinoTransactionsQuerySchema,
  int4IdParamsSchema,
} from '../../../common/contract/casino-admin.contract';
import { idParamsSchema } from '../../../common/contract/common.contract';
import { actorOf, type Guard } from '../../platform/http/auth';
import { errorResponses } from '../../platform/http/route-deps';
import type { CasinoAdminServices } from './casino-admin-services';

export const CASINO_ADMIN_TAGS = ['admin-casino'];
const tags = CASINO_ADMIN_TAGS;

export interface CasinoAdminRouteDeps {
  admin: CasinoAdminServices;
  adminGuard: Guard;
}

export const casinoAdminRoutes: FastifyPluginAsyncZod<CasinoAdminRouteDeps> = async (
  app,
  { admin, adminGuard },
) => {
  app.addHook('onRequest', adminGuard);

  app.get(
    '/api/admin/casino/catalog',
    { schema: { tags, response: { 200: adminCasinoCatalogSchema } } },
    async () => admin.catalog.catalog(),
  );

  app.put(
    '/api/admin/casino/providers/:id',
    {
      schema: {
        tags,
        params: int4IdParamsSchema,
        body: adminCasinoSwitchBodySchema,
        response: { 200: adminCasinoCatalogSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      admin.catalog.updateProvider(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/casino/games/:id',
    {
      schema: {
        tags,
        params: int4IdParamsSchema,
        body: adminCasinoSwitchBodySchema,
        response: { 200: adminCasinoCatalogSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => admin.catalog.updateGame(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/casino/members/:id/flags',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: adminCasinoMemberFlagsSchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.memberFlags.get(request.params.id),
  );

  app.put(
    '/api/admin/casino/members/:id/flags',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: adminCasinoMemberFlagsBodySchema,
        response: { 200: adminCasinoMemberFlagsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => admin.memberFlags.set(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/casino/rounds',
    {
      schema: {
        tags,
        querystring: adminCasinoRoundsQuerySchema,
        response: { 200: adminCasinoRoundPageSchema },
      },
    },
    async (request) => admin.search.rounds(request.query),
  );

  app.get(
    '/api/admin/casino/transactions',
    {
      schema: {
        tags,
        querystring: adminCasinoTransactionsQuerySchema,
        response: { 200: adminCasinoTransactionPageSchema },
      },
    },
    async (request) => admin.search.transactions(request.query),
  );

  app.get(
    '/api/admin/casino/calls',
    {
      schema: {
        tags,
        querystring: adminCasinoCallsQuerySchema,
        response: { 200: adminCasinoCallPageSchema },
      },
    },
    async (request) => admin.search.calls(request.query),
  );
};
