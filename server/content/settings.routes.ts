import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoLogoutSchema,
  maintenanceSchema,
  messengerListSchema,
  newsLinkSchema,
  signUpSettingSchema,
} from '../../common/contract/settings.contract';
import type { RouteDeps } from '../platform/http/route-deps';

const tags = ['settings'];

/** The shell's public settings calls of spec §7, paths spelt as the spec spells them. */
export const settingsRoutes: FastifyPluginAsyncZod<RouteDeps<'settings' | 'shell'>> = async (
  app,
  { services },
) => {
  app.get(
    '/api/setting/maintanace',
    { schema: { tags, response: { 200: maintenanceSchema } } },
    async () => ({ siteNoticeFlg: services.settings.current().siteNoticeFlg }),
  );

  app.get(
    '/api/setting/autoLogoutMin',
    { schema: { tags, response: { 200: autoLogoutSchema } } },
    async () => ({ autoLogoutMin: services.settings.current().autoLogoutMin }),
  );

  app.get(
    '/api/settingSignUp',
    { schema: { tags, response: { 200: signUpSettingSchema } } },
    async () => ({ joinStartEndFlg: services.settings.current().joinStartEndFlg }),
  );

  app.get('/api/newsLink', { schema: { tags, response: { 200: newsLinkSchema } } }, async () =>
    services.shell.newsLinks(),
  );

  // imgPath resolves under /file/download/ (files.routes.ts).
  app.get(
    '/api/setting/messenger',
    { schema: { tags, response: { 200: messengerListSchema } } },
    async () => services.shell.messengers(),
  );
};
