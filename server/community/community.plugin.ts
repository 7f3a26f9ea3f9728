/**
 * Every HTTP route of the community area: messages, attendance, the board and customer tickets,
 * with the back office's screens for them. One registration in server/app.ts, which hands the
 * plugin exactly the use-cases `communityNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { messageRoutes } from './message.routes';
import { attendanceRoutes } from './attendance.routes';
import { boardRoutes } from './board.routes';
import { customerRoutes } from './customer.routes';
import { messageAdminRoutes } from './admin/message-admin.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const communityNeeds = [
  'db',
  'messages',
  'attendance',
  'board',
  'customer',
] as const satisfies readonly ServiceName[];
export type CommunityDeps = AreaDeps<typeof communityNeeds>;

export const communityPlugin: FastifyPluginAsyncZod<CommunityDeps> = async (app, deps) => {
  await app.register(messageRoutes, deps);
  await app.register(attendanceRoutes, deps);
  await app.register(boardRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(messageAdminRoutes, deps);
};
