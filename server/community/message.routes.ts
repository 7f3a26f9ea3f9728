import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, pageQuerySchema } from '../../common/contract/common.contract';
import { messagePageSchema } from '../../common/contract/message.contract';
import { unreadCountSchema } from '../../common/contract/settings.contract';
import { authOf } from '../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['message'];

/** The member's inbox (spec §4 forced inbox, §7 /message/unread). Logged-in members only. */
export const messageRoutes: FastifyPluginAsyncZod<RouteDeps<'messages'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/message/unread',
    { schema: { tags, response: { 200: unreadCountSchema, ...errorResponses(401) } } },
    async (request) => services.messages.unreadCount(authOf(request).memberId),
  );

  app.get(
    '/api/message',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: messagePageSchema } } },
    async (request) => services.messages.page(authOf(request).memberId, request.query.page),
  );

  app.post(
    '/api/message/:id/read',
    {
      schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errorResponses(404) } },
    },
    async (request) => {
      await services.messages.markRead(authOf(request).memberId, request.params.id);
      return OK;
    },
  );

  app.delete(
    '/api/message/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errorResponses(404) } },
    },
    async (request) => {
      await services.messages.remove(authOf(request).memberId, request.params.id);
      return OK;
    },
  );
};
