/**
 * The demo provider's API for its game pages and the site (common/contract/demo-provider.contract.ts):
 * sessions, slot spins and client seeds, round detail and the daily report. Tables are in
 * table.routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fairnessViewSchema,
  openSessionBodySchema,
  providerReportSchema,
  providerRoundDetailSchema,
  providerSessionSchema,
  spinResultSchema,
  PROVIDER_REPORT_KEY_HEADER,
  PROVIDER_SESSION_HEADER,
  reportQuerySchema,
  roundRefSchema,
  clientSeedBodySchema,
  spinBodySchema,
} from '../../../common/contract/demo-provider.contract';
import { roundDetail, transactionReport } from './provider-reads';
import type { ProviderContext } from './provider-context';
import { openSession } from './sessions';
import { setSlotClientSeed, spinSlot } from './slot-spins';

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export const providerRoutes: FastifyPluginAsyncZod<{ context: ProviderContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/session',
    { schema: { body: openSessionBodySchema, response: { 200: providerSessionSchema } } },
    async (request) => openSession(context, request.body.code, request.body.gameCode),
  );

  app.post(
    '/api/slot/spin',
    { schema: { body: spinBodySchema, response: { 200: spinResultSchema } } },
    async (request) =>
      spinSlot(context, header(request.headers[PROVIDER_SESSION_HEADER]), request.body.stake),
  );

  app.put(
    '/api/slot/client-seed',
    { schema: { body: clientSeedBodySchema, response: { 200: fairnessViewSchema } } },
    async (request) =>
      setSlotClientSeed(
        context,
        header(request.headers[PROVIDER_SESSION_HEADER]),
        request.body.clientSeed,
      ),
  );

  app.get(
    '/api/rounds/:roundRef',
    {
      schema: {
        params: z.object({ roundRef: roundRefSchema }),
        response: { 200: providerRoundDetailSchema },
      },
    },
    async (request) => roundDetail(context.db, request.params.roundRef),
  );

  app.get(
    '/api/report/transactions',
    { schema: { querystring: reportQuerySchema, response: { 200: providerReportSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return transactionReport(
        context.db,
        await context.reportKey(),
        header(request.headers[PROVIDER_REPORT_KEY_HEADER]),
        request.query.date,
      );
    },
  );
};
