/**
 * CSV of every report table: UTF-8 with a byte-order mark so spreadsheet
 * programs read the Korean headers, CRLF lines (RFC 4180), and text cells that a spreadsheet would
 * take for a formula (=, +, -, @ first) prefixed with ' — a league name comes from the feed.
 */
import type {
  AgentReport,
  BetFigures,
  MemberReport,
  ReportItems,
  ReportSummary,
} from '../../common/contract/reports.contract';
import { REPORT_HEADERS, REPORT_PRODUCT_LABELS } from '../../common/i18n/reports.ko';

type Cell = string | number | null;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: readonly string[], rows: readonly Cell[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A margin in basis points as a percent with two decimals (1234 → "12.34"). */
const percent = (marginBp: number) => (marginBp / 100).toFixed(2);

const figures = (f: BetFigures): Cell[] => [f.bets, f.stake, f.returns, f.ggr, percent(f.marginBp)];

export function summaryCsv(table: 'products' | 'days' | 'liability', s: ReportSummary): string {
  if (table === 'products') {
    return toCsv(REPORT_HEADERS.products, [
      ...s.products.map((p) => [REPORT_PRODUCT_LABELS[p.product], ...figures(p)]),
      ['합계', ...figures(s.totals)],
    ]);
  }
  if (table === 'days') {
    return toCsv(
      REPORT_HEADERS.days,
      s.days.map((d) => [
        d.day,
        d.deposits,
        d.withdrawals,
        d.newMembers,
        d.activeMembers,
        Object.values(d.ggr).reduce((a, b) => a + b, 0),
      ]),
    );
  }
  return toCsv(
    REPORT_HEADERS.liability,
    s.liability.fixtures.map((f) => [
      f.fixtureId,
      f.league,
      f.home,
      f.away,
      f.startsAt,
      f.openBets,
      f.stake,
      f.liability,
    ]),
  );
}

export function itemsCsv(report: ReportItems): string {
  return toCsv(
    REPORT_HEADERS.items,
    report.items.map((i) => [REPORT_PRODUCT_LABELS[i.product], i.key, i.name, ...figures(i)]),
  );
}

export function memberCsv(report: MemberReport): string {
  return toCsv(
    REPORT_HEADERS.member,
    report.days.map((d) => [d.day, ...figures(d)]),
  );
}

export function agentCsv(report: AgentReport): string {
  return toCsv(
    REPORT_HEADERS.agent,
    report.agents.map((a) => [a.agentId, a.userId, a.depth, ...figures(a)]),
  );
}
