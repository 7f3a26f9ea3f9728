import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../common/contract/common.contract';
import {
  adminEventListSchema,
  adminEventSchema,
  adminRuleSectionListSchema,
  adminRuleSectionSchema,
  contentParamsSchema,
  eventDetailSchema,
  eventInputSchema,
  eventPageSchema,
  eventsQuerySchema,
  liveTvInputSchema,
  liveTvSettingSchema,
  ruleOrderInputSchema,
  ruleSectionInputSchema,
  ruleSectionListSchema,
} from '../../common/contract/content.contract';
import { actorOf } from '../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['content'];

/**
 * What members read: /event, /event/{id}, /rule and the /livetv broadcast. Public like the
 * pop-ups: events and rules are shown before login too, and hold nothing of any member.
 */
const publicContentRoutes: FastifyPluginAsyncZod<RouteDeps<'content' | 'rules'>> = async (
  app,
  { services },
) => {
  app.get(
    '/api/event',
    { schema: { tags, querystring: eventsQuerySchema, response: { 200: eventPageSchema } } },
    async (request) => services.content.eventPage(request.query.page),
  );

  app.get(
    '/api/event/:id',
    {
      schema: {
        tags,
        params: contentParamsSchema,
        response: { 200: eventDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.content.eventDetail(request.params.id),
  );

  app.get('/api/rule', { schema: { tags, response: { 200: ruleSectionListSchema } } }, async () =>
    services.rules.ruleSections(),
  );

  app.get('/api/livetv', { schema: { tags, response: { 200: liveTvSettingSchema } } }, async () =>
    services.rules.liveTv(),
  );
};

/** The admin 이벤트/규정 tab: every change audited. */
const adminContentPageRoutes: FastifyPluginAsyncZod<RouteDeps<'content' | 'rules'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);
  const { content, rules } = services;
  const withId = { params: contentParamsSchema };

  app.get(
    '/api/admin/events',
    { schema: { tags, response: { 200: adminEventListSchema } } },
    async () => content.adminEvents(),
  );

  app.post(
    '/api/admin/events',
    {
      schema: {
        tags,
        body: eventInputSchema,
        response: { 200: adminEventSchema, ...errorResponses(400) },
      },
    },
    async (request) => content.createEvent(actorOf(request), request.body),
  );

  app.put(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        ...withId,
        body: eventInputSchema,
        response: { 200: adminEventSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => content.updateEvent(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/events/:id',
    { schema: { tags, ...withId, response: { 200: okSchema, ...errorResponses(404) } } },
    async (request) => {
      await content.deleteEvent(actorOf(request), request.params.id);
      return OK;
    },
  );

  app.get(
    '/api/admin/rules',
    { schema: { tags, response: { 200: adminRuleSectionListSchema } } },
    async () => rules.adminRuleSections(),
  );

  app.post(
    '/api/admin/rules',
    {
      schema: {
        tags,
        body: ruleSectionInputSchema,
        response: { 200: adminRuleSectionSchema, ...errorResponses(400) },
      },
    },
    async (request) => rules.createRule(actorOf(request), request.body),
  );

  // Registered before `/rules/:id`, though the router would tell them apart anyway.
  app.put(
    '/api/admin/rules/order',
    {
      schema: {
        tags,
        body: ruleOrderInputSchema,
        response: { 200: adminRuleSectionListSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => rules.reorderRules(actorOf(request), request.body.ids),
  );

  app.put(
    '/api/admin/rules/:id',
    {
      schema: {
        tags,
        ...withId,
        body: ruleSectionInputSchema,
        response: { 200: adminRuleSectionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => rules.updateRule(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/rules/:id',
    { schema: { tags, ...withId, response: { 200: okSchema, ...errorResponses(404) } } },
    async (request) => {
      await rules.deleteRule(actorOf(request), request.params.id);
      return OK;
    },
  );

  app.get(
    '/api/admin/livetv',
    { schema: { tags, response: { 200: liveTvSettingSchema } } },
    async () => rules.liveTv(),
  );

  app.put(
    '/api/admin/livetv',
    {
      schema: {
        tags,
        body: liveTvInputSchema,
        response: { 200: liveTvSettingSchema, ...errorResponses(400) },
      },
    },
    async (request) => rules.setLiveTv(actorOf(request), request.body.broadcastUrl),
  );
};

export const contentRoutes: FastifyPluginAsyncZod<RouteDeps<'content' | 'rules'>> = async (
  app,
  deps,
) => {
  await app.register(publicContentRoutes, deps);
  await app.register(adminContentPageRoutes, deps);
};
