/**
 * The operator's reports: paths of common/contract/reports.contract.ts, every
 * one behind the admin guard. Reads only; the CSV export answers `text/csv; charset=utf-8`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentReportSchema,
  memberReportSchema,
  REPORT_PATHS,
  reportExportQuerySchema,
  reportItemsQuerySchema,
  reportItemsSchema,
  reportMemberParamsSchema,
  reportRangeQuerySchema,
  reportSummarySchema,
  type ReportExportQuery,
} from '../../common/contract/reports.contract';
import { REPORT_CSV_NAMES } from '../../common/i18n/reports.ko';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';
import { agentCsv, itemsCsv, memberCsv, summaryCsv } from './report-csv';
import { ReportsService } from './reports.service';

const tags = ['admin'];

async function exportCsv(reports: ReportsService, query: ReportExportQuery): Promise<string> {
  const { table, from, to } = query;
  switch (table) {
    case 'products':
    case 'days':
    case 'liability':
      return summaryCsv(table, await reports.summary(from, to));
    case 'items':
      return itemsCsv(await reports.items(from, to, query.by ?? 'game'));
    case 'member':
      return memberCsv(await reports.member(query.id!, from, to));
    case 'agent':
      return agentCsv(await reports.agent(query.id!, from, to));
  }
}

export const reportsRoutes: FastifyPluginAsyncZod<RouteDeps<'db'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);
  // Reads only, over the shared database handle: nothing to wire beyond it.
  const reports = new ReportsService(services.db);

  app.get(
    REPORT_PATHS.summary,
    {
      schema: {
        tags,
        querystring: reportRangeQuerySchema,
        response: { 200: reportSummarySchema, ...errorResponses(400) },
      },
    },
    async (request) => reports.summary(request.query.from, request.query.to),
  );
  app.get(
    REPORT_PATHS.items,
    {
      schema: {
        tags,
        querystring: reportItemsQuerySchema,
        response: { 200: reportItemsSchema, ...errorResponses(400) },
      },
    },
    async (request) => reports.items(request.query.from, request.query.to, request.query.by),
  );
  app.get(
    REPORT_PATHS.member,
    {
      schema: {
        tags,
        params: reportMemberParamsSchema,
        querystring: reportRangeQuerySchema,
        response: { 200: memberReportSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => reports.member(request.params.id, request.query.from, request.query.to),
  );
  app.get(
    REPORT_PATHS.agent,
    {
      schema: {
        tags,
        params: reportMemberParamsSchema,
        querystring: reportRangeQuerySchema,
        response: { 200: agentReportSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => reports.agent(request.params.id, request.query.from, request.query.to),
  );
  app.get(
    REPORT_PATHS.export,
    {
      schema: {
        tags,
        querystring: reportExportQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { table, from, to } = request.query;
      const csv = await exportCsv(reports, request.query);
      const name = `${REPORT_CSV_NAMES[table]}-${from}-${to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
};
