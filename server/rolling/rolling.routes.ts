import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../common/contract/common.contract';
import {
  adminEventRewardBodySchema,
  adminEventRewardPageSchema,
  adminEventRewardResponseSchema,
  adminEventRewardsQuerySchema,
  adminRollingRatePageSchema,
  adminRollingRateRowSchema,
  adminRollingRatesBodySchema,
  adminRollingRatesQuerySchema,
  adminSettlementDecisionSchema,
  adminSettlementRejectBodySchema,
  adminSettlementRequestPageSchema,
  adminSettlementRequestsQuerySchema,
  eventRewardPageSchema,
  memberIdParamsSchema,
  rollingSummarySchema,
  settlementRequestBodySchema,
  settlementRequestPageSchema,
  settlementRequestResponseSchema,
  settlementRequestsQuerySchema,
} from '../../common/contract/rolling.contract';
import { pageQuerySchema } from '../../common/contract/common.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { registerDecisionRoutes } from '../platform/http/decision-routes';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['rolling'];

/** The member's side of /calculate*: own rolling, own requests, own event rewards. */
const memberRollingRoutes: FastifyPluginAsyncZod<
  RouteDeps<'eventRewards' | 'rollingRates' | 'rollingSummary' | 'settlements'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/rolling',
    { schema: { tags, response: { 200: rollingSummarySchema } } },
    async (request) => services.rollingSummary.summary(authOf(request).memberId, 'member'),
  );

  app.post(
    '/api/rolling/requests',
    {
      schema: {
        tags,
        body: settlementRequestBodySchema,
        response: { 200: settlementRequestResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) =>
      services.settlements.request(authOf(request).memberId, 'member', request.body),
  );

  app.get(
    '/api/rolling/requests',
    {
      schema: {
        tags,
        querystring: settlementRequestsQuerySchema,
        response: { 200: settlementRequestPageSchema },
      },
    },
    async (request) =>
      services.settlements.memberPage(
        authOf(request).memberId,
        'member',
        request.query.kind,
        request.query.page,
      ),
  );

  app.get(
    '/api/rolling/event-rewards',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: eventRewardPageSchema } } },
    async (request) =>
      services.eventRewards.memberPage(authOf(request).memberId, request.query.page),
  );
};

/** Operators: rates per member/agent, the request queue, event rewards (all audited). */
const adminRollingRoutes: FastifyPluginAsyncZod<
  RouteDeps<'eventRewards' | 'rollingRates' | 'rollingSummary' | 'settlements'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/rolling/rates',
    {
      schema: {
        tags,
        querystring: adminRollingRatesQuerySchema,
        response: { 200: adminRollingRatePageSchema },
      },
    },
    async (request) =>
      services.rollingRates.adminPage(request.query.search, request.query.type, request.query.page),
  );

  app.put(
    '/api/admin/rolling/rates/:memberId',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        body: adminRollingRatesBodySchema,
        response: { 200: adminRollingRateRowSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      services.rollingRates.setRates(
        actorOf(request),
        request.params.memberId,
        request.body.ratesBp,
      ),
  );

  app.get(
    '/api/admin/rolling/requests',
    {
      schema: {
        tags,
        querystring: adminSettlementRequestsQuerySchema,
        response: { 200: adminSettlementRequestPageSchema },
      },
    },
    async (request) => services.settlements.adminPage(request.query),
  );

  registerDecisionRoutes(app, {
    path: '/api/admin/rolling/requests',
    tags,
    params: idParamsSchema,
    rejectBody: adminSettlementRejectBodySchema,
    response: adminSettlementDecisionSchema,
    decisions: services.settlements,
  });

  app.get(
    '/api/admin/rolling/event-rewards',
    {
      schema: {
        tags,
        querystring: adminEventRewardsQuerySchema,
        response: { 200: adminEventRewardPageSchema },
      },
    },
    async (request) => services.eventRewards.adminPage(request.query.status, request.query.page),
  );

  app.post(
    '/api/admin/rolling/event-rewards',
    {
      schema: {
        tags,
        body: adminEventRewardBodySchema,
        response: { 200: adminEventRewardResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => services.eventRewards.grant(actorOf(request), request.body),
  );

  app.post(
    '/api/admin/rolling/event-rewards/:id/cancel',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: adminEventRewardResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => services.eventRewards.cancel(actorOf(request), request.params.id),
  );
};

/** Both rolling route groups, each with its own guard. */
export const rollingRoutes: FastifyPluginAsyncZod<
  RouteDeps<'eventRewards' | 'rollingRates' | 'rollingSummary' | 'settlements'>
> = async (app, deps) => {
  await app.register(memberRollingRoutes, deps);
  await app.register(adminRollingRoutes, deps);
};
