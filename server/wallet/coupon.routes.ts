import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponIssueRevokeResponseSchema,
  adminCouponListQuerySchema,
  adminCouponPageSchema,
  adminCouponRevokeResponseSchema,
  couponIssueBodySchema,
  couponIssueResponseSchema,
  couponListQuerySchema,
  couponPageSchema,
  couponParamsSchema,
  couponSummarySchema,
  couponUseBodySchema,
  couponUseResponseSchema,
} from '../../common/contract/coupon.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['coupon'];

/** Member coupons (spec §2 /coupon): own list, badge count, use once. */
const memberCouponRoutes: FastifyPluginAsyncZod<RouteDeps<'coupons' | 'couponsAdmin'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/coupon',
    { schema: { tags, querystring: couponListQuerySchema, response: { 200: couponPageSchema } } },
    async (request) =>
      services.coupons.memberPage(
        authOf(request).memberId,
        request.query.status,
        request.query.page,
      ),
  );

  app.get(
    '/api/coupon/summary',
    { schema: { tags, response: { 200: couponSummarySchema } } },
    async (request) => ({ unused: await services.coupons.unusedCount(authOf(request).memberId) }),
  );

  app.post(
    '/api/coupon/:id/use',
    {
      schema: {
        tags,
        params: couponParamsSchema,
        body: couponUseBodySchema,
        response: { 200: couponUseResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      services.coupons.use(
        authOf(request).memberId,
        request.params.id,
        request.body.idempotencyKey,
      ),
  );
};

/** Operators: issue (one member, a level, everyone), list, revoke unused (all audited). */
const adminCouponRoutes: FastifyPluginAsyncZod<RouteDeps<'coupons' | 'couponsAdmin'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        querystring: adminCouponListQuerySchema,
        response: { 200: adminCouponPageSchema },
      },
    },
    async (request) =>
      services.couponsAdmin.adminPage(
        request.query.status,
        request.query.search,
        request.query.page,
      ),
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        body: couponIssueBodySchema,
        response: { 200: couponIssueResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      issue: await services.couponsAdmin.issue(actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/admin/coupons/:id/revoke',
    {
      schema: {
        tags,
        params: couponParamsSchema,
        response: { 200: adminCouponRevokeResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      coupon: await services.couponsAdmin.revoke(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/admin/coupon-issues/:id/revoke',
    {
      schema: {
        tags,
        params: couponParamsSchema,
        response: { 200: adminCouponIssueRevokeResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({
      revoked: await services.couponsAdmin.revokeIssue(actorOf(request), request.params.id),
    }),
  );
};

/** Both coupon route groups, each with its own guard. */
export const couponRoutes: FastifyPluginAsyncZod<RouteDeps<'coupons' | 'couponsAdmin'>> = async (
  app,
  deps,
) => {
  await app.register(memberCouponRoutes, deps);
  await app.register(adminCouponRoutes, deps);
};
