import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managerMemberPageSchema } from '../../src/contract/admin.contract';
import { pageQuerySchema } from '../../src/contract/common.contract';
import {
  managerReportQuerySchema,
  managerReportSchema,
  managerSettlementBodySchema,
} from '../../src/contract/manager.contract';
import {
  rollingSummarySchema,
  settlementRequestPageSchema,
  settlementRequestResponseSchema,
} from '../../src/contract/rolling.contract';
import { authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['manager'];

/**
 * The manager (agent) area, type 2 only (spec §6), enforced here for every route: members and
 * operators get 403. The agent is always the caller; no route takes an agent id.
 */
export const managerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.manager);

  app.get(
    '/api/manager/members',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: managerMemberPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => services.manager.downline(authOf(request).memberId, request.query.page),
  );

  app.get(
    '/api/manager/report',
    {
      schema: {
        tags,
        querystring: managerReportQuerySchema,
        response: { 200: managerReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      services.managerReport.report(
        authOf(request).memberId,
        request.query.from,
        request.query.to,
        request.query.page,
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
