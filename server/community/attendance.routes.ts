import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceCheckInBodySchema,
  attendanceCheckInResponseSchema,
  attendanceQuerySchema,
  attendanceRewardsSchema,
  attendanceViewSchema,
} from '../../common/contract/attendance.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['attendance'];

/** Member attendance: own month and today's check-in. */
const memberAttendanceRoutes: FastifyPluginAsyncZod<RouteDeps<'attendance'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/attendance',
    {
      schema: {
        tags,
        querystring: attendanceQuerySchema,
        response: { 200: attendanceViewSchema, ...errorResponses(400) },
      },
    },
    async (request) => services.attendance.view(authOf(request).memberId, request.query.month),
  );

  app.post(
    '/api/attendance/check-in',
    {
      schema: {
        tags,
        body: attendanceCheckInBodySchema,
        response: { 200: attendanceCheckInResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) =>
      services.attendance.checkIn(authOf(request).memberId, request.body.idempotencyKey),
  );
};

/** Operators: the streak reward table, replaced as a whole (audited). */
const adminAttendanceRoutes: FastifyPluginAsyncZod<RouteDeps<'attendance'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/attendance/rewards',
    { schema: { tags, response: { 200: attendanceRewardsSchema } } },
    async () => ({ rewards: await services.attendance.rewards() }),
  );

  app.put(
    '/api/admin/attendance/rewards',
    {
      schema: {
        tags,
        body: attendanceRewardsSchema,
        response: { 200: attendanceRewardsSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      rewards: await services.attendance.replaceRewards(actorOf(request), request.body.rewards),
    }),
  );
};

export const attendanceRoutes: FastifyPluginAsyncZod<RouteDeps<'attendance'>> = async (
  app,
  deps,
) => {
  await app.register(memberAttendanceRoutes, deps);
  await app.register(adminAttendanceRoutes, deps);
};
