import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSettingsPatchSchema,
  adminSettingsSchema,
} from '../../../common/contract/admin.contract';
import { idParamsSchema, okSchema } from '../../../common/contract/common.contract';
import {
  popupInputSchema,
  popupListSchema,
  popupSchema,
} from '../../../common/contract/popup.contract';
import { writeAudit } from '../../platform/lib/audit.service';
import { actorOf } from '../../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../../platform/http/route-deps';

const tags = ['admin'];
const nonEmptyPatch = adminSettingsPatchSchema.refine((p) => Object.keys(p).length > 0);

/**
 * The back office's site settings and pop-ups (`/api/admin/settings`, `/api/admin/popups`): each
 * change audited, then announced. Behind the operator guard, which checks the staff role's
 * permission for each route.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<
  RouteDeps<'db' | 'settings' | 'popups'>
> = async (app, { services, guards }) => {
  app.addHook('onRequest', guards.admin);
  const { db, settings, popups } = services;

  app.get(
    '/api/admin/settings',
    { schema: { tags, response: { 200: adminSettingsSchema } } },
    async () => settings.load(),
  );

  app.patch(
    '/api/admin/settings',
    { schema: { tags, body: nonEmptyPatch, response: { 200: adminSettingsSchema } } },
    async (request) => {
      const { before, after } = await db.transaction(async (tx) => {
        const change = await settings.update(tx, request.body);
        await writeAudit(tx, actorOf(request), {
          action: 'settings.update',
          target: 'settings',
          ...change,
        });
        return change;
      });
      await settings.announce(before, after);
      return after;
    },
  );

  app.get('/api/admin/popups', { schema: { tags, response: { 200: popupListSchema } } }, async () =>
    popups.listAll(),
  );

  app.post(
    '/api/admin/popups',
    { schema: { tags, body: popupInputSchema, response: { 200: popupSchema } } },
    async (request) => {
      const popup = await db.transaction(async (tx) => {
        const created = await popups.create(tx, request.body);
        await writeAudit(tx, actorOf(request), {
          action: 'popup.create',
          target: `popup:${created.id}`,
          before: null,
          after: created,
        });
        return created;
      });
      await popups.announce();
      return popup;
    },
  );

  app.put(
    '/api/admin/popups/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: popupInputSchema,
        response: { 200: popupSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { after } = await db.transaction(async (tx) => {
        const change = await popups.update(tx, request.params.id, request.body);
        const target = `popup:${request.params.id}`;
        await writeAudit(tx, actorOf(request), { action: 'popup.update', target, ...change });
        return change;
      });
      await popups.announce();
      return after;
    },
  );

  app.delete(
    '/api/admin/popups/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errorResponses(404) } },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const before = await popups.remove(tx, request.params.id);
        await writeAudit(tx, actorOf(request), {
          action: 'popup.delete',
          target: `popup:${request.params.id}`,
          before,
          after: null,
        });
      });
      await popups.announce();
      return OK;
    },
  );
};
