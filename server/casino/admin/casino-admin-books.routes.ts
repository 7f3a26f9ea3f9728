/**
 * `/api/admin/casino/stuck-rounds` and `/api/admin/casino/reconciliation`: the operator's
 * action on a stuck round (roll it back or settle it, audited) and the reconciliation report per
 * provider and day. Admins only, as every back-office route.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCasinoReconcileQuerySchema,
  adminCasinoReconcileSchema,
  adminCasinoRollbackBodySchema,
  adminCasinoRoundActionSchema,
  adminCasinoRoundPageSchema,
  adminCasinoSettleBodySchema,
  adminCasinoStuckQuerySchema,
  roundIdParamsSchema,
} from '../../../common/contract/casino-admin.contract';
import { actorOf } from '../../platform/http/auth';
import { errorResponses } from '../../platform/http/route-deps';
import { CASINO_ADMIN_TAGS as tags, type CasinoAdminRouteDeps } from './casino-admin.routes';

/**
 * This server's own address, where a provider served by this very process (the built-in demo
 * provider) answers; null before the server listens. A wildcard bind is reached on loopback.
 */
export function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  if (address.family === 'IPv6') {
    const host = address.address === '::' ? '::1' : address.address;
    return `http://[${host}]:${address.port}`;
  }
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

export const casinoAdminBooksRoutes: FastifyPluginAsyncZod<CasinoAdminRouteDeps> = async (
  app,
  { admin, adminGuard },
) => {
  app.addHook('onRequest', adminGuard);

  app.get(
    '/api/admin/casino/stuck-rounds',
    {
      schema: {
        tags,
        querystring: adminCasinoStuckQuerySchema,
        response: { 200: adminCasinoRoundPageSchema },
      },
    },
    async (request) => admin.stuckRounds.list(request.query.olderThanMinutes, request.query.page),
  );

  app.post(
    '/api/admin/casino/stuck-rounds/:id/rollback',
    {
      schema: {
        tags,
        params: roundIdParamsSchema,
        body: adminCasinoRollbackBodySchema,
        response: { 200: adminCasinoRoundActionSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      admin.stuckRounds.rollback(actorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/casino/stuck-rounds/:id/settle',
    {
      schema: {
        tags,
        params: roundIdParamsSchema,
        body: adminCasinoSettleBodySchema,
        response: { 200: adminCasinoRoundActionSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => admin.stuckRounds.settle(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/casino/reconciliation',
    {
      schema: {
        tags,
        querystring: adminCasinoReconcileQuerySchema,
        response: { 200: adminCasinoReconcileSchema, ...errorResponses(400, 404, 502) },
      },
    },
    async (request) =>
      admin.reconciliation.report(request.query.providerId, request.query.date, ownOrigin(app)),
  );
};
