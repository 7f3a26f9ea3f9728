import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCoinDepositAddressListSchema,
  adminWalletDecisionResponseSchema,
  adminWalletRejectBodySchema,
  adminWalletRequestPageSchema,
  adminWalletRequestsQuerySchema,
  coinDepositAddressBodySchema,
  coinDepositAddressListSchema,
  coinDepositAddressParamsSchema,
  walletCancelResponseSchema,
  walletChargeBodySchema,
  walletChargeResponseSchema,
  walletExchangeBodySchema,
  walletExchangeResponseSchema,
  walletRequestPageSchema,
  walletRequestParamsSchema,
  walletRequestsQuerySchema,
} from '../../common/contract/wallet.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { registerDecisionRoutes } from '../platform/http/decision-routes';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';
import { bankAccountRoutes } from './bank-account.routes';

const tags = ['wallet'];

/** Member wallet API: charge and exchange requests, own history, cancel. */
const memberWalletRoutes: FastifyPluginAsyncZod<RouteDeps<'wallet'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.post(
    '/api/wallet/charge',
    {
      schema: {
        tags,
        body: walletChargeBodySchema,
        response: { 200: walletChargeResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => services.wallet.charge(authOf(request).memberId, request.body),
  );

  app.post(
    '/api/wallet/exchange',
    {
      schema: {
        tags,
        body: walletExchangeBodySchema,
        response: { 200: walletExchangeResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => services.wallet.exchange(authOf(request).memberId, request.body),
  );

  app.get(
    '/api/wallet/requests',
    {
      schema: {
        tags,
        querystring: walletRequestsQuerySchema,
        response: { 200: walletRequestPageSchema },
      },
    },
    async (request) =>
      services.wallet.memberPage(authOf(request).memberId, request.query.kind, request.query.page),
  );

  app.post(
    '/api/wallet/requests/:id/cancel',
    {
      schema: {
        tags,
        params: walletRequestParamsSchema,
        response: { 200: walletCancelResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => services.wallet.cancel(authOf(request).memberId, request.params.id),
  );

  // The coin deposit dialog's wallet; a coin type missing here is shown disabled.
  app.get(
    '/api/wallet/coin-addresses',
    { schema: { tags, response: { 200: coinDepositAddressListSchema } } },
    async () => ({ addresses: await services.wallet.coinAddresses.list() }),
  );
};

/** Operators' side: list, approve, reject (audited). */
const adminWalletRoutes: FastifyPluginAsyncZod<RouteDeps<'wallet'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/wallet/requests',
    {
      schema: {
        tags,
        querystring: adminWalletRequestsQuerySchema,
        response: { 200: adminWalletRequestPageSchema },
      },
    },
    async (request) =>
      services.wallet.adminPage(request.query.kind, request.query.status, request.query.page),
  );

  registerDecisionRoutes(app, {
    path: '/api/admin/wallet/requests',
    tags,
    params: walletRequestParamsSchema,
    rejectBody: adminWalletRejectBodySchema,
    response: adminWalletDecisionResponseSchema,
    decisions: services.wallet,
  });

  app.get(
    '/api/admin/wallet/coin-addresses',
    { schema: { tags, response: { 200: adminCoinDepositAddressListSchema } } },
    async () => services.wallet.coinAddresses.adminList(),
  );

  app.put(
    '/api/admin/wallet/coin-addresses/:chargeType',
    {
      schema: {
        tags,
        params: coinDepositAddressParamsSchema,
        body: coinDepositAddressBodySchema,
        response: { 200: adminCoinDepositAddressListSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      services.wallet.coinAddresses.set(actorOf(request), request.params.chargeType, request.body),
  );

  app.delete(
    '/api/admin/wallet/coin-addresses/:chargeType',
    {
      schema: {
        tags,
        params: coinDepositAddressParamsSchema,
        response: { 200: adminCoinDepositAddressListSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      services.wallet.coinAddresses.clear(actorOf(request), request.params.chargeType),
  );
};

/** Both wallet route groups, each with its own guard. */
export const walletRoutes: FastifyPluginAsyncZod<RouteDeps<'wallet'>> = async (app, deps) => {
  await app.register(memberWalletRoutes, deps);
  await app.register(adminWalletRoutes, deps);
  await app.register(bankAccountRoutes, deps);
};
