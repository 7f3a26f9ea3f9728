import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { popupListSchema } from '../../common/contract/popup.contract';
import type { RouteDeps } from '../platform/http/route-deps';

/** Spec §7 GET /popup: the pop-ups visible now; the client merges its hide-until times. */
export const popupRoutes: FastifyPluginAsyncZod<RouteDeps<'popups'>> = async (
  app,
  { services },
) => {
  app.get(
    '/api/popup',
    { schema: { tags: ['popup'], response: { 200: popupListSchema } } },
    async () => services.popups.listVisible(),
  );
};
