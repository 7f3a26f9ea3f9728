import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pointConvertBodySchema,
  pointConvertResponseSchema,
  statementPageSchema,
  statementQuerySchema,
} from '../../common/contract/points.contract';
import { authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['wallet'];

/** Member points API: convert points to cash, own money/point statements. */
export const pointsRoutes: FastifyPluginAsyncZod<RouteDeps<'points'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/wallet/statement',
    {
      schema: {
        tags,
        querystring: statementQuerySchema,
        response: { 200: statementPageSchema },
      },
    },
    async (request) =>
      services.points.statement(
        authOf(request).memberId,
        request.query.currency,
        request.query.page,
      ),
  );

  app.post(
    '/api/wallet/points/convert',
    {
      schema: {
        tags,
        body: pointConvertBodySchema,
        response: { 200: pointConvertResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => services.points.convert(authOf(request).memberId, request.body),
  );
};
