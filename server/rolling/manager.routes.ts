import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '../../common/contract/common.contract';
import {
  managerAgentListSchema,
  managerCreateBodySchema,
  managerCreatedSchema,
  managerDownlinePageSchema,
  managerRatesBodySchema,
  managerRatesResponseSchema,
  managerReportQuerySchema,
  managerReportSchema,
  managerSettlementBodySchema,
} from '../../common/contract/manager.contract';
import {
  rollingSummarySchema,
  settlementRequestPageSchema,
  settlementRequestResponseSchema,
} from '../../common/contract/rolling.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['manager'];

/**
 * The manager (agent) area, type 2 only (spec §6), enforced here for every route: members and
 * operators get 403. The agent is always the caller; an id in a request (a sub-agent to report
 * on or create under, a node whose rates change) must lie inside the caller's subtree, else 404
 * (an agent never sees a sibling's members).
 */
export const managerRoutes: FastifyPluginAsyncZod<
  RouteDeps<'manager' | 'managerReport' | 'rollingSummary' | 'settlements'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.manager);

  app.get(
    '/api/manager/members',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: managerDownlinePageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => services.manager.downline(authOf(request).memberId, request.query.page),
  );

  // Sign-up with the agent preset: a member, or a sub-agent.
  for (const [kind, create] of [
    ['members', services.manager.createMember],
    ['agents', services.manager.createAgent],
  ] as const) {
    app.post(
      `/api/manager/${kind}`,
      {
        schema: {
          tags,
          body: managerCreateBodySchema,
          response: { 200: managerCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => create.call(services.manager, actorOf(request), request.body),
    );
  }

  app.get(
    '/api/manager/agents',
    { schema: { tags, response: { 200: managerAgentListSchema, ...errorResponses(401, 403) } } },
    async (request) => services.manager.agents(authOf(request).memberId),
  );

  app.put(
    '/api/manager/rates/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: managerRatesBodySchema,
        response: { 200: managerRatesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      services.manager.setRates(actorOf(request), request.params.id, request.body.ratesBp),
  );

  app.get(
    '/api/manager/report',
    {
      schema: {
        tags,
        querystring: managerReportQuerySchema,
        response: { 200: managerReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      services.managerReport.report(
        authOf(request).memberId,
        request.query.from,
        request.query.to,
        request.query.page,
        request.query.agentId,
      ),
  );

  app.get(
    '/api/manager/rolling',
    { schema: { tags, response: { 200: rollingSummarySchema, ...errorResponses(401, 403) } } },
    async (request) => services.rollingSummary.summary(authOf(request).memberId, 'agent'),
  );

  app.post(
    '/api/manager/rolling/requests',
    {
      schema: {
        tags,
        body: managerSettlementBodySchema,
        response: { 200: settlementRequestResponseSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) =>
      services.settlements.request(authOf(request).memberId, 'agent', request.body),
  );

  app.get(
    '/api/manager/rolling/requests',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: settlementRequestPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      services.settlements.memberPage(
        authOf(request).memberId,
        'agent',
        undefined,
        request.query.page,
      ),
  );
};
