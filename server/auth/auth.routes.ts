import '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../common/contract/common.contract';
import {
  changePasswordRequestSchema,
  checkUserIdQuerySchema,
  checkUserIdResponseSchema,
  findPasswordRequestSchema,
  findPasswordResponseSchema,
  joinRequestSchema,
  joinResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  userSchema,
} from '../../common/contract/member.contract';
import { loadUser } from '../member/member-record';
import { authOf, tokenFromHeaders } from '../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['member'];

/** Login, logout, the user record and account self-service (spec §4, §7, §8). */
export const memberRoutes: FastifyPluginAsyncZod<
  RouteDeps<'db' | 'sessions' | 'signup' | 'passwords'>
> = async (app, { services, guards, config }) => {
  app.post(
    '/api/member/login',
    {
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 404, 406, 429) },
      },
      config: { rateLimit: { max: config.login.requestsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token, memberId } = await services.sessions.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      // Spec §7: the token travels in X-AUTH-TOKEN as "Bearer <token>".
      reply.header('x-auth-token', `Bearer ${token}`);
      reply.header('access-control-expose-headers', 'X-AUTH-TOKEN');
      return { user: await loadUser(services.db, memberId) };
    },
  );

  // Ends the caller's session if it is still live. Never refuses: a client that was just told
  // 555 or 556 calls logout too (spec §8) and must not be answered with another session error.
  app.post(
    '/api/member/logout',
    { schema: { tags, response: { 200: okSchema } } },
    async (request) => {
      const token = tokenFromHeaders(request.headers);
      if (token) await services.sessions.logoutToken(token);
      return OK;
    },
  );

  app.get(
    '/api/member/user',
    {
      onRequest: guards.member,
      schema: { tags, response: { 200: userSchema, ...errorResponses(401, 406, 555, 556) } },
    },
    async (request) => loadUser(services.db, authOf(request).memberId),
  );

  app.post(
    '/api/member/join',
    {
      schema: {
        tags,
        body: joinRequestSchema,
        response: { 200: joinResponseSchema, ...errorResponses(400, 403, 409) },
      },
      config: { rateLimit: { max: config.anonymousWritesPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => services.signup.join(request.body),
  );

  app.get(
    '/api/member/check-id',
    {
      schema: {
        tags,
        querystring: checkUserIdQuerySchema,
        response: { 200: checkUserIdResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      available: await services.signup.isUserIdAvailable(request.query.userId),
    }),
  );

  app.post(
    '/api/member/find-password',
    {
      schema: {
        tags,
        body: findPasswordRequestSchema,
        response: { 200: findPasswordResponseSchema },
      },
      config: { rateLimit: { max: config.anonymousWritesPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => ({
      message: await services.passwords.requestReset(
        request.body.userId,
        request.body.phone,
        request.ip,
      ),
    }),
  );

  app.post(
    '/api/member/change-password',
    {
      onRequest: guards.member,
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { currentPassword, newPassword } = request.body;
      await services.passwords.change(auth.memberId, auth.sessionId, currentPassword, newPassword);
      return OK;
    },
  );
};
