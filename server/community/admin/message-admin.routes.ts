import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSendMessageSchema } from '../../../common/contract/admin.contract';
import {
  broadcastMessageSchema,
  broadcastResultSchema,
} from '../../../common/contract/content.contract';
import { writeAudit } from '../../platform/lib/audit.service';
import { actorOf } from '../../platform/http/auth';
import { errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['admin'];

/**
 * The back office's messages to members: one member (`/api/admin/messages`), or a level or
 * everyone (`/api/admin/messages/broadcast`). Each send is audited in its transaction, then the
 * recipients' unread counts are announced. Behind the operator guard, which checks the staff
 * role's permission for each route.
 */
export const messageAdminRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'messages'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);
  const { db, messages } = services;

  app.post(
    '/api/admin/messages',
    {
      schema: {
        tags,
        body: adminSendMessageSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sent = await db.transaction(async (tx) => {
        const sent = await messages.send(tx, { ...request.body, senderId: actor.memberId });
        await writeAudit(tx, actor, {
          action: 'message.send',
          target: `member:${request.body.memberId}`,
          before: null,
          after: { messageId: sent.id, title: request.body.title },
        });
        return sent;
      });
      await messages.announceUnread(request.body.memberId);
      return sent;
    },
  );

  app.post(
    '/api/admin/messages/broadcast',
    {
      schema: {
        tags,
        body: broadcastMessageSchema,
        response: { 200: broadcastResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { target, title } = request.body;
      const result = await db.transaction(async (tx) => {
        const sent = await messages.broadcast(tx, { ...request.body, senderId: actor.memberId });
        await writeAudit(tx, actor, {
          action: 'message.broadcast',
          target: target.kind === 'level' ? `level:${target.level}` : 'members:all',
          before: null,
          after: { title, recipients: sent.recipients },
        });
        return sent;
      });
      await messages.announceBroadcast(target);
      return result;
    },
  );
};
