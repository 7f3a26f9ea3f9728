import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../common/contract/common.contract';
import {
  adminBankAccountChangePageSchema,
  adminBankAccountChangesQuerySchema,
  adminBankAccountDecisionResponseSchema,
  adminBankAccountRejectBodySchema,
  bankAccountBodySchema,
  bankAccountStateSchema,
  bankAccountSubmitResponseSchema,
} from '../../common/contract/member-admin.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { registerDecisionRoutes } from '../platform/http/decision-routes';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['wallet'];

/** The member's own withdrawal bank account. */
const memberBankAccountRoutes: FastifyPluginAsyncZod<RouteDeps<'wallet'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/wallet/bank-account',
    { schema: { tags, response: { 200: bankAccountStateSchema } } },
    async (request) => services.wallet.bankAccounts.state(authOf(request).memberId),
  );

  // The member is the actor of their own audit rows (the IP is the request's).
  app.post(
    '/api/wallet/bank-account',
    {
      schema: {
        tags,
        body: bankAccountBodySchema,
        response: { 200: bankAccountSubmitResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => services.wallet.bankAccounts.submit(actorOf(request), request.body),
  );
};

/** Operators: the queue of account changes (approve / reject, audited) and a member's account. */
const adminBankAccountRoutes: FastifyPluginAsyncZod<RouteDeps<'wallet'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/wallet/bank-account-changes',
    {
      schema: {
        tags,
        querystring: adminBankAccountChangesQuerySchema,
        response: { 200: adminBankAccountChangePageSchema },
      },
    },
    async (request) =>
      services.wallet.bankAccounts.adminPage(request.query.status, request.query.page),
  );

  registerDecisionRoutes(app, {
    path: '/api/admin/wallet/bank-account-changes',
    tags,
    params: idParamsSchema,
    rejectBody: adminBankAccountRejectBodySchema,
    response: adminBankAccountDecisionResponseSchema,
    decisions: services.wallet.bankAccounts,
  });

  app.get(
    '/api/admin/wallet/members/:id/bank-account',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: bankAccountStateSchema },
      },
    },
    async (request) => services.wallet.bankAccounts.state(request.params.id),
  );
};

export const bankAccountRoutes: FastifyPluginAsyncZod<RouteDeps<'wallet'>> = async (app, deps) => {
  await app.register(memberBankAccountRoutes, deps);
  await app.register(adminBankAccountRoutes, deps);
};
