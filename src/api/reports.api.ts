/**
 * The operator's reports: one typed call per endpoint of
 * common/contract/reports.contract.ts, and the CSV export fetched with the session's token (a plain
 * link would carry none) and handed to the browser as a file.
 */
import {
  agentReportSchema,
  memberReportSchema,
  REPORT_PATHS,
  reportItemsSchema,
  reportSummarySchema,
  type ReportCsvTable,
  type ReportItemDimension,
} from '../../common/contract/reports.contract';
import { api } from './client';

export interface ReportRangeInput {
  from: string;
  to: string;
}

/** The client's prefix is `/api`; the contract's paths carry it. */
const path = (full: string) => full.replace(/^\/api\//, '');

export function fetchReportSummary(range: ReportRangeInput) {
  return api
    .get(path(REPORT_PATHS.summary), { searchParams: { ...range } })
    .json(reportSummarySchema);
}

export function fetchReportItems(range: ReportRangeInput, by: ReportItemDimension) {
  return api
    .get(path(REPORT_PATHS.items), { searchParams: { ...range, by } })
    .json(reportItemsSchema);
}

export function fetchMemberReport(id: number, range: ReportRangeInput) {
  return api
    .get(path(REPORT_PATHS.member).replace(':id', String(id)), { searchParams: { ...range } })
    .json(memberReportSchema);
}

export function fetchAgentReport(id: number, range: ReportRangeInput) {
  return api
    .get(path(REPORT_PATHS.agent).replace(':id', String(id)), { searchParams: { ...range } })
    .json(agentReportSchema);
}

export interface ReportCsvRequest extends ReportRangeInput {
  table: ReportCsvTable;
  by?: ReportItemDimension;
  id?: number;
}

/** The CSV as the server wrote it; the byte-order mark is put back if decoding dropped it. */
export async function fetchReportCsv(request: ReportCsvRequest): Promise<string> {
  const text = await api.get(path(REPORT_PATHS.export), { searchParams: { ...request } }).text();
  return text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
}
