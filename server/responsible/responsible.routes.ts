import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLimitHitsQuerySchema,
  adminMemberResponsibleSchema,
  adminResponsibleParamsSchema,
  adminResponsibleTimeOutBodySchema,
  limitHitPageSchema,
  realityCheckSummarySchema,
  responsibleBlockViewSchema,
  responsibleComeBackBodySchema,
  responsibleComeBackResponseSchema,
  responsibleHistoryPageSchema,
  responsibleHistoryQuerySchema,
  responsibleLimitKindBodySchema,
  responsibleRealityCheckBodySchema,
  responsibleSelfExclusionBodySchema,
  responsibleSessionLimitBodySchema,
  responsibleSetLimitBodySchema,
  responsibleTimeOutBodySchema,
  responsibleViewSchema,
} from '../../common/contract/responsible.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['responsible'];

/** The member's tools: paths listed in common/contract/responsible.contract.ts. */
const memberResponsibleRoutes: FastifyPluginAsyncZod<
  RouteDeps<'responsible' | 'responsibleAdmin'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.member);
  const rg = services.responsible;
  const view = { 200: responsibleViewSchema, ...errorResponses(400, 409) };
  const block = { 200: responsibleBlockViewSchema, ...errorResponses(400, 409) };

  app.get(
    '/api/responsible',
    { schema: { tags, response: { 200: responsibleViewSchema } } },
    async (request) => rg.view(authOf(request).memberId),
  );
  app.put(
    '/api/responsible/limits',
    { schema: { tags, body: responsibleSetLimitBodySchema, response: view } },
    async (request) =>
      rg.setLimit(authOf(request).memberId, request.body.kind, request.body.amountWon),
  );
  app.post(
    '/api/responsible/limits/confirm',
    { schema: { tags, body: responsibleLimitKindBodySchema, response: view } },
    async (request) => rg.confirmLimit(authOf(request).memberId, request.body.kind),
  );
  app.post(
    '/api/responsible/limits/cancel',
    { schema: { tags, body: responsibleLimitKindBodySchema, response: view } },
    async (request) => rg.cancelLimit(authOf(request).memberId, request.body.kind),
  );
  app.put(
    '/api/responsible/reality-check',
    { schema: { tags, body: responsibleRealityCheckBodySchema, response: view } },
    async (request) => rg.setRealityCheck(authOf(request).memberId, request.body.intervalMin),
  );
  app.put(
    '/api/responsible/session-limit',
    { schema: { tags, body: responsibleSessionLimitBodySchema, response: view } },
    async (request) => rg.setSessionLimit(authOf(request).memberId, request.body.minutes),
  );
  app.get(
    '/api/responsible/session',
    { schema: { tags, response: { 200: realityCheckSummarySchema, ...errorResponses(401) } } },
    async (request) => rg.sessionSummary(authOf(request).memberId, authOf(request).sessionId),
  );
  app.post(
    '/api/responsible/time-out',
    { schema: { tags, body: responsibleTimeOutBodySchema, response: block } },
    async (request) => rg.timeOut(authOf(request).memberId, request.body.period),
  );
  app.post(
    '/api/responsible/self-exclusion',
    { schema: { tags, body: responsibleSelfExclusionBodySchema, response: block } },
    async (request) => rg.selfExclude(authOf(request).memberId, request.body.period),
  );
  app.get(
    '/api/responsible/history',
    {
      schema: {
        tags,
        querystring: responsibleHistoryQuerySchema,
        response: { 200: responsibleHistoryPageSchema },
      },
    },
    async (request) => rg.history(authOf(request).memberId, request.query.page),
  );
};

/** Not logged in: a self-exclusion that has ended asks to come back (then waits 24 hours). */
const comeBackRoutes: FastifyPluginAsyncZod<RouteDeps<'responsible' | 'responsibleAdmin'>> = async (
  app,
  { services, config },
) => {
  app.post(
    '/api/responsible/come-back',
    {
      config: { rateLimit: { max: config.login.requestsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: responsibleComeBackBodySchema,
        response: {
          200: responsibleComeBackResponseSchema,
          ...errorResponses(400, 403, 404, 409, 429),
        },
      },
    },
    async (request) => services.responsible.comeBack(request.body.userId, request.body.password),
  );
};

/** The operator's view, report and imposed time-out; no lift exists. */
const adminResponsibleRoutes: FastifyPluginAsyncZod<
  RouteDeps<'responsible' | 'responsibleAdmin'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.admin);
  const admin = services.responsibleAdmin;

  app.get(
    '/api/admin/members/:id/responsible',
    {
      schema: {
        tags: ['admin'],
        params: adminResponsibleParamsSchema,
        response: { 200: adminMemberResponsibleSchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.ofMember(request.params.id),
  );
  app.post(
    '/api/admin/members/:id/responsible/time-out',
    {
      schema: {
        tags: ['admin'],
        params: adminResponsibleParamsSchema,
        body: adminResponsibleTimeOutBodySchema,
        response: { 200: responsibleBlockViewSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => admin.imposeTimeOut(actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/responsible/limit-hits',
    {
      schema: {
        tags: ['admin'],
        querystring: adminLimitHitsQuerySchema,
        response: { 200: limitHitPageSchema },
      },
    },
    async (request) =>
      admin.limitHits(request.query.days, request.query.minHits, request.query.page),
  );
};

export const responsibleRoutes: FastifyPluginAsyncZod<
  RouteDeps<'responsible' | 'responsibleAdmin'>
> = async (app, deps) => {
  await app.register(memberResponsibleRoutes, deps);
  await app.register(comeBackRoutes, deps);
  await app.register(adminResponsibleRoutes, deps);
};
