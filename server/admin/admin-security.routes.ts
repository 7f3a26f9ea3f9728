import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  blockIpRequestSchema,
  blockedIpListSchema,
  unblockIpParamsSchema,
} from '../../common/contract/admin.contract';
import { okSchema, pageQuerySchema } from '../../common/contract/common.contract';
import { AppError } from '../platform/lib/app-error';
import { writeAudit } from '../platform/lib/audit.service';
import { normaliseIp } from '../auth/ip-block.service';
import { actorOf } from '../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['admin'];

/** Blocked IPs (spec §8 status 600) and the audit log. */
export const adminSecurityRoutes: FastifyPluginAsyncZod<
  RouteDeps<'db' | 'ipBlocks' | 'audit'>
> = async (app, { services }) => {
  const { db, ipBlocks, audit } = services;

  app.get(
    '/api/admin/blocked-ips',
    { schema: { tags, response: { 200: blockedIpListSchema } } },
    async () => ipBlocks.list(),
  );

  app.post(
    '/api/admin/blocked-ips',
    {
      schema: {
        tags,
        body: blockIpRequestSchema,
        response: { 200: okSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Blocking one's own address would lock the operator out of the admin area.
      if (normaliseIp(request.body.ip) === normaliseIp(actor.ip)) {
        throw new AppError(400, 'CANNOT_TARGET_SELF');
      }
      await db.transaction(async (tx) => {
        const before = await ipBlocks.add(tx, request.body.ip, request.body.reason, actor.memberId);
        await writeAudit(tx, actor, {
          action: 'ip.block',
          target: `ip:${normaliseIp(request.body.ip)}`,
          before,
          after: { ip: normaliseIp(request.body.ip), reason: request.body.reason },
        });
      });
      await ipBlocks.announce();
      return OK;
    },
  );

  app.delete(
    '/api/admin/blocked-ips/:ip',
    {
      schema: {
        tags,
        params: unblockIpParamsSchema,
        response: { 200: okSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const before = await ipBlocks.remove(tx, request.params.ip);
        if (!before) throw new AppError(404, 'NOT_FOUND');
        await writeAudit(tx, actorOf(request), {
          action: 'ip.unblock',
          target: `ip:${before.ip}`,
          before,
          after: null,
        });
      });
      await ipBlocks.announce();
      return OK;
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => audit.page(request.query.page),
  );
};
