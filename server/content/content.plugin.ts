/**
 * Every HTTP route of the content area: settings, the shell's content, pop-ups, events, rules and
 * live TV, with the back office's screens for them. One registration in server/app.ts, which hands
 * the plugin exactly the use-cases `contentNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { settingsRoutes } from './settings.routes';
import { popupRoutes } from './popup.routes';
import { contentRoutes } from './content.routes';
import { contentAdminRoutes } from './admin/content-admin.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const contentNeeds = [
  'db',
  'settings',
  'shell',
  'popups',
  'content',
  'rules',
] as const satisfies readonly ServiceName[];
export type ContentDeps = AreaDeps<typeof contentNeeds>;

export const contentPlugin: FastifyPluginAsyncZod<ContentDeps> = async (app, deps) => {
  await app.register(settingsRoutes, deps);
  await app.register(popupRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(contentAdminRoutes, deps);
};
